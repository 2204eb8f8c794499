import { confirmationPageLink } from "../../auth/confirmation-link.js";
import { issueOneTimeToken, withdrawOneTimeToken } from "../../auth/one-time-tokens.js";
import type { UserRow } from "../../auth/users.js";
import type { AppContext } from "../../context.js";
import { oneLine } from "../../text/one-line.js";

const CONFIRMATION_TTL_MINUTES = 24 * 60;

/**
 * Mails (or logs, without SMTP) the link that confirms a new account's address; answers the link's
 * token. The link opens the web app's confirmation page, which confirms only on its button
 * (docs/security.md, Confirmation links). A mail that cannot be sent deletes its token before the
 * error goes on: no working link exists that nobody received (a new one can be asked for with
 * POST /auth/confirmation/resend).
 */
export async function sendConfirmationMail(ctx: AppContext, user: UserRow): Promise<string> {
  const { db } = ctx.database;
  const token = await issueOneTimeToken(db, "email_confirmation_tokens", user.id, CONFIRMATION_TTL_MINUTES);
  const link = confirmationPageLink(ctx.config.publicUrl, token);
  const product = ctx.config.brand.name;
  try {
    await ctx.mailer.send({
      to: user.email,
      subject: `Confirm your ${product} account`,
      text: `Hello ${oneLine(user.full_name)},\n\nPlease confirm your e-mail address to start using ${product}. Open this link and press "Confirm e-mail":\n\n${link}\n\nOpening the link confirms nothing by itself. It works once and expires in 24 hours.\n`,
    });
  } catch (error) {
    await withdrawOneTimeToken(db, "email_confirmation_tokens", token);
    throw error;
  }
  return token;
}
