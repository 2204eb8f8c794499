import { errors } from "../errors/index.js";
import type { CounterStore } from "../rate-limit/counter-store.js";
import { beginLoginAttempt, loginSucceeded } from "./login-throttle.js";
import { verifyPassword } from "./passwords.js";

/**
 * Checks the signed-in account's password before a change that needs it (a new password, a new
 * address, deleting the account), under the sign-in throttle's counts: guesses here and at
 * POST /auth/login share one limit, so a stolen session is no unthrottled oracle for the password
 * (docs/security.md). Throws `password_incorrect` for a wrong one.
 */
export async function checkCurrentPassword(
  counters: CounterStore,
  user: { email: string; passwordHash: string },
  password: string,
  ip: string,
): Promise<void> {
  const attempt = await beginLoginAttempt(counters, user.email, ip);
  if (!(await verifyPassword(user.passwordHash, password))) throw errors.passwordIncorrect();
  await loginSucceeded(counters, attempt);
}
