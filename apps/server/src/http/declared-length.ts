import type { FastifyRequest } from "fastify";
import type { AppError } from "../errors/index.js";

/**
 * What a multipart body may carry besides its files: the form fields the upload routes accept
 * (at most 20 of 16 KB each), part headers and boundaries. A body declaring more than its files'
 * limit plus this cannot fit the limit, whatever it holds.
 */
export const MULTIPART_ALLOWANCE_BYTES = 512 * 1024;

/** The request's declared Content-Length, or undefined when it has none (chunked) or it is not a number. */
export function declaredLength(request: FastifyRequest): number | undefined {
  const header = request.headers["content-length"];
  if (header === undefined || !/^\d+$/.test(header)) return undefined;
  return Number(header);
}

/**
 * Refuses an upload before reading a byte of its body when its Content-Length already says it
 * is larger than `limitBytes` plus the multipart allowance: `tooLarge` is thrown, answered at
 * once, and the connection is closed instead of reading the rest (see installErrorHandler).
 */
export function refuseDeclaredOverLimit(request: FastifyRequest, limitBytes: number, tooLarge: () => AppError): void {
  const declared = declaredLength(request);
  if (declared !== undefined && declared > limitBytes + MULTIPART_ALLOWANCE_BYTES) throw tooLarge();
}
