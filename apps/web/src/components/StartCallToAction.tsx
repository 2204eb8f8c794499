import { Link } from "react-router";
import { useAuth } from "../auth/AuthContext";
import { buttonPrimary } from "./styles";

/**
 * The first call to action at the foot of a public page: Create Free Account for a visitor;
 * for someone already signed in, where they go next (`signedIn`), since /signup only sends them
 * on to the dashboard under a button that promised a new account.
 */
export function StartCallToAction({ signedIn }: { signedIn: { to: string; label: string } }) {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? (
    <Link to={signedIn.to} className={buttonPrimary}>
      {signedIn.label}
    </Link>
  ) : (
    <Link to="/signup" className={buttonPrimary}>
      Create Free Account
    </Link>
  );
}
