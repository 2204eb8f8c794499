/** Strength levels shown under the password field. */
export type StrengthLabel = "Very Weak" | "Weak" | "Fair" | "Good" | "Strong";

/** One item of the checklist under the password field. */
export interface StrengthCriterion {
  label: string;
  met: boolean;
}

/** Score (0-5), label, bar width (score/5) and the checklist for a password. */
export interface PasswordStrength {
  score: number;
  label: StrengthLabel;
  /** Width of the meter bar, 0..1. */
  fraction: number;
  criteria: StrengthCriterion[];
}

/** Length that lifts a five-criteria password from Good to Strong (docs/product.md, Accounts and sessions). */
export const STRONG_LENGTH = 12;

/** Rates a password by the five criteria of docs/product.md, Accounts and sessions. */
export function passwordStrength(password: string): PasswordStrength {
  const criteria: StrengthCriterion[] = [
    { label: "At least 8 characters", met: password.length >= 8 },
    { label: "One lowercase letter", met: /[a-z]/.test(password) },
    { label: "One uppercase letter", met: /[A-Z]/.test(password) },
    { label: "One number", met: /[0-9]/.test(password) },
    { label: "One special character", met: /[^A-Za-z0-9]/.test(password) },
  ];
  const score = criteria.filter((c) => c.met).length;
  return { score, label: labelFor(score, password.length), fraction: score / 5, criteria };
}

function labelFor(score: number, length: number): StrengthLabel {
  if (score <= 2) return "Very Weak";
  if (score === 3) return "Weak";
  if (score === 4) return "Fair";
  return length >= STRONG_LENGTH ? "Strong" : "Good";
}
