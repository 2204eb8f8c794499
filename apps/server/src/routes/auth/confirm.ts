import { Type } from "@fastify/type-provider-typebox";
import { consumeOneTimeToken } from "../../auth/one-time-tokens.js";
import { setSessionCookies, signedInLanding } from "../../auth/session-cookie.js";
import { createSession } from "../../auth/sessions.js";
import { errors } from "../../errors/index.js";
import type { RouteModule } from "../../context.js";
import { errorResponses } from "../shared-schemas.js";

/**
 * GET /auth/confirm?token=: the link of the confirmation e-mail. Confirms the
 * address, signs the user in (the session cookie only: no token in the address,
 * the same hand-over as an OAuth sign-in) and sends the browser to the app.
 */
export const confirmRoute: RouteModule = (app, ctx) => {
  app.get(
    "/auth/confirm",
    {
      schema: {
        tags: ["auth"],
        summary: "Confirm an e-mail address (link from the confirmation mail)",
        querystring: Type.Object({ token: Type.Optional(Type.String()) }),
        response: { 302: Type.Null({ description: "Redirect to the app, signed in" }), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { db } = ctx.database;
      const userId = request.query.token
        ? await consumeOneTimeToken(db, "email_confirmation_tokens", request.query.token)
        : undefined;
      if (!userId) throw errors.invalidConfirmationToken();
      await db
        .updateTable("users")
        .set({ email_confirmed_at: new Date(), updated_at: new Date() })
        .where("id", "=", userId)
        .execute();
      const token = await createSession(db, userId, ctx.config.sessionTtlHours);
      setSessionCookies(request, reply, token, ctx.config.sessionTtlHours);
      return reply.redirect(signedInLanding(ctx.config.publicUrl));
    },
  );
};
