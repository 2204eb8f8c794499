import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { AppError, errors } from "../errors/index.js";
import { countApiCall, countRequestThisMinute, rateLimitHeaders } from "../rate-limit/api-rate-limit.js";
import type { CounterStore } from "../rate-limit/counter-store.js";
import { API_KEY_PREFIX, userForApiKey } from "./api-keys.js";
import { CSRF_HEADER, csrfMatches, readCookie, SESSION_COOKIE } from "./session-cookie.js";
import type { SessionCache } from "./session-cache.js";
import { sessionUserAndWorkspace } from "./session-scope.js";
import { hashToken } from "./tokens.js";
import type { UserRow } from "./users.js";
import { ensureWorkspace, memberScope, type WorkspaceScope } from "../workspaces/index.js";
import { markAuthentication } from "./authenticate-first.js";
import { workspacePlan } from "../workspaces/team-rules.js";

/** How the request proved who it is. */
export type AuthKind = "session" | "api_key";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, set by the `requireUser` hook. */
    user: UserRow | null;
    /** The bearer token the user was resolved from. */
    bearerToken: string | null;
    /** Whether the bearer token was a session token or an API key. */
    authKind: AuthKind | null;
  }
  interface FastifyInstance {
    /** The rate limiter's counters (database or Redis), shared by every process. */
    apiCounters: CounterStore;
    /** Sessions resolved in the last few seconds (SESSION_CACHE_SECONDS); undefined when that is 0. */
    sessionCache: SessionCache | undefined;
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

/** Methods that change something: a request authenticated by the session cookie needs its CSRF token. */
const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Route hook that resolves the credentials to a user (routes declare it as `preHandler`; it runs
 * first, before the body is read and validated: auth/authenticate-first.ts): the bearer token (a
 * session token or an API key `pdt_...`), else the web app's session cookie.
 * A cookie-authenticated POST, PUT, PATCH or DELETE must also carry the
 * session's CSRF token in `X-CSRF-Token` (403 csrf_failed), so another site
 * cannot make the browser act with the cookie. RFC 6750: no credentials get
 * 401 with a bare `WWW-Authenticate: Bearer` challenge; a bad, expired or
 * revoked token or key gets `Bearer error="invalid_token"`. API-key requests
 * and public API endpoints then count against the workspace plan's rate limits
 * (RateLimit-* headers, 429 when passed).
 */
export function requireUser(db: Kysely<Database>, options: RequireUserOptions = {}): preHandlerAsyncHookHandler {
  return markAuthentication(async function (request: FastifyRequest, reply: FastifyReply) {
    const fromHeader = bearerToken(request);
    const token = fromHeader ?? readCookie(request, SESSION_COOKIE);
    if (!token) {
      const e = errors.unauthenticated("Sign in to continue: no access token was sent");
      throw new AppError(e.statusCode, e.code, e.message, { "WWW-Authenticate": 'Bearer realm="pdftab"' });
    }
    if (!fromHeader) {
      // the cookie only ever holds a session token, never an API key
      if (token.startsWith(API_KEY_PREFIX)) throw errors.unauthenticated();
      if (UNSAFE_METHODS.has(request.method) && !csrfMatches(token, headerValue(request.headers[CSRF_HEADER])))
        throw errors.csrfFailed();
    }
    const kind: AuthKind = token.startsWith(API_KEY_PREFIX) ? "api_key" : "session";
    const resolved =
      kind === "api_key"
        ? await workspaceOfKey(db, token)
        : await workspaceOfSession(db, token, request.server.sessionCache);
    if (!resolved)
      throw errors.unauthenticated(kind === "api_key" ? "The API key is invalid, expired or revoked" : undefined);
    const { user, workspace } = resolved;
    request.user = user;
    request.workspace = workspace;
    request.bearerToken = token;
    request.authKind = kind;
    // limits are the workspace's plan, counted for the whole workspace
    if (kind === "api_key" || options.publicApi) {
      const plan = await workspacePlan(db, workspace.planId);
      reply.headers(rateLimitHeaders(await countApiCall(request.server.apiCounters, workspace.id, plan)));
    } else if (options.upload) {
      const plan = await workspacePlan(db, workspace.planId);
      reply.headers(rateLimitHeaders(await countRequestThisMinute(request.server.apiCounters, workspace.id, plan)));
    }
  });
}

/** A session's user in their workspace (a first one is made for accounts without), from the cache when it has it. */
async function workspaceOfSession(
  db: Kysely<Database>,
  token: string,
  cache: SessionCache | undefined,
): Promise<{ user: UserRow; workspace: WorkspaceScope } | undefined> {
  const load = async () => {
    const found = await sessionUserAndWorkspace(db, token);
    if (!found) return undefined;
    const workspace = found.workspace ?? (await ensureWorkspace(db, found.user));
    return { user: found.user, workspace, expiresAt: found.expiresAt };
  };
  return cache ? cache.resolve(hashToken(token), load) : load();
}

/** A key's user in the key's workspace; undefined once that user is no longer a member there (removed or left). */
async function workspaceOfKey(
  db: Kysely<Database>,
  token: string,
): Promise<{ user: UserRow; workspace: WorkspaceScope } | undefined> {
  const found = await userForApiKey(db, token);
  const workspace = found && (await memberScope(db, found.user.id, found.workspaceId));
  return workspace && { user: found.user, workspace };
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The user set by `requireUser`; throws if a route forgot the hook. */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.user) throw errors.unauthenticated();
  return request.user;
}
