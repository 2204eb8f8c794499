import { useState, type FormEvent } from "react";
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from "react-router";
import { useAuth } from "../../auth/AuthContext";
import { postLoginTarget } from "../../auth/postLoginTarget";
import { validateSignup, type SignupErrors, type SignupForm } from "../../auth/validateSignup";
import { AuthCard, authButtonWaiting } from "../../components/AuthCard";
import { Notice } from "../../components/Notice";
import { OAuthButtons } from "../../components/OAuthButtons";
import { ApiError } from "../../api/ApiError";
import { useFocusFirstInvalid } from "../../components/useFocusFirstInvalid";
import { ResendConfirmation } from "../../components/ResendConfirmation";
import { buttonPrimary } from "../../components/styles";
import { usePageTitle } from "../../layout/usePageTitle";
import { toast } from "../../toast/toastStore";
import { SignupFields } from "./SignupFields";

const EMPTY: SignupForm = { fullName: "", email: "", password: "", confirmPassword: "", acceptTerms: false };

/** Get Started page: validated sign-up form with strength meter. */
export default function SignupPage() {
  usePageTitle("Sign Up");
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  // Sent here from a page to come back to (an invitation link): its address is filled in, and the
  // new account goes back there instead of to the dashboard.
  const cameFrom = location.state as { from?: unknown; email?: unknown } | null;
  const target = postLoginTarget(search, cameFrom?.from);
  const [form, setForm] = useState<SignupForm>(() => ({
    ...EMPTY,
    email: typeof cameFrom?.email === "string" ? cameFrom.email : "",
  }));
  const [errors, setErrors] = useState<SignupErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const focusFirstInvalid = useFocusFirstInvalid();

  if (auth.isAuthenticated && !submitting) return <Navigate to={target} replace />;

  function update<K extends keyof SignupForm>(field: K, value: SignupForm[K]) {
    setForm((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => {
      if (!previous[field]) return previous;
      const next = { ...previous };
      delete next[field];
      return next;
    });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setServerError(null);
    const found = validateSignup(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid.request();
      return;
    }
    setSubmitting(true);
    try {
      const outcome = await auth.register(form.fullName.trim(), form.email.trim(), form.password);
      if (!outcome.signedIn) {
        setConfirmation(outcome.message ?? "Check your inbox to confirm your email address.");
        setSubmitting(false);
        return;
      }
      toast.success("Account created successfully!");
      // still "submitting" while we leave, so the signed-in redirect above does not replace this
      // navigation (and its welcome flag) with a plain one
      navigate(target, { replace: true, state: { justSignedUp: true } });
    } catch (error) {
      setSubmitting(false);
      // a taken address is the email field's problem: shown and focused there, like the form's own checks
      if (error instanceof ApiError && error.code === "email_taken") {
        setErrors({ email: error.message });
        focusFirstInvalid.request();
        return;
      }
      setServerError(error instanceof Error && error.message ? error.message : "Registration failed");
    }
  }

  if (confirmation) {
    return (
      <AuthCard title="Confirm your email">
        <Notice tone="success">{confirmation}</Notice>
        <div className="mt-4">
          <ResendConfirmation email={form.email} />
        </div>
        <Link to="/login" state={location.state} className={`${buttonPrimary} mt-6 w-full`}>
          Go to Sign In
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Create your account" subtitle="Free account. No card needed.">
      <form ref={focusFirstInvalid.formRef} onSubmit={onSubmit} className="space-y-4" noValidate>
        {serverError && <Notice tone="error">{serverError}</Notice>}
        <SignupFields form={form} errors={errors} update={update} />
        {/* aria-disabled while busy: a disabled button drops the keyboard focus to the page (components/waiting.ts) */}
        <button
          type="submit"
          aria-disabled={submitting || undefined}
          className={`${buttonPrimary} ${authButtonWaiting} w-full`}
        >
          {submitting ? "Creating account..." : "Create Account"}
        </button>
      </form>
      <div className="mt-4">
        <OAuthButtons verb="Sign up" />
      </div>
      <p className="mt-6 text-center text-sm text-gray-600">
        Already have an account?{" "}
        <Link to="/login" state={location.state} className="font-medium text-brand-700 hover:underline">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
