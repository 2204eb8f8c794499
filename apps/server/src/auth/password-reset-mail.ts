import type { ApiKeyInfo } from "./api-keys.js";
import { oneLine } from "../text/one-line.js";

/** What the reset mail says. */
export interface ResetMailInput {
  /** The instance's name (BRAND_NAME). */
  productName: string;
  /** Where to ask for help (BRAND_SUPPORT_EMAIL), if set. */
  supportEmail?: string | undefined;
  fullName: string;
  link: string;
  ttlMinutes: number;
  /** The account's live API keys: a reset keeps them working, so the owner is told which exist. */
  apiKeys: ApiKeyInfo[];
  /** Where the owner reviews and revokes keys. */
  apiKeysPage: string;
}

/** The text of the password reset mail, with the API keys that outlive the reset. */
export function passwordResetMailText(input: ResetMailInput): string {
  const lines = [
    `Hello ${oneLine(input.fullName)},`,
    "",
    `Someone (hopefully you) asked to reset your ${input.productName} password. Choose a new one here:`,
    "",
    input.link,
    "",
    `The link works once and expires in ${input.ttlMinutes} minutes. If you did not ask, ignore this mail.`,
    "A new password signs out every session and makes every other reset link stop working.",
  ];
  if (input.apiKeys.length > 0) {
    lines.push(
      "",
      `Your account has ${input.apiKeys.length} API key(s). They keep working after a password reset, because programs use them:`,
      ...input.apiKeys.map((key) => `  - ${key.name} (pdt_${key.prefix}_...${key.last4})`),
      `If one may have leaked, revoke it, or all of them at once, on the API keys page: ${input.apiKeysPage}`,
    );
  }
  if (input.supportEmail) lines.push("", `Questions? Write to ${input.supportEmail}.`);
  return `${lines.join("\n")}\n`;
}
