import { Type } from "@fastify/type-provider-typebox";
import { beginOAuth, consumeOAuthState } from "../../auth/oauth/oauth-states.js";
import { findOrCreateOAuthUser } from "../../auth/oauth/oauth-user.js";
import type { OAuthProvider, ProviderName } from "../../auth/oauth/providers.js";
import { clearOAuthStateCookie, setOAuthStateCookie, stateCookieMatches } from "../../auth/oauth/state-cookie.js";
import { setSessionCookies, signedInLanding } from "../../auth/session-cookie.js";
import { createSession } from "../../auth/sessions.js";
import { AppError, errors } from "../../errors/index.js";
import type { AppContext, RouteModule } from "../../context.js";
import { errorResponses } from "../shared-schemas.js";

const LABELS: Record<ProviderName, string> = { google: "Google", github: "GitHub" };

function providerOrThrow(ctx: AppContext, name: ProviderName): OAuthProvider {
  const provider = ctx.oauth[name];
  if (!provider) throw errors.oauthNotConfigured(LABELS[name]);
  return provider;
}

/**
 * OAuth sign-in (docs/product.md, Accounts and sessions): which providers exist, the JSON start
 * (GET /auth/google), the browser start (GET /auth/oauth/{provider}) and the
 * provider's callback, which sets the session cookie and ends at `${PUBLIC_URL}/#/dashboard` (no token in the address).
 */
export const oauthRoutes: RouteModule = (app, ctx) => {
  app.get(
    "/auth/providers",
    {
      schema: {
        tags: ["auth"],
        summary: "Which OAuth sign-in buttons to show",
        response: { 200: Type.Object({ google: Type.Boolean(), github: Type.Boolean() }) },
      },
    },
    async () => ({ google: Boolean(ctx.oauth.google), github: Boolean(ctx.oauth.github) }),
  );

  for (const name of ["google", "github"] as const) {
    app.get(
      `/auth/${name}`,
      {
        schema: {
          tags: ["auth"],
          summary: `Start ${LABELS[name]} sign-in; answers the provider URL to open`,
          response: {
            200: Type.Object({ success: Type.Boolean(), state: Type.String(), auth_url: Type.String() }),
            ...errorResponses(404),
          },
        },
      },
      async (request, reply) => {
        const { state, url } = await beginOAuth(ctx.database.db, providerOrThrow(ctx, name));
        // a browser that fetches this and then opens auth_url must be the one the callback signs in
        setOAuthStateCookie(request, reply, state);
        return { success: true, state, auth_url: url.toString() };
      },
    );

    app.get(
      `/auth/oauth/${name}`,
      { schema: { tags: ["auth"], summary: `Redirect to ${LABELS[name]} sign-in`, response: errorResponses(404) } },
      async (request, reply) => {
        const { state, url } = await beginOAuth(ctx.database.db, providerOrThrow(ctx, name));
        setOAuthStateCookie(request, reply, state);
        return reply.redirect(url.toString());
      },
    );

    app.get(
      `/auth/oauth/${name}/callback`,
      {
        schema: {
          tags: ["auth"],
          summary: `${LABELS[name]} returns here; redirects into the app signed in, or to the login page with oauth_error`,
          querystring: Type.Object({
            code: Type.Optional(Type.String()),
            state: Type.Optional(Type.String()),
            error: Type.Optional(Type.String()),
          }),
          response: errorResponses(404),
        },
      },
      async (request, reply) => {
        const provider = providerOrThrow(ctx, name);
        const { code, state } = request.query;
        const failTo = (reason: string) =>
          reply.redirect(`${ctx.config.publicUrl}/#/login?oauth_error=${encodeURIComponent(reason)}`);
        clearOAuthStateCookie(request, reply);
        if (!code || !state) return failTo(request.query.error ? "access_denied" : "missing_code");
        // only the browser that started this sign-in may finish it (auth/oauth/state-cookie.ts)
        if (!stateCookieMatches(request, state)) return failTo("invalid_state");
        const verifier = await consumeOAuthState(ctx.database.db, name, state);
        if (!verifier) return failTo("invalid_state");
        try {
          const profile = await provider.fetchProfile(code, verifier);
          const user = await findOrCreateOAuthUser(ctx.database.db, name, profile);
          const token = await createSession(ctx.database.db, user.id, ctx.config.sessionTtlHours);
          setSessionCookies(request, reply, token, ctx.config.sessionTtlHours);
          return reply.redirect(signedInLanding(ctx.config.publicUrl));
        } catch (error) {
          request.log.warn({ err: error }, `${name} sign-in failed`);
          return failTo(error instanceof AppError ? error.code : "oauth_failed");
        }
      },
    );
  }
};
