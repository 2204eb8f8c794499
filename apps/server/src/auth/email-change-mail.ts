import { oneLine } from "../text/one-line.js";

/** What both e-mail change mails need. */
export interface EmailChangeMailInput {
  /** The instance's name (BRAND_NAME). */
  productName: string;
  /** Where to ask for help (BRAND_SUPPORT_EMAIL), if set. */
  supportEmail?: string | undefined;
  fullName: string;
}

/** The mail to the new address: the link that makes it the account's address. */
export function emailChangeLinkMailText(input: EmailChangeMailInput & { link: string; ttlHours: number }): string {
  const lines = [
    `Hello ${oneLine(input.fullName)},`,
    "",
    `Someone (hopefully you) asked to make this the e-mail address of their ${input.productName} account. Open this link and press "Confirm new e-mail":`,
    "",
    input.link,
    "",
    `Opening the link changes nothing by itself: the address changes when you confirm on that page. It works once and expires in ${input.ttlHours} hours; until then the account keeps its current address. If you did not ask, ignore this mail.`,
  ];
  if (input.supportEmail) lines.push("", `Questions? Write to ${input.supportEmail}.`);
  return `${lines.join("\n")}\n`;
}

/** The notice to the old address once the change is made, so a change the owner did not make is seen. */
export function emailChangedNoticeText(input: EmailChangeMailInput & { newEmail: string }): string {
  const lines = [
    `Hello ${oneLine(input.fullName)},`,
    "",
    `Your ${input.productName} e-mail address was changed to ${input.newEmail}. Sign in with that address from now on.`,
    "",
    "If you did not make this change, someone else may be using your account: reset your password",
    `and ${input.supportEmail ? `write to ${input.supportEmail}` : "contact the people who run this server"}.`,
  ];
  return `${lines.join("\n")}\n`;
}
