/**
 * The address of the web app's page that confirms an e-mail change (docs/security.md, Changing
 * the e-mail address). The token rides in the fragment, which browsers never send to a server:
 * a mail scanner or link previewer fetching the link gets the app's HTML and nothing else, and
 * the change waits for the page's Confirm button.
 */
export function emailChangePageLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, "")}/#/account/email/confirm?token=${encodeURIComponent(token)}`;
}
