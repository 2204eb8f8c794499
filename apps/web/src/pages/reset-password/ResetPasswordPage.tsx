import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { confirmPasswordReset } from "../../api/auth";
import { passwordProblem } from "../../auth/validateSignup";
import { AuthCard, authButtonWaiting } from "../../components/AuthCard";
import { Notice } from "../../components/Notice";
import { PasswordField } from "../../components/PasswordField";
import { StrengthMeter } from "../../components/StrengthMeter";
import { useFocusFirstInvalid } from "../../components/useFocusFirstInvalid";
import { ApiError } from "../../api/ApiError";
import { buttonPrimary, buttonSecondary } from "../../components/styles";
import { usePageTitle } from "../../layout/usePageTitle";
import { toast } from "../../toast/toastStore";

/** Sets a new password with the token from the reset mail (`/reset-password?token=...`). */
export default function ResetPasswordPage() {
  usePageTitle("Choose a New Password");
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const token = search.get("token") ?? "";
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [linkDead, setLinkDead] = useState(false);
  const [saving, setSaving] = useState(false);
  const focusFirstInvalid = useFocusFirstInvalid();

  if (!token) {
    return (
      <AuthCard title="Reset link incomplete">
        <Notice tone="error">
          This page needs the link from your reset email. Request a new one if it has expired.
        </Notice>
        <Link to="/forgot-password" className={`${buttonPrimary} mt-6 w-full`}>
          Request a New Link
        </Link>
      </AuthCard>
    );
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const next = {
      password: passwordProblem(password) ?? undefined,
      confirm: !confirm ? "Please confirm your password" : confirm !== password ? "Passwords do not match" : undefined,
    };
    setErrors(next);
    if (next.password || next.confirm) {
      focusFirstInvalid.request();
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      const answer = await confirmPasswordReset(token, password);
      const keys = answer.api_keys_active ?? 0;
      // a reset keeps API keys working (programs use them), so say which remain and where to revoke them
      toast.success(
        keys > 0
          ? `Password changed. Please sign in. Your ${keys} API key(s) still work: review or revoke them on the API Keys page.`
          : "Password changed. Please sign in.",
      );
      navigate("/login", { replace: true });
    } catch (error) {
      // the server's password rules refused it: the new password field's problem, shown and focused there
      if (error instanceof ApiError && error.code === "validation_failed") {
        setErrors({ password: error.message });
        focusFirstInvalid.request();
        return;
      }
      setFailure(error instanceof Error && error.message ? error.message : "Could not change the password.");
      // a used or expired link cannot be tried again: the way on is a new link
      setLinkDead(error instanceof ApiError && error.code === "invalid_token");
    } finally {
      setSaving(false);
    }
  }

  return (
    <AuthCard title="Choose a new password">
      <form ref={focusFirstInvalid.formRef} onSubmit={onSubmit} className="space-y-4" noValidate>
        {failure && <Notice tone="error">{failure}</Notice>}
        {linkDead && (
          <Link to="/forgot-password" className={`${buttonSecondary} w-full`}>
            Request a New Link
          </Link>
        )}
        <div>
          <PasswordField
            id="password"
            label="New password"
            autoComplete="new-password"
            value={password}
            error={errors.password}
            onChange={(e) => {
              setPassword(e.target.value);
              setErrors((p) => ({ ...p, password: undefined }));
            }}
          />
          <StrengthMeter password={password} />
        </div>
        <PasswordField
          id="confirmPassword"
          label="Confirm password"
          autoComplete="new-password"
          value={confirm}
          error={errors.confirm}
          onChange={(e) => {
            setConfirm(e.target.value);
            setErrors((p) => ({ ...p, confirm: undefined }));
          }}
        />
        {/* aria-disabled while busy: a disabled button drops the keyboard focus to the page (components/waiting.ts) */}
        <button
          type="submit"
          aria-disabled={saving || undefined}
          className={`${buttonPrimary} ${authButtonWaiting} w-full`}
        >
          {saving ? "Saving..." : "Set New Password"}
        </button>
      </form>
    </AuthCard>
  );
}
