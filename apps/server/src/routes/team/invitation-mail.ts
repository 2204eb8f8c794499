import { oneLine } from "../../text/one-line.js";

/** What the invitation mail says. */
export interface InvitationMailInput {
  /** The instance's name (BRAND_NAME): e-mails keep the instance's brand (docs/configuration.md, White-label). */
  productName: string;
  /** Full name of who invited. */
  inviter: string;
  workspace: string;
  role: "admin" | "member";
  link: string;
  ttlDays: number;
}

/** The subject of the invitation mail; the names are put on one line (text/one-line.ts). */
export function invitationMailSubject(input: Pick<InvitationMailInput, "productName" | "inviter" | "workspace">) {
  return `${oneLine(input.inviter)} invited you to ${oneLine(input.workspace)} on ${oneLine(input.productName)}`;
}

/** The text of the invitation mail; the names are put on one line, so they cannot add lines of their own. */
export function invitationMailText(input: InvitationMailInput): string {
  return [
    "Hello,",
    "",
    `${oneLine(input.inviter)} invited you to join ${oneLine(input.workspace)} on ${oneLine(input.productName)} as ${input.role === "admin" ? "an admin" : "a member"}.`,
    "Members share the workspace's extraction history, batches, templates and API keys.",
    "",
    "Open this link, signed in with this e-mail address (or create an account with it first), to join:",
    "",
    input.link,
    "",
    `The link works once and expires in ${input.ttlDays} days. If you did not expect it, ignore this mail.`,
    "",
  ].join("\n");
}
