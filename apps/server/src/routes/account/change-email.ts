import { Type } from "@fastify/type-provider-typebox";
import type { FastifyBaseLogger } from "fastify";
import { countEmailChangeRequest } from "../../auth/address-limits.js";
import { requireUser, signedInUser } from "../../auth/authenticate.js";
import { checkCurrentPassword } from "../../auth/current-password.js";
import { emailChangedNoticeText, emailChangeLinkMailText } from "../../auth/email-change-mail.js";
import {
  EMAIL_CHANGE_TTL_MINUTES,
  issueEmailChangeToken,
  pendingEmailChange,
  spendEmailChangeToken,
  voidEmailChanges,
} from "../../auth/email-change-tokens.js";
import { emailProblem, normalizeEmail } from "../../auth/signup-rules.js";
import { findUserByEmail, type UserRow } from "../../auth/users.js";
import { updateCustomerEmail } from "../../billing/customer-email.js";
import type { AppContext, RouteModule } from "../../context.js";
import { AppError, errors } from "../../errors/index.js";
import { windowStart } from "../../rate-limit/fixed-window.js";
import { documentRequired } from "../openapi/documented-required.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { refuseUnknownFields } from "../known-fields.js";

const HOUR_MS = 3_600_000;

/** E-mail change mails per account per (clock) hour, as many as password reset mails. */
export const EMAIL_CHANGE_MAILS_PER_HOUR = 3;

/** The body of POST /account/email. */
const ChangeEmailBody = Type.Object(
  {
    email: Type.Optional(Type.String({ description: "The new address; follows the sign-up rules" })),
    current_password: Type.Optional(Type.String({ description: "The account's password" })),
  },
  { additionalProperties: false },
);

const EmailState = Type.Object({
  email: Type.String({ description: "The account's address now" }),
  has_password: Type.Boolean({
    description: "False for an account made through Google or GitHub that never set a password: it sets one first",
  }),
  pending_email: Type.Union([Type.String(), Type.Null()], {
    description: "The address a live change link was mailed to, if any",
  }),
});

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
 * Changing the signed-in account's e-mail address (docs/product.md, Changing the e-mail address):
 * GET and POST /account/email, and GET /account/email/confirm, the link mailed to the new address.
 * The address changes only when the link is used, which proves the new address is the user's; the
 * password proves the request is the owner's (a session left open on a shared computer must not
 * hand the account to another address).
 */
