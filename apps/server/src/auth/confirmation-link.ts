/**
 * The address of the web app's page that confirms a new account's e-mail address (docs/security.md,
 * Confirmation links). The token rides in the fragment, which browsers never send to a server: a
 * mail scanner or link previewer fetching the link gets the app's HTML and nothing else, and the
 * address is confirmed only when the page's button is pressed (POST /auth/confirm).
 */
export function confirmationPageLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, "")}/#/confirm-email?token=${encodeURIComponent(token)}`;
}
