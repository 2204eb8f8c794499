import type { ReactNode } from "react";
import { useAuth } from "../auth/AuthContext";
import { PageSpinner } from "./PageSpinner";
import { SignInPrompt } from "./SignInPrompt";

/**
 * A page open to everyone that works only signed in (History, Batch, Analytics): a signed-out visitor
 * reads 'Sign in required' and the page's reason, with Sign In (docs/product.md, Screens),
 * rather than being sent to the sign-in page. While the session is still being checked it
 * waits, as the route guard does, so a signed-in user never sees the prompt flash by.
 */
export function SignInGate({ message, children }: { message: string; children: ReactNode }) {
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return <PageSpinner label="Checking your session..." />;
  if (!isAuthenticated) return <SignInPrompt message={message} />;
  return <>{children}</>;
}
