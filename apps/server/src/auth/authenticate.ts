import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { errors } from "../errors/index.js";
import { userForSessionToken } from "./sessions.js";
import type { UserRow } from "./users.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, set by the `requireUser` pre-handler. */
    user: UserRow | null;
    /** The bearer token the user was resolved from. */
    bearerToken: string | null;
  }
}

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

/**
 * Pre-handler that resolves the bearer token to a user, or answers 401 with
 * `WWW-Authenticate: Bearer error="invalid_token"`. Later the same place
 * accepts API keys.
 */
export function requireUser(db: Kysely<Database>): preHandlerAsyncHookHandler {
  return async function (request: FastifyRequest, _reply: FastifyReply) {
    const token = bearerToken(request);
    if (!token) throw errors.unauthenticated("Sign in to continue: no access token was sent");
    const user = await userForSessionToken(db, token);
    if (!user) throw errors.unauthenticated();
    request.user = user;
    request.bearerToken = token;
  };
}

/** The user set by `requireUser`; throws if a route forgot the pre-handler. */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.user) throw errors.unauthenticated();
  return request.user;
}
