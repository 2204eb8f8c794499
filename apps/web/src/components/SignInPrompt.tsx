import { Lock } from "lucide-react";
import { Link, useLocation } from "react-router";
import type { LoginRedirectState } from "../auth/RequireAuth";
import { buttonPrimary } from "./styles";

/** 'Sign in required' panel for pages that need an account. */
export function SignInPrompt({ message }: { message: string }) {
  const location = useLocation();
  // back to the page as it was asked for, its query too (History's filters live there)
  const back: LoginRedirectState = { from: `${location.pathname}${location.search}` };
  return (
    <div className="mx-auto max-w-md px-4 py-24 text-center">
      <Lock className="mx-auto h-10 w-10 text-gray-400" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold text-gray-900">Sign in required</h1>
      <p className="mt-2 text-gray-600">{message}</p>
      <Link to="/login" state={back} className={`${buttonPrimary} mt-6`}>
        Sign In
      </Link>
    </div>
  );
}
