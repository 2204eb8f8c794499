import { Link } from "react-router";
import type { SignupErrors, SignupForm } from "../../auth/validateSignup";
import { FieldError } from "../../components/FieldError";
import { PasswordField } from "../../components/PasswordField";
import { StrengthMeter } from "../../components/StrengthMeter";
import { TextField } from "../../components/TextField";

interface Props {
  form: SignupForm;
  errors: SignupErrors;
  update<K extends keyof SignupForm>(field: K, value: SignupForm[K]): void;
}

/** The five inputs of the sign-up form with their error messages. */
export function SignupFields({ form, errors, update }: Props) {
  return (
    <>
      <TextField
        id="fullName"
        label="Full name"
        autoComplete="name"
        value={form.fullName}
        error={errors.fullName}
        onChange={(e) => update("fullName", e.target.value)}
      />
      <TextField
        id="email"
        label="Email"
        type="email"
        autoComplete="email"
        value={form.email}
        error={errors.email}
        onChange={(e) => update("email", e.target.value)}
      />
      <div>
        <PasswordField
          id="password"
          label="Password"
          autoComplete="new-password"
          value={form.password}
          error={errors.password}
          onChange={(e) => update("password", e.target.value)}
        />
        <StrengthMeter password={form.password} />
      </div>
      <PasswordField
        id="confirmPassword"
        label="Confirm password"
        autoComplete="new-password"
        value={form.confirmPassword}
        error={errors.confirmPassword}
        onChange={(e) => update("confirmPassword", e.target.value)}
      />
      <div>
        <label className="flex items-start gap-2 text-sm text-gray-700">
          <input
            id="acceptTerms"
            type="checkbox"
            className="mt-0.5 h-4 w-4 rounded border-gray-300 accent-brand-600"
            checked={form.acceptTerms}
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? "acceptTerms-error" : undefined}
            onChange={(e) => update("acceptTerms", e.target.checked)}
          />
          <span>
            I accept the{" "}
            <Link to="/terms" className="font-medium text-brand-700 hover:underline">
              Terms of Service
            </Link>{" "}
            and the{" "}
            <Link to="/privacy" className="font-medium text-brand-700 hover:underline">
              Privacy Policy
            </Link>
          </span>
        </label>
        <FieldError id="acceptTerms-error" message={errors.acceptTerms} />
      </div>
    </>
  );
}
