import { Type } from "@fastify/type-provider-typebox";
import { deleteAccount } from "../../account/delete-account.js";
import { requireUser, signedInUser } from "../../auth/authenticate.js";
import { checkCurrentPassword } from "../../auth/current-password.js";
import { clearSessionCookies } from "../../auth/session-cookie.js";
import type { RouteModule } from "../../context.js";
import { errors } from "../../errors/index.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { changeEmailRoutes } from "./change-email.js";
import { changePasswordRoute } from "./change-password.js";
import { confirmEmailChangeRoutes } from "./confirm-email-change.js";

/** DELETE /account: removes the signed-in account with its files, history, sessions and keys. */
export const accountRoutes: RouteModule = (app, ctx) => {
  changePasswordRoute(app, ctx);
  changeEmailRoutes(app, ctx);
  confirmEmailChangeRoutes(app, ctx);
  app.delete(
    "/account",
    {
      preHandler: requireUser(ctx.database.db),
      schema: {
        tags: ["auth"],
        summary: "Delete the signed-in account and everything stored for it",
        security: bearerSecurity,
        // No body schema: a bodiless DELETE (OAuth-only accounts) is fine, and a session is checked first.
        description:
          "JSON body `{password}`, required for accounts with a password. A signed-in session only (API keys: 403 session_required); wrong passwords count towards the sign-in throttle (429 too_many_attempts).",
        response: {
          200: Type.Object({
            success: Type.Boolean(),
            deleted_extractions: Type.Integer(),
            deleted_files: Type.Integer(),
          }),
          ...errorResponses(401, 403, 409, 422, 429, 502),
        },
      },
    },
    async (request, reply) => {
      // A program's key must not end the account (an OAuth-only account has no password to ask),
      // nor serve as an unthrottled oracle for the password (docs/security.md, Account deletion).
      if (request.authKind === "api_key")
        throw errors.sessionRequired("API keys cannot delete the account: sign in to the web app to do it");
      const user = signedInUser(request);
      if (user.password_hash) {
        const password = (request.body as { password?: unknown } | null | undefined)?.password;
        if (typeof password !== "string" || !password)
          throw errors.validation("Enter your password to delete your account");
        await checkCurrentPassword(
          ctx.counters,
          { email: user.email, passwordHash: user.password_hash },
          password,
          request.ip,
        );
      }
      const deps = { db: ctx.database.db, storage: ctx.storage, stripe: ctx.config.stripe, log: request.log };
      const deleted = await deleteAccount(deps, user);
      request.log.info({ user: user.id, ...deleted }, "account deleted");
      // the sessions are gone with the account: the browser's cookies go too
      clearSessionCookies(request, reply);
      return { success: true, deleted_extractions: deleted.extractions, deleted_files: deleted.files };
    },
  );
};
