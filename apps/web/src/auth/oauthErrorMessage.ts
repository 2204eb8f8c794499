/**
 * What the login page says when an OAuth sign-in came back failed: the server sends a code in
 * `oauth_error` (docs/api.md, OAuth). Only known codes are put into words, anything else gets
 * the general sentence: the address is written by whoever made the link, and text taken from it
 * would appear in a red notice on this site in its own voice ("Your account is locked, call ...";
 * docs/security.md, Login page messages).
 */
const MESSAGES: Record<string, string> = {
  access_denied: "Sign-in was cancelled at the provider. Try again, or sign in with your email and password.",
  oauth_account_unconfirmed:
    "An account with this email already exists, and its address is not confirmed: sign in with its password. To use Google or GitHub with it, confirm the address once with Forgot password.",
  invalid_state: "This sign-in expired or was started in another browser. Please choose Google or GitHub again here.",
};

export const OAUTH_FAILED_MESSAGE = "Sign-in with Google or GitHub failed. Please try again.";

/** The notice for the login page's query, or null when no OAuth sign-in failed. */
export function oauthErrorMessage(search: URLSearchParams): string | null {
  // `error` is what earlier versions sent
  const code = search.get("oauth_error") ?? search.get("error");
  if (code === null) return null;
  return Object.hasOwn(MESSAGES, code) ? MESSAGES[code]! : OAUTH_FAILED_MESSAGE;
}
