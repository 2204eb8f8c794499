/** Event fired when the server answers 401 to a call made with the stored session token. */
export const SESSION_REJECTED_EVENT = "pdftab:session-rejected";

/** Tells the AuthProvider that the stored session is no longer accepted (revoked or expired). */
export function announceSessionRejected(): void {
  window.dispatchEvent(new Event(SESSION_REJECTED_EVENT));
}
