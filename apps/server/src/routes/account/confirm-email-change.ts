import { Type } from "@fastify/type-provider-typebox";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import { emailChangePageLink } from "../../auth/email-change-link.js";
import { emailChangedNoticeText } from "../../auth/email-change-mail.js";
import { findEmailChange, spendEmailChangeToken, voidEmailChanges } from "../../auth/email-change-tokens.js";
import { findUserByEmail, type UserRow } from "../../auth/users.js";
import { updateCustomerEmail } from "../../billing/customer-email.js";
import type { AppContext, RouteModule } from "../../context.js";
import { errors } from "../../errors/index.js";
import { documentRequired } from "../openapi/documented-required.js";
import { errorResponses } from "../shared-schemas.js";
import { refuseUnknownFields } from "../known-fields.js";

/** The body of POST /account/email/confirm. */
const ConfirmBody = Type.Object(
  { token: Type.Optional(Type.String({ description: "The token of the mailed link" })) },
  { additionalProperties: false },
);

const TokenQuery = Type.Object({ token: Type.Optional(Type.String()) });

const ChangedResponse = Type.Object({ success: Type.Boolean(), message: Type.String(), email: Type.String() });

/** A unique-index violation on users.email: a sign-up (or another change) took the address meanwhile. */
function isTakenAddress(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  return e?.code === "23505" && /email/.test(`${String(e.constraint)} ${String(e.message)}`);
}

/** Tells the old address that the account's address changed; a mail that cannot be sent is only logged. */
async function noticeOldAddress(ctx: AppContext, log: FastifyBaseLogger, user: UserRow, newEmail: string) {
  try {
    await ctx.mailer.send({
      to: user.email,
      subject: `Your ${ctx.config.brand.name} e-mail address was changed`,
      text: emailChangedNoticeText({
        productName: ctx.config.brand.name,
        supportEmail: ctx.config.brand.supportEmail,
        fullName: user.full_name,
        newEmail,
      }),
    });
  } catch (error) {
    log.error({ err: error, user: user.id }, "e-mail change notice could not be sent");
  }
}

/**
 * Spends the link's token and makes its address the account's, in one transaction; then tells the
 * old address and the Stripe customer. Throws invalid_token or email_taken (nothing changed).
 */
async function confirmEmailChange(ctx: AppContext, request: FastifyRequest, linkToken: string | undefined) {
  const changed = await ctx.database.db.transaction().execute(async (trx) => {
    const change = linkToken ? await spendEmailChangeToken(trx, linkToken) : undefined;
    if (!change) throw errors.invalidEmailChangeToken();
    const user = await trx
      .selectFrom("users")
      .selectAll()
      .where("id", "=", change.userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    // checked again: the address may have been taken since the link was mailed
    const holder = await findUserByEmail(trx, change.newEmail);
    if (holder && holder.id !== user.id) throw errors.emailTaken();
    const now = new Date();
    try {
      await trx
        .updateTable("users")
        // the link proved the new address is the user's
        .set({ email: change.newEmail, email_confirmed_at: now, updated_at: now })
        .where("id", "=", user.id)
        .execute();
    } catch (error) {
      // a sign-up with the address committed between the check and this update
      if (isTakenAddress(error)) throw errors.emailTaken();
      throw error;
    }
    await voidEmailChanges(trx, user.id, now);
    return { user, newEmail: change.newEmail };
  });
  // the tables' writes already dropped the cached sessions; on PostgreSQL a read on another
  // connection before the commit could have cached the old address again (db/table-writes.ts)
  request.server.sessionCache?.forget();
  request.log.info({ user: changed.user.id }, "e-mail address changed");
  await noticeOldAddress(ctx, request.log, changed.user, changed.newEmail);
  await updateCustomerEmail(ctx.config.stripe, changed.user.stripe_customer_id, changed.newEmail, request.log);
  return {
    success: true,
    message: `Your e-mail address is now ${changed.newEmail}.`,
    email: changed.newEmail,
  };
}

/**
 * The link mailed to the new address (docs/api.md, Changing the e-mail address) opens the web
 * app's confirmation page, which shows the new address (GET /account/email/confirm/preview) and
 * changes it only when the user presses Confirm (POST /account/email/confirm). A GET never spends
 * the token for a browser: mail scanners and link previewers open links by themselves
 * (docs/security.md). The link does not sign anyone in; the token is the proof.
 */
export const confirmEmailChangeRoutes: RouteModule = (app, ctx) => {
  app.get(
    "/account/email/confirm/preview",
    {
      schema: {
        tags: ["auth"],
        summary: "The address an e-mail change link would set, without using the link",
        querystring: TokenQuery,
        response: {
          200: Type.Object({
            new_email: Type.String({ description: "The address the account gets when the link is confirmed" }),
            expires_at: Type.String({ format: "date-time" }),
          }),
          ...errorResponses(400),
        },
      },
    },
    async (request) => {
      const token = request.query.token;
      const change = token ? await findEmailChange(ctx.database.db, token) : undefined;
      if (!change) throw errors.invalidEmailChangeToken();
      return { new_email: change.newEmail, expires_at: change.expiresAt.toISOString() };
    },
  );

  app.post(
    "/account/email/confirm",
    {
      preValidation: refuseUnknownFields(ConfirmBody),
      schema: {
        tags: ["auth"],
        summary: "Make the new address the account's with the token of the mailed link",
        body: ConfirmBody,
        ...documentRequired(["token"]),
        response: { 200: ChangedResponse, ...errorResponses(400, 409, 413, 415, 422) },
      },
    },
    async (request) => confirmEmailChange(ctx, request, request.body.token),
  );

  app.get(
    "/account/email/confirm",
    {
      schema: {
        tags: ["auth"],
        summary: "Make the new address the account's (the link of mails sent before the confirmation page)",
        querystring: TokenQuery,
        description:
          "A browser (`Accept: text/html`) is sent to the web app's confirmation page with the token, which is not used: the page asks the user to confirm (`POST /account/email/confirm`). Other clients get the JSON answer, the address changed; new clients use the POST.",
        response: {
          200: ChangedResponse,
          302: Type.Null({ description: "A browser: to the confirmation page, the token unused" }),
          ...errorResponses(400, 409),
        },
      },
    },
    async (request, reply) => {
      const token = request.query.token;
      // links mailed before the confirmation page existed lead here: a scanner's fetch must not
      // spend them, so a browser is only sent on to the page
      if (/\btext\/html\b/.test(request.headers.accept ?? ""))
        return reply.redirect(emailChangePageLink(ctx.config.publicUrl, token ?? ""));
      return confirmEmailChange(ctx, request, token);
    },
  );
};
