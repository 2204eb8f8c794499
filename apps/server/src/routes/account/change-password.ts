import { Type } from "@fastify/type-provider-typebox";
import { requireUser, signedInUser } from "../../auth/authenticate.js";
import { checkCurrentPassword } from "../../auth/current-password.js";
import { hashPassword } from "../../auth/passwords.js";
import { passwordProblem } from "../../auth/signup-rules.js";
import { hashToken } from "../../auth/tokens.js";
import type { RouteModule } from "../../context.js";
import { errors } from "../../errors/index.js";
import { documentRequired } from "../openapi/documented-required.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { refuseUnknownFields } from "../known-fields.js";

/** The body of POST /account/password. */
const ChangePasswordBody = Type.Object(
  {
    current_password: Type.Optional(Type.String({ description: "Required when the account has a password" })),
    new_password: Type.Optional(Type.String({ description: "Follows the sign-up password rules" })),
  },
  { additionalProperties: false },
);

/**
 * POST /account/password: a signed-in user changes their password (docs/product.md, Accounts and
 * sessions). The current password is asked for (an account made through Google or GitHub, which
 * has none, sets its first one without it); the new one follows the sign-up rules. Every other
 * session of the account is signed out, as a changed password is often about a device that
 * should no longer be signed in; this one stays. API keys keep working, as after a reset, and
 * cannot change a password themselves (403 session_required): a leaked key must not lock the
 * owner out.
 */
export const changePasswordRoute: RouteModule = (app, ctx) => {
  app.post(
    "/account/password",
    {
      preHandler: requireUser(ctx.database.db),
      preValidation: refuseUnknownFields(ChangePasswordBody),
      schema: {
        tags: ["auth"],
        summary: "Change the signed-in account's password; signs out its other sessions",
        security: bearerSecurity,
        body: ChangePasswordBody,
        ...documentRequired(["new_password"]),
        response: {
          200: Type.Object({
            success: Type.Boolean(),
            message: Type.String(),
            other_sessions_signed_out: Type.Integer({ description: "Sessions of other browsers or devices ended" }),
          }),
          ...errorResponses(401, 403, 422, 429),
        },
      },
    },
    async (request) => {
      if (request.authKind === "api_key")
        throw errors.sessionRequired("API keys cannot change a password: sign in to the web app to change it");
      const user = signedInUser(request);
      const { current_password: current, new_password: next } = request.body;
      if (user.password_hash) {
        if (!current) throw errors.validation("Enter your current password");
        await checkCurrentPassword(
          ctx.counters,
          { email: user.email, passwordHash: user.password_hash },
          current,
          request.ip,
        );
      }
      const problem = passwordProblem(next);
      if (problem) throw errors.validation(problem);
      const passwordHash = await hashPassword(next!);
      const now = new Date();
      const { db } = ctx.database;
      const signedOut = await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("users")
          .set({ password_hash: passwordHash, updated_at: now })
          .where("id", "=", user.id)
          .execute();
        // reset links mailed before now would set a password the user no longer means to have
        await trx
          .updateTable("password_reset_tokens")
          .set({ used_at: now })
          .where("user_id", "=", user.id)
          .where("used_at", "is", null)
          .execute();
        const result = await trx
          .updateTable("sessions")
          .set({ revoked_at: now })
          .where("user_id", "=", user.id)
          .where("revoked_at", "is", null)
          .where("token_hash", "!=", hashToken(request.bearerToken!))
          .executeTakeFirst();
        return Number(result.numUpdatedRows);
      });
      request.log.info({ user: user.id, signedOut }, "password changed");
      return {
        success: true,
        message:
          signedOut > 0
            ? `Your password has been changed. ${signedOut === 1 ? "1 other session was" : `${signedOut} other sessions were`} signed out.`
            : "Your password has been changed.",
        other_sessions_signed_out: signedOut,
      };
    },
  );
};
