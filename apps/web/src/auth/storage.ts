import type { User } from "../api/types";

/** Browser storage keys product-named. */
export const STORAGE_KEYS = {
  token: "pdftab_auth_token",
  user: "pdftab_user",
  timestamp: "pdftab_auth_timestamp",
  oauthState: "oauth_state",
} as const;

/** The stored session token, or null. */
export function readToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}

/** The stored user record, or null when missing or unreadable. */
export function readUser(): User | null {
  const raw = localStorage.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as User;
    return user && typeof user.email === "string" ? user : null;
  } catch {
    return null;
  }
}

/** Stores a fresh session: token, user and the time it was stored. */
export function storeSession(token: string, user: User): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  localStorage.setItem(STORAGE_KEYS.timestamp, String(Date.now()));
}

/** Removes token, user data, timestamp and any pending OAuth state. */
export function clearSession(): void {
  for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
}
