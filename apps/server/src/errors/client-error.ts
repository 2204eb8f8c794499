import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { AppError, ErrorBody } from "./app-error.js";
import { errors } from "./errors.js";

/** The error for a request Node's HTTP parser refused before Fastify saw it. */
export function clientErrorOf(error: NodeJS.ErrnoException): AppError {
  if (error.code === "HPE_HEADER_OVERFLOW") return errors.headersTooLarge();
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") return errors.requestTimeout();
  // the connection ended inside the body, or the length is not a number
  if (error.code === "HPE_INVALID_EOF_STATE" || error.code === "HPE_INVALID_CONTENT_LENGTH")
    return errors.invalidContentLength();
  return errors.unreadableRequest();
}

/**
 * Answers a request Node could not parse (malformed HTTP, a body longer than its Content-Length
 * read as a second request, headers too large, too slow) with the same `{detail, code}` body as
 * every other error, then closes the connection. `headers` are added (the security headers).
 */
export function answerClientError(
  error: NodeJS.ErrnoException,
  socket: Socket,
  headers: Readonly<Record<string, string>>,
): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  if (socket.writable) {
    const appError = clientErrorOf(error);
    const body = JSON.stringify({ detail: appError.message, code: appError.code } satisfies ErrorBody);
    const lines = [
      `HTTP/1.1 ${appError.statusCode} ${STATUS_CODES[appError.statusCode] ?? "Error"}`,
      "content-type: application/json; charset=utf-8",
      `content-length: ${Buffer.byteLength(body)}`,
      "connection: close",
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.write(`${lines.join("\r\n")}\r\n\r\n${body}`);
  }
  socket.destroy(error);
}
