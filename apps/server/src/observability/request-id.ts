import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";

/** The header a request id comes in and goes back out in. */
export const REQUEST_ID_HEADER = "x-request-id";

/** The key request ids carry in log lines (HTTP requests and the jobs they start alike). */
export const REQUEST_ID_LOG_KEY = "request_id";

/** What a client or proxy may send as a request id: short, printable, no spaces (it lands in logs and headers). */
const ACCEPTED = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/**
 * Fastify's `genReqId`: the client's (or proxy's) X-Request-Id when it is a
 * sane token, else a fresh UUID. Anything else (too long, spaces, control
 * characters) is replaced, never echoed.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(given) ? given[0] : given;
  return value !== undefined && ACCEPTED.test(value) ? value : randomUUID();
}

/** Echoes every request's id in the X-Request-Id header of its answer (errors included). */
export function installRequestIdEcho(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
