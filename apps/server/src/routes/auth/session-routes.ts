import { Type } from "@fastify/type-provider-typebox";
import { requireUser, signedInUser } from "../../auth/authenticate.js";
import { clearSessionCookies } from "../../auth/session-cookie.js";
import { revokeSession } from "../../auth/sessions.js";
import { toPublicUser } from "../../auth/users.js";
import type { RouteModule } from "../../context.js";
import { bearerSecurity, errorResponses, UserSchema } from "../shared-schemas.js";

/** GET /auth/verify (docs/api.md) and POST /auth/logout (revokes the session on the server). */
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
    "/auth/logout",
    {
      preHandler,
      schema: {
        tags: ["auth"],
        summary: "Sign out: revoke this session token",
        security: bearerSecurity,
        response: { 200: Type.Object({ success: Type.Boolean(), message: Type.String() }), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await revokeSession(ctx.database.db, request.bearerToken!);
      clearSessionCookies(request, reply);
      return { success: true, message: "Signed out" };
    },
  );
};
