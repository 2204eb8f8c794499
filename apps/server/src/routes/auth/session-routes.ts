import { Type } from "@fastify/type-provider-typebox";
import { requireUser, signedInUser } from "../../auth/authenticate.js";
import { clearSessionCookies, setSessionCookies } from "../../auth/session-cookie.js";
import { createSession, revokeSession } from "../../auth/sessions.js";
import { errors } from "../../errors/index.js";
import { toPublicUser } from "../../auth/users.js";
import type { RouteModule } from "../../context.js";
import { bearerSecurity, errorResponses, UserSchema } from "../shared-schemas.js";

/**
 * GET /auth/verify (docs/api.md), POST /auth/logout (revokes the session on the server) and
 * POST /auth/session (moves a session the web app once kept in page storage into the cookie).
 */
export const sessionRoutes: RouteModule = (app, ctx) => {
  const preHandler = requireUser(ctx.database.db);

  app.get(
    "/auth/verify",
    {
      preHandler,
      schema: {
        tags: ["auth"],
        summary: "Check a session token and return its user",
        security: bearerSecurity,
        response: { 200: Type.Object({ success: Type.Boolean(), user: UserSchema }), ...errorResponses(401) },
      },
    },
    async (request) => ({ success: true, user: toPublicUser(signedInUser(request)) }),
  );

  app.post(
    "/auth/session",
    {
      preHandler,
      schema: {
        tags: ["auth"],
        summary:
          "Move a session into the web app's cookie: revokes this session token and sets the cookie of a new one",
        security: bearerSecurity,
        response: { 200: Type.Object({ success: Type.Boolean(), user: UserSchema }), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      // API keys are for machines; only a session moves into the browser's cookie
      if (request.authKind !== "session")
        throw errors.sessionRequired(
          "An API key cannot be moved into the web app's cookie: sign in with your password",
        );
      const user = signedInUser(request);
      const { db } = ctx.database;
      // a token page script could read is replaced, not reused: the new one is only ever in the HttpOnly cookie
      const token = await createSession(db, user.id, ctx.config.sessionTtlHours);
      await revokeSession(db, request.bearerToken!);
      setSessionCookies(request, reply, token, ctx.config.sessionTtlHours);
      return { success: true, user: toPublicUser(user) };
    },
  );

  app.post(
    "/auth/logout",
    {
      preHandler,
      schema: {
        tags: ["auth"],
        summary: "Sign out: revoke this session token",
        description:
          "A session token or the session cookie. An API key gets 403 session_required: signing out would not stop it; revoke it with DELETE /api-keys/{id}.",
        security: bearerSecurity,
        response: {
          200: Type.Object({ success: Type.Boolean(), message: Type.String() }),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request, reply) => {
      // a key is not a session: "Signed out" would tell its owner it stopped working while it still works
      if (request.authKind === "api_key")
        throw errors.sessionRequired(
          "Signing out ends a session; an API key keeps working until it is revoked (DELETE /api-keys/{id}, or the API keys page)",
        );
      await revokeSession(ctx.database.db, request.bearerToken!);
      clearSessionCookies(request, reply);
      return { success: true, message: "Signed out" };
    },
  );
};
