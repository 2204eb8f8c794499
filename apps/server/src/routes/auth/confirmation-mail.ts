import { issueOneTimeToken } from "../../auth/one-time-tokens.js";
import type { UserRow } from "../../auth/users.js";
import type { AppContext } from "../../context.js";
import { oneLine } from "../../text/one-line.js";

const CONFIRMATION_TTL_MINUTES = 24 * 60;

/** Mails (or logs, without SMTP) the link that confirms a new account's address; answers the link's token. */
export async function sendConfirmationMail(ctx: AppContext, user: UserRow): Promise<string> {
  const token = await issueOneTimeToken(
    ctx.database.db,
    "email_confirmation_tokens",
    user.id,
    CONFIRMATION_TTL_MINUTES,
  );
  const link = `${ctx.config.publicUrl}/api/v1/auth/confirm?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send({
    to: user.email,
    subject: `Confirm your ${ctx.config.brand.name} account`,
    text: `Hello ${oneLine(user.full_name)},\n\nPlease confirm your e-mail address to start using ${ctx.config.brand.name}:\n\n${link}\n\nThe link works once and expires in 24 hours.\n`,
  });
  return token;
}
