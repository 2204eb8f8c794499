import { Type } from "@fastify/type-provider-typebox";
import type { FastifyBaseLogger } from "fastify";
import { countResetRequest } from "../../auth/address-limits.js";
import { liveApiKeys } from "../../auth/api-keys.js";
import { consumeOneTimeToken, issueOneTimeToken, withdrawOneTimeToken } from "../../auth/one-time-tokens.js";
import { passwordResetMailText } from "../../auth/password-reset-mail.js";
import { hashPassword } from "../../auth/passwords.js";
import { revokeAllSessions } from "../../auth/sessions.js";
import { emailProblem, normalizeEmail, passwordProblem } from "../../auth/signup-rules.js";
import { findUserByEmail, type UserRow } from "../../auth/users.js";
import { sendOnHourlyAllowance } from "../../auth/mail-allowance.js";
import { errors } from "../../errors/index.js";
import type { AppContext, RouteModule } from "../../context.js";
import { documentRequired } from "../openapi/documented-required.js";
import { errorResponses } from "../shared-schemas.js";
import { refuseUnknownFields } from "../known-fields.js";

/** The body of POST /auth/password-reset/confirm. */
const ResetConfirmBody = Type.Object(
  { token: Type.Optional(Type.String()), password: Type.Optional(Type.String()) },
  { additionalProperties: false },
);

/** The body of POST /auth/password-reset/request. */
const ResetRequestBody = Type.Object({ email: Type.Optional(Type.String()) }, { additionalProperties: false });

/** How long an e-mailed reset link works. */
export const RESET_TOKEN_TTL_MINUTES = 60;

/** Reset mails sent per account per (clock) hour; beyond this requests still get the same answer but no mail. */
export const RESET_MAILS_PER_HOUR = 3;

/** The one answer to every reset request, so it never reveals whether an account exists. */
export const RESET_REQUESTED_MESSAGE =
  "If an account exists for this email, we have sent a link to reset its password. Check your inbox.";

/** Mails a reset link to the account of `email`, if there is one and it has not had too many this hour. */
async function mailResetLink(ctx: AppContext, log: FastifyBaseLogger, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.database.db, email);
  if (!user) return;
  // a mail that could not be sent does not count against the account (auth/mail-allowance.ts)
  const refusal = await sendOnHourlyAllowance(ctx.counters, `reset_mail:${user.id}`, RESET_MAILS_PER_HOUR, () =>
    sendResetMail(ctx, user),
  );
  if (refusal) log.warn({ userId: user.id, limit: refusal.refused }, "password reset mail limit reached; no mail sent");
}

/** Mails `user` a new reset link; a mail that cannot be sent withdraws its link before the error goes on. */
async function sendResetMail(ctx: AppContext, user: UserRow): Promise<void> {
  const token = await issueOneTimeToken(ctx.database.db, "password_reset_tokens", user.id, RESET_TOKEN_TTL_MINUTES);
  const link = `${ctx.config.publicUrl}/#/reset-password?token=${encodeURIComponent(token)}`;
  const mail = {
    to: user.email,
    subject: `Reset your ${ctx.config.brand.name} password`,
    text: passwordResetMailText({
      productName: ctx.config.brand.name,
      supportEmail: ctx.config.brand.supportEmail,
      fullName: user.full_name,
      link,
      ttlMinutes: RESET_TOKEN_TTL_MINUTES,
      apiKeys: await liveApiKeys(ctx.database.db, user.id),
      apiKeysPage: `${ctx.config.publicUrl}/#/api-keys`,
    }),
  };
  try {
    await ctx.mailer.send(mail);
  } catch (error) {
    // a link nobody received must not work, as with e-mail change links (docs/security.md)
    await withdrawOneTimeToken(ctx.database.db, "password_reset_tokens", token);
    throw error;
  }
}

const MessageResponse = Type.Object({ success: Type.Boolean(), message: Type.String() });
const ConfirmResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  api_keys_active: Type.Integer({
    description: "API keys that still work: a reset keeps them (revoke them with DELETE /api-keys)",
  }),
});

/** POST /auth/password-reset/request and /confirm. */
export const passwordResetRoutes: RouteModule = (app, ctx) => {
  app.post(
    "/auth/password-reset/request",
    {
      preValidation: refuseUnknownFields(ResetRequestBody),
      schema: {
        tags: ["auth"],
        summary: "Mail a single-use password reset link",
        body: ResetRequestBody,
        ...documentRequired(["email"]),
        response: { 200: MessageResponse, ...errorResponses(400, 413, 415, 422, 429) },
      },
    },
    async (request) => {
      const problem = emailProblem(request.body.email);
      if (problem) throw errors.validation(problem);
      const email = normalizeEmail(request.body.email!);
      // counted before the work left to run after the answer, whatever the address
      await countResetRequest(ctx.counters, request.ip, ctx.config.resetRequestsPerAddressPerHour);
      // Looking up the account and mailing happen after the answer has gone out, so the answer
      // takes the same time whether or not the address has an account.
      request.server.background.run("password reset request", () => mailResetLink(ctx, request.log, email));
      return { success: true, message: RESET_REQUESTED_MESSAGE };
    },
  );

  app.post(
    "/auth/password-reset/confirm",
    {
      preValidation: refuseUnknownFields(ResetConfirmBody),
      schema: {
        tags: ["auth"],
        summary: "Set a new password with a reset token; signs out every session and voids every other reset link",
        description:
          "API keys keep working (programs use them); the answer says how many are live so the owner can revoke them.",
        body: ResetConfirmBody,
        ...documentRequired(["token", "password"]),
        response: { 200: ConfirmResponse, ...errorResponses(400, 413, 415, 422) },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      if (!token) throw errors.invalidResetToken();
      // Check the new password before spending the single-use token on it.
      const problem = passwordProblem(password);
      if (problem) throw errors.validation(problem);
      const { db } = ctx.database;
      const userId = await consumeOneTimeToken(db, "password_reset_tokens", token);
      if (!userId) throw errors.invalidResetToken();
      const passwordHash = await hashPassword(password!);
      const now = new Date();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("users")
          .set((eb) => ({
            password_hash: passwordHash,
            updated_at: now,
            email_confirmed_at: eb.fn.coalesce("email_confirmed_at", eb.val(now)),
          }))
          .where("id", "=", userId)
          .execute();
        // every other link mailed before this reset stops working, and every session ends
        await trx
          .updateTable("password_reset_tokens")
          .set({ used_at: now })
          .where("user_id", "=", userId)
          .where("used_at", "is", null)
          .execute();
        await revokeAllSessions(trx, userId);
      });
      const apiKeysActive = (await liveApiKeys(db, userId)).length;
      return {
        success: true,
        message: "Your password has been changed. Please sign in with your new password.",
        api_keys_active: apiKeysActive,
      };
    },
  );
};
