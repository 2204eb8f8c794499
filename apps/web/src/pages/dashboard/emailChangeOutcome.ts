/** What confirming an e-mail change came to, in `?email_change=` when the confirmation page sends the browser to the dashboard. */
export type EmailChangeOutcome = "changed" | "invalid" | "taken";

/** The words for each outcome of the link (docs/product.md, Changing the e-mail address). */
export const EMAIL_CHANGE_OUTCOMES: Record<EmailChangeOutcome, { tone: "success" | "error"; text: string }> = {
  changed: { tone: "success", text: "Your e-mail address has been changed. Sign in with the new one from now on." },
  invalid: {
    tone: "error",
    text: "This e-mail change link is invalid, expired or already used. Ask for a new one below.",
  },
  taken: {
    tone: "error",
    text: "Another account took that address before the change was confirmed, so your address was not changed.",
  },
};

/** The outcome named in the address, if it is one of ours. */
export function emailChangeOutcome(value: string | null): EmailChangeOutcome | undefined {
  return value !== null && Object.hasOwn(EMAIL_CHANGE_OUTCOMES, value) ? (value as EmailChangeOutcome) : undefined;
}
