import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { requestPasswordReset } from "../../api/auth";
import { AuthCard, authButtonWaiting } from "../../components/AuthCard";
import { Notice } from "../../components/Notice";
import { buttonPrimary } from "../../components/styles";
import { TextField } from "../../components/TextField";
import { useFocusFirstInvalid } from "../../components/useFocusFirstInvalid";
import { emailProblem } from "../../auth/validateSignup";
import { usePageTitle } from "../../layout/usePageTitle";
import { toast } from "../../toast/toastStore";

/** Asks the server to e-mail a single-use password reset link. */
export default function ForgotPasswordPage() {
  usePageTitle("Reset Password");
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const focusFirstInvalid = useFocusFirstInvalid();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const problem = emailProblem(email);
    if (problem) {
      setError(problem);
      focusFirstInvalid.request();
      return;
    }
    setSending(true);
    try {
      await requestPasswordReset(email.trim());
      toast.success("Password reset email sent! Check your inbox.");
      setSent(true);
    } catch (failure) {
      toast.error(
        failure instanceof Error && failure.message
          ? failure.message
          : "Could not send the reset email. Please try again.",
      );
    } finally {
      setSending(false);
    }
  }

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter your account's email and we will send you a link to choose a new password."
    >
      {sent ? (
        <Notice tone="success">
          If an account exists for {email.trim()}, a reset link is on its way. The link works once and expires.
        </Notice>
      ) : (
        <form ref={focusFirstInvalid.formRef} onSubmit={onSubmit} className="space-y-4" noValidate>
          <TextField
            id="email"
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            error={error}
            onChange={(e) => {
              setEmail(e.target.value);
              setError(undefined);
            }}
          />
          {/* aria-disabled while busy: a disabled button drops the keyboard focus to the page (components/waiting.ts) */}
          <button
            type="submit"
            aria-disabled={sending || undefined}
            className={`${buttonPrimary} ${authButtonWaiting} w-full`}
          >
            {sending ? "Sending..." : "Send Reset Link"}
          </button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-medium text-brand-700 hover:underline">
          Back to Sign In
        </Link>
      </p>
    </AuthCard>
  );
}
