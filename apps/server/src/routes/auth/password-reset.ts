import { Type } from "@fastify/type-provider-typebox";
import { sql } from "kysely";
import { consumeOneTimeToken, issueOneTimeToken } from "../../auth/one-time-tokens.js";
import { hashPassword } from "../../auth/passwords.js";
import { revokeAllSessions } from "../../auth/sessions.js";
import { emailProblem, normalizeEmail, passwordProblem } from "../../auth/signup-rules.js";
import { findUserByEmail } from "../../auth/users.js";
import { errors } from "../../errors/index.js";
import type { AppContext, RouteModule } from "../../context.js";
import { errorResponses } from "../shared-schemas.js";

/** How long an e-mailed reset link works. */
export const RESET_TOKEN_TTL_MINUTES = 60;

/** Reset mails per account per hour; beyond this requests still get the same answer but no mail. */
export const RESET_MAILS_PER_HOUR = 3;

/** The one answer to every reset request, so it never reveals whether an account exists. */
export const RESET_REQUESTED_MESSAGE = "If an account exists for this email, we have sent a link to reset its password. Check your inbox.";

async function recentResetCount(ctx: AppContext, userId: string): Promise<number> {
  const row = await ctx.database.db
    .selectFrom("password_reset_tokens")
    .select(sql<number>`count(*)::int`.as("n"))
    .where("user_id", "=", userId)
    .where("created_at", ">", new Date(Date.now() - 3_600_000))
    .executeTakeFirstOrThrow();
  return row.n;
}

const MessageResponse = Type.Object({ success: Type.Boolean(), message: Type.String() });

/** POST /auth/password-reset/request and /confirm. */
export const passwordResetRoutes: RouteModule = (app, ctx) => {
  app.post(
    "/auth/password-reset/request",
    {
      schema: {
        tags: ["auth"],
        summary: "Mail a single-use password reset link",
        body: Type.Object({ email: Type.Optional(Type.String()) }),
        response: { 200: MessageResponse, ...errorResponses(400, 413, 415, 422) },
      },
    },
    async (request) => {
      const problem = emailProblem(request.body.email);
      if (problem) throw errors.validation(problem);
      const user = await findUserByEmail(ctx.database.db, normalizeEmail(request.body.email!));
      if (user && (await recentResetCount(ctx, user.id)) >= RESET_MAILS_PER_HOUR) {
        request.log.warn({ userId: user.id }, "password reset mail limit reached; no mail sent");
      } else if (user) {
        const token = await issueOneTimeToken(ctx.database.db, "password_reset_tokens", user.id, RESET_TOKEN_TTL_MINUTES);
        const link = `${ctx.config.publicUrl}/#/reset-password?token=${encodeURIComponent(token)}`;
        try {
          await ctx.mailer.send({
            to: user.email,
            subject: "Reset your pdftab password",
            text: `Hello ${user.full_name},\n\nSomeone (hopefully you) asked to reset your pdftab password. Choose a new one here:\n\n${link}\n\nThe link works once and expires in ${RESET_TOKEN_TTL_MINUTES} minutes. If you did not ask, ignore this mail.\n`,
          });
        } catch (error) {
          // The answer must not differ for existing accounts, so a mail failure is only logged.
          request.log.error({ err: error }, "password reset mail could not be sent");
        }
      }
      return { success: true, message: RESET_REQUESTED_MESSAGE };
    },
  );

  app.post(
    "/auth/password-reset/confirm",
    {
      schema: {
        tags: ["auth"],
        summary: "Set a new password with a reset token; signs out every session",
        body: Type.Object({ token: Type.Optional(Type.String()), password: Type.Optional(Type.String()) }),
        response: { 200: MessageResponse, ...errorResponses(400, 413, 415, 422) },
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
      await db
        .updateTable("users")
        .set((eb) => ({ password_hash: passwordHash, updated_at: now, email_confirmed_at: eb.fn.coalesce("email_confirmed_at", eb.val(now)) }))
        .where("id", "=", userId)
        .execute();
      await revokeAllSessions(db, userId);
      return { success: true, message: "Your password has been changed. Please sign in with your new password." };
    },
  );
};
