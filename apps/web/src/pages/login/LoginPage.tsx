import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from "react-router";
import { useAuth } from "../../auth/AuthContext";
import { oauthErrorMessage } from "../../auth/oauthErrorMessage";
import { checkoutIntent, planLabel, postLoginTarget } from "../../auth/postLoginTarget";
import { AuthCard, authButtonWaiting } from "../../components/AuthCard";
import { Notice } from "../../components/Notice";
import { OAuthButtons } from "../../components/OAuthButtons";
import { ResendConfirmation } from "../../components/ResendConfirmation";
import { ApiError } from "../../api/ApiError";
import { PasswordField } from "../../components/PasswordField";
import { buttonPrimary } from "../../components/styles";
import { TextField } from "../../components/TextField";
import { useFocusFirstInvalid } from "../../components/useFocusFirstInvalid";
import { emailProblem } from "../../auth/validateSignup";
import { LOGIN_REDIRECT_DELAY_MS } from "../../config";
import { usePageTitle } from "../../layout/usePageTitle";
import { toast } from "../../toast/toastStore";

const FAILURE_ID = "login-failure";

/** Sign In page: email + password, OAuth, and the redirect back after success. */
export default function LoginPage() {
  usePageTitle("Sign In");
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  // the server does not say which of the two was wrong: both are marked, described by the notice
  const [credentialsRefused, setCredentialsRefused] = useState(false);
  const focusFirstInvalid = useFocusFirstInvalid();
  const [unconfirmed, setUnconfirmed] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const signingIn = useRef(false);
  const intent = checkoutIntent(search);
  // An OAuth sign-in that failed on the server comes back as /#/login?oauth_error=<code>
  const oauthError = oauthErrorMessage(search);
  const target = postLoginTarget(search, (location.state as { from?: unknown } | null)?.from);

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => navigate(target, { replace: true }), LOGIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [succeeded, navigate, target]);

  if (auth.isAuthenticated && !signingIn.current && !succeeded) return <Navigate to={target} replace />;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting || succeeded) return;
    const missing = {
      email: emailProblem(email) ?? undefined,
      password: password ? undefined : "Password is required",
    };
    setFieldErrors(missing);
    if (missing.email || missing.password) {
      setFailure(null);
      setCredentialsRefused(false);
      focusFirstInvalid.request();
      return;
    }
    setSubmitting(true);
    setFailure(null);
    setCredentialsRefused(false);
    setUnconfirmed(false);
    signingIn.current = true;
    try {
      await auth.login(email.trim(), password);
      toast.success("Login successful!");
      setSucceeded(true);
    } catch (error) {
      signingIn.current = false;
      const message = error instanceof Error && error.message ? error.message : "Login failed. Please try again.";
      setFailure(message);
      setUnconfirmed(error instanceof ApiError && error.code === "email_not_confirmed");
      if (error instanceof ApiError && error.code === "invalid_credentials") {
        setCredentialsRefused(true);
        focusFirstInvalid.request();
      }
      toast.error(message);
    } finally {
      setSubmitting(false);
    }
  }

  const refusedMarks = credentialsRefused ? { "aria-invalid": true, "aria-describedby": FAILURE_ID } : {};
  const signupLink = intent ? `/signup?${search.toString()}` : "/signup";
  return (
    <AuthCard title="Sign in to pdftab" subtitle="Welcome back. Sign in to extract tables from your PDFs.">
      <form ref={focusFirstInvalid.formRef} onSubmit={onSubmit} className="space-y-4" noValidate>
        {intent && (
          <Notice tone="info">
            Please sign in to complete your subscription to the {planLabel(intent.plan)} plan ({intent.period}).
          </Notice>
        )}
        {/* a confirmation link confirmed in another browser than the sign-up's signs nobody in (pages/confirm-email) */}
        {!succeeded && search.get("confirmed") === "1" && (
          <Notice tone="success">Your email address is confirmed. Sign in to continue.</Notice>
        )}
        {target.startsWith("/team/join/") && !succeeded && (
          <Notice tone="info">Sign in with the invited address to accept your invitation to a team.</Notice>
        )}
        {succeeded && <Notice tone="success">Login successful! Redirecting...</Notice>}
        {failure && (
          <div id={FAILURE_ID}>
            <Notice tone="error">{failure}</Notice>
          </div>
        )}
        {unconfirmed && <ResendConfirmation email={email} />}
        {!failure && oauthError && <Notice tone="error">{oauthError}</Notice>}
        <TextField
          id="email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          error={fieldErrors.email}
          {...refusedMarks}
          onChange={(e) => {
            setEmail(e.target.value);
            setFieldErrors((previous) => ({ ...previous, email: undefined }));
            setCredentialsRefused(false);
          }}
        />
        <PasswordField
          id="password"
          label="Password"
          autoComplete="current-password"
          required
          value={password}
          error={fieldErrors.password}
          {...refusedMarks}
          onChange={(e) => {
            setPassword(e.target.value);
            setFieldErrors((previous) => ({ ...previous, password: undefined }));
            setCredentialsRefused(false);
          }}
        />
        <div className="text-right text-sm">
          <Link to="/forgot-password" className="font-medium text-brand-700 hover:underline">
            Forgot your password?
          </Link>
        </div>
        {/* aria-disabled while busy: a disabled button drops the keyboard focus to the page (components/waiting.ts) */}
        <button
          type="submit"
          aria-disabled={submitting || succeeded || undefined}
          className={`${buttonPrimary} ${authButtonWaiting} w-full`}
        >
          {submitting ? "Signing in..." : "Sign In"}
        </button>
      </form>
      <div className="mt-4">
        <OAuthButtons verb="Sign in" />
      </div>
      <p className="mt-6 text-center text-sm text-gray-600">
        No account yet? {/* the page to come back to (an invitation link) goes along to sign-up */}
        <Link to={signupLink} state={location.state} className="font-medium text-brand-700 hover:underline">
          Sign up
        </Link>
      </p>
      <p className="mt-2 text-center text-sm">
        <Link to="/" className="text-gray-500 hover:text-gray-700">
          ← Back to home
        </Link>
      </p>
    </AuthCard>
  );
}
