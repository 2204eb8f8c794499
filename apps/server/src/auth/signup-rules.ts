/**
 * The sign-up rules of docs/product.md (Accounts and sessions), in that order and with those
 * messages, so the server answers exactly what the sign-up form shows.
 * Each function returns the first broken rule's message, or undefined.
 */
/** Longest password accepted; bounds the cost of hashing. */
export const MAX_PASSWORD_LENGTH = 256;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function fullNameProblem(fullName: string | undefined): string | undefined {
  if (!fullName || fullName.trim() === "") return "Full name is required";
  if (fullName.trim().length < 2) return "Full name must be at least 2 characters";
  if (fullName.trim().length > 200) return "Full name must be at most 200 characters";
  return undefined;
}

export function emailProblem(email: string | undefined): string | undefined {
  if (!email || email.trim() === "") return "Email is required";
  if (!EMAIL_PATTERN.test(email.trim()) || email.trim().length > 254) return "Please enter a valid email address";
  return undefined;
}

export function passwordProblem(password: string | undefined): string | undefined {
  if (!password) return "Password is required";
  if (password.length < 8) return "Password must be at least 8 characters";
  // argon2 handles any length, but an upper bound keeps hashing cost bounded.
  if (password.length > MAX_PASSWORD_LENGTH) return `Password must be at most ${MAX_PASSWORD_LENGTH} characters`;
  if (!/[a-z]/.test(password)) return "Password must contain at least one lowercase letter";
  if (!/[A-Z]/.test(password)) return "Password must contain at least one uppercase letter";
  if (!/\d/.test(password)) return "Password must contain at least one number";
  return undefined;
}

/** All sign-up rules in order: full name, then email, then password. */
export function signupProblem(input: { full_name?: string; email?: string; password?: string }): string | undefined {
  return fullNameProblem(input.full_name) ?? emailProblem(input.email) ?? passwordProblem(input.password);
}

/** The form an e-mail address is stored and compared in. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
