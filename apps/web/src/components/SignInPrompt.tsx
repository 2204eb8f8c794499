import { Lock } from "lucide-react";
import { Link, useLocation } from "react-router";
import { buttonPrimary } from "./styles";

/** 'Sign in required' panel for pages that need an account. */
export function SignInPrompt({ message }: { message: string }) {
  const location = useLocation();
  return (
    <div className="mx-auto max-w-md px-4 py-24 text-center">
      <Lock className="mx-auto h-10 w-10 text-gray-400" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold text-gray-900">Sign in required</h1>
      <p className="mt-2 text-gray-600">{message}</p>
      <Link to="/login" state={{ from: location.pathname }} className={`${buttonPrimary} mt-6`}>
        Sign In
      </Link>
    </div>
  );
}
