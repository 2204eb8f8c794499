import { Readable } from "node:stream";
import type { FastifyReply } from "fastify";

/**
 * Answers a HEAD request for a file with the file's headers and no body, without a length.
 * An empty stream, not an empty string: Fastify's HEAD handling would put `Content-Length: 0`
 * on an empty string, which says the file is empty; for a stream it sends no length at all.
 */
export function sendHeadersOnly(reply: FastifyReply, headers: Record<string, string>): FastifyReply {
  return reply.headers(headers).send(Readable.from([]));
}