export const changeEmailRoutes: RouteModule = (app, ctx) => {
  app.get(
    "/account/email",
    {
      preHandler: requireUser(ctx.database.db),
      schema: {
        tags: ["auth"],
        summary: "The signed-in account's address, whether it has a password, and a pending change",
        security: bearerSecurity,
        response: { 200: EmailState, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return {
        email: user.email,
        has_password: user.password_hash !== null,
        pending_email: (await pendingEmailChange(ctx.database.db, user.id)) ?? null,
      };
    },
  );

  app.post(
    "/account/email",
    {
      preHandler: requireUser(ctx.database.db),
      preValidation: refuseUnknownFields(ChangeEmailBody),
      schema: {
        tags: ["auth"],
        summary: "Mail a link to a new address that makes it the account's address once used",
        security: bearerSecurity,
        body: ChangeEmailBody,
        ...documentRequired(["email", "current_password"]),
        response: {
          202: Type.Object({ success: Type.Boolean(), message: Type.String(), pending_email: Type.String() }),
          ...errorResponses(400, 401, 403, 409, 422, 429),
        },
      },
    },
    async (request, reply) => {
      if (request.authKind === "api_key")
        throw errors.sessionRequired("API keys cannot change the e-mail address: sign in to the web app to change it");
      const user = signedInUser(request);
      if (!user.password_hash) throw errors.passwordNotSet();
      const problem = emailProblem(request.body.email);
      if (problem) throw errors.validation(problem);
      const newEmail = normalizeEmail(request.body.email!);
      const password = request.body.current_password;
      if (!password) throw errors.validation("Enter your current password");
      // counted before any other work, as password reset requests are (docs/security.md)
      await countEmailChangeRequest(ctx.counters, request.ip, ctx.config.resetRequestsPerAddressPerHour);
      await checkCurrentPassword(
        ctx.counters,
        { email: user.email, passwordHash: user.password_hash },
        password,
        request.ip,
      );
      if (newEmail === user.email) throw errors.emailUnchanged();
      const { db } = ctx.database;
      if (await findUserByEmail(db, newEmail)) throw errors.emailTaken();
      // at most 3 links an hour per account, as reset mails: the user is signed in, so the
      // refusal is said rather than answered like a success
      const window = windowStart(new Date(), HOUR_MS);
      if ((await ctx.counters.hit(`email_change_mail:${user.id}`, window, 2 * HOUR_MS)) > EMAIL_CHANGE_MAILS_PER_HOUR)
        throw errors.tooManyEmailChangeRequests(
          Math.max(1, Math.ceil((window.getTime() + HOUR_MS - Date.now()) / 1000)),
        );
      const token = await issueEmailChangeToken(db, user.id, newEmail);
      // the token goes to the API, which answers with a redirect: it never stays in the address
      // bar of the app (docs/product.md, Accounts and sessions)
      const link = `${ctx.config.publicUrl.replace(/\/$/, "")}/api/v1/account/email/confirm?token=${encodeURIComponent(token)}`;
      await ctx.mailer.send({
        to: newEmail,
        subject: `Confirm your new ${ctx.config.brand.name} e-mail address`,
        text: emailChangeLinkMailText({
          productName: ctx.config.brand.name,
          supportEmail: ctx.config.brand.supportEmail,
          fullName: user.full_name,
          link,
          ttlHours: EMAIL_CHANGE_TTL_MINUTES / 60,
        }),
      });
      request.log.info({ user: user.id }, "e-mail change link sent");
      return reply.code(202).send({
        success: true,
        message: `We have sent a confirmation link to ${newEmail}. Your address changes when you open it.`,
        pending_email: newEmail,
      });
    },
  );

  app.get(
    "/account/email/confirm",
    {
      schema: {
        tags: ["auth"],
        summary: "Make the new address the account's (link from the e-mail change mail)",
        querystring: Type.Object({ token: Type.Optional(Type.String()) }),
        description:
          "A browser (`Accept: text/html`) is sent to `/#/dashboard?email_change=changed` (or `invalid`, `taken`) instead of the JSON answer.",
        response: {
          200: Type.Object({ success: Type.Boolean(), message: Type.String(), email: Type.String() }),
          302: Type.Null({ description: "A browser: back to the app, which says what happened" }),
          ...errorResponses(400, 409),
        },
      },
    },
    async (request, reply) => {
      const browser = /\btext\/html\b/.test(request.headers.accept ?? "");
      const landing = (outcome: string) =>
        reply.redirect(`${ctx.config.publicUrl.replace(/\/$/, "")}/#/dashboard?email_change=${outcome}`);
      const { db } = ctx.database;
      const linkToken = request.query.token;
      let changed: { user: UserRow; newEmail: string } | undefined;
      try {
        changed = await db.transaction().execute(async (trx) => {
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
      } catch (error) {
        if (browser && error instanceof AppError) return landing(error.code === "email_taken" ? "taken" : "invalid");
        throw error;
      }
      // the tables' writes already dropped the cached sessions; on PostgreSQL a read on another
      // connection before the commit could have cached the old address again (db/table-writes.ts)
      request.server.sessionCache?.forget();
      request.log.info({ user: changed.user.id }, "e-mail address changed");
      await noticeOldAddress(ctx, request.log, changed.user, changed.newEmail);
      await updateCustomerEmail(ctx.config.stripe, changed.user.stripe_customer_id, changed.newEmail, request.log);
      if (browser) return landing("changed");
      return {
        success: true,
        message: `Your e-mail address is now ${changed.newEmail}.`,
        email: changed.newEmail,
      };
    },
  );
};
