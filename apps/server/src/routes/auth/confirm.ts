import { Type } from "@fastify/type-provider-typebox";
import { consumeOneTimeToken } from "../../auth/one-time-tokens.js";
import { clearConfirmationCookie, confirmationCookieMatches } from "../../auth/confirmation-cookie.js";
import { setSessionCookies, signedInLanding } from "../../auth/session-cookie.js";
import { createSession } from "../../auth/sessions.js";
import { errors } from "../../errors/index.js";
import type { RouteModule } from "../../context.js";
import { errorResponses } from "../shared-schemas.js";

/**
 * GET /auth/confirm?token=: the link of the confirmation e-mail. Confirms the
 * address; in the browser that signed up (auth/confirmation-cookie.ts) it also
 * signs the user in (the session cookie only: no token in the address, the same
 * hand-over as an OAuth sign-in) and sends the browser to the app. Any other
 * browser lands on the sign-in page, told that the address is confirmed.
 */
export const confirmRoute: RouteModule = (app, ctx) => {
  app.get(
    "/auth/confirm",
    {
      schema: {
        tags: ["auth"],
        summary: "Confirm an e-mail address (link from the confirmation mail)",
        querystring: Type.Object({ token: Type.Optional(Type.String()) }),
        response: {
          302: Type.Null({
            description:
              "Redirect to the app, signed in (the browser that signed up), or to the sign-in page with confirmed=1 (any other)",
          }),
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const { db } = ctx.database;
      const linkToken = request.query.token;
      const userId = linkToken ? await consumeOneTimeToken(db, "email_confirmation_tokens", linkToken) : undefined;
      if (!userId || !linkToken) throw errors.invalidConfirmationToken();
      const signedUpHere = confirmationCookieMatches(request, linkToken);
      clearConfirmationCookie(request, reply);
      await db
        .updateTable("users")
        .set({ email_confirmed_at: new Date(), updated_at: new Date() })
        .where("id", "=", userId)
        .execute();
      // a link passed on to someone else must not sign them in to the account that signed up
      if (!signedUpHere) return reply.redirect(`${ctx.config.publicUrl}/#/login?confirmed=1`);
      const token = await createSession(db, userId, ctx.config.sessionTtlHours);
      setSessionCookies(request, reply, token, ctx.config.sessionTtlHours);
      return reply.redirect(signedInLanding(ctx.config.publicUrl));
    },
  );
};
