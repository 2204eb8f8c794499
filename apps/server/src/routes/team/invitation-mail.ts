/** The text of the invitation mail. */
export function invitationMailText(input: {
  inviter: string;
  workspace: string;
  role: "admin" | "member";
  link: string;
  ttlDays: number;
}): string {
  return [
    "Hello,",
    "",
    `${input.inviter} invited you to join ${input.workspace} on pdftab as ${input.role === "admin" ? "an admin" : "a member"}.`,
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
