import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { AppError, errors } from "../errors/index.js";
import { findPlan } from "../plans/plans-repository.js";
import { countApiCall, countRequestThisMinute, rateLimitHeaders } from "../rate-limit/api-rate-limit.js";
import type { CounterStore } from "../rate-limit/counter-store.js";
import { API_KEY_PREFIX, userForApiKey } from "./api-keys.js";
import { userForSessionToken } from "./sessions.js";
import type { UserRow } from "./users.js";

/** How the request proved who it is. */
export type AuthKind = "session" | "api_key";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, set by the `requireUser` pre-handler. */
    user: UserRow | null;
    /** The bearer token the user was resolved from. */
    bearerToken: string | null;
    /** Whether the bearer token was a session token or an API key. */
    authKind: AuthKind | null;
  }
  interface FastifyInstance {
    /** The rate limiter's counters (database or Redis), shared by every process. */
    apiCounters: CounterStore;
  }
}

export interface RequireUserOptions {
  /**
   * A documented public API endpoint: rate-limited per plan for session
   * tokens too. (Requests made with an API key are rate-limited everywhere.)
   */
  publicApi?: boolean;
  /**
   * An upload (a PDF to extract): with a session token it counts against the
   * plan's requests per minute like an API call (not against API calls per day).
   */
  upload?: boolean;
}

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

/**
 * Pre-handler that resolves the bearer token (a session token or an API key
 * `pdt_...`) to a user. RFC 6750: no credentials get 401 with a bare
 * `WWW-Authenticate: Bearer` challenge; a bad, expired or revoked token or key
 * gets `Bearer error="invalid_token"`. API-key requests and public API
 * endpoints then count against the plan's rate limits (RateLimit-* headers,
 * 429 when passed).
 */
export function requireUser(db: Kysely<Database>, options: RequireUserOptions = {}): preHandlerAsyncHookHandler {
  return async function (request: FastifyRequest, reply: FastifyReply) {
    const token = bearerToken(request);
    if (!token) {
      const e = errors.unauthenticated("Sign in to continue: no access token was sent");
      throw new AppError(e.statusCode, e.code, e.message, { "WWW-Authenticate": 'Bearer realm="pdftab"' });
    }
    const kind: AuthKind = token.startsWith(API_KEY_PREFIX) ? "api_key" : "session";
    const user = kind === "api_key" ? await userForApiKey(db, token) : await userForSessionToken(db, token);
    if (!user) throw errors.unauthenticated(kind === "api_key" ? "The API key is invalid, expired or revoked" : undefined);
    request.user = user;
    request.bearerToken = token;
    request.authKind = kind;
    if (kind === "api_key" || options.publicApi) {
      const plan = (await findPlan(db, user.subscription_tier)) ?? (await findPlan(db, "free"));
      if (!plan) throw errors.internal();
      reply.headers(rateLimitHeaders(await countApiCall(request.server.apiCounters, user.id, plan)));
    } else if (options.upload) {
      const plan = (await findPlan(db, user.subscription_tier)) ?? (await findPlan(db, "free"));
      if (!plan) throw errors.internal();
      reply.headers(rateLimitHeaders(await countRequestThisMinute(request.server.apiCounters, user.id, plan)));
    }
  };
}

/** The user set by `requireUser`; throws if a route forgot the pre-handler. */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.user) throw errors.unauthenticated();
  return request.user;
}
