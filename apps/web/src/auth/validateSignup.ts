/** The sign-up form (docs/product.md, Accounts and sessions). */
export interface SignupForm {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

/** One message per invalid field. */
export type SignupErrors = Partial<Record<keyof SignupForm, string>>;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** First problem with a password, or null; the server applies the same rules and messages. */
export function passwordProblem(password: string): string | null {
  if (!password) return "Password is required";
  if (password.length < 8) return "Password must be at least 8 characters";
  if (!/[a-z]/.test(password)) return "Password must contain at least one lowercase letter";
  if (!/[A-Z]/.test(password)) return "Password must contain at least one uppercase letter";
  if (!/[0-9]/.test(password)) return "Password must contain at least one number";
  return null;
}

/** First problem with an email address as typed, or null. */
export function emailProblem(email: string): string | null {
  const trimmed = email.trim();
  if (!trimmed) return "Email is required";
  if (!EMAIL_SHAPE.test(trimmed)) return "Please enter a valid email address";
  return null;
}

/** Checks the form in the order of docs/product.md, Accounts and sessions, and returns every field's first problem. */
export function validateSignup(form: SignupForm): SignupErrors {
  const errors: SignupErrors = {};
  const name = form.fullName.trim();
  if (!name) errors.fullName = "Full name is required";
  else if (name.length < 2) errors.fullName = "Full name must be at least 2 characters";

  const email = emailProblem(form.email);
  if (email) errors.email = email;

  const password = passwordProblem(form.password);
  if (password) errors.password = password;

  if (!form.confirmPassword) errors.confirmPassword = "Please confirm your password";
  else if (form.confirmPassword !== form.password) errors.confirmPassword = "Passwords do not match";

  if (!form.acceptTerms) errors.acceptTerms = "You must accept the terms and conditions";
  return errors;
}
