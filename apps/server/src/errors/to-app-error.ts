import type { FastifyError } from "fastify";
import { AppError } from "./app-error.js";
import { errors } from "./errors.js";
import { validationMessage } from "./validation-message.js";

/** What busboy (the multipart parser) throws for a body it cannot read; plain Errors without a code. */
const MULTIPART_PARSE_FAILURE =
  /^(Multipart: |Unexpected end of (multipart data|form|file)|Malformed (part header|urlencoded form)|Missing Content-Type)/;

/**
 * Maps anything thrown inside a request to an AppError: our own errors pass
 * through, Fastify's and its plugins' errors get a stable, documented code
 * (docs/api.md), anything else is an internal error whose details stay in the log.
 */
export function toAppError(error: unknown, bodyLimit: number, contentType: string | undefined): AppError {
  if (error instanceof AppError) return error;
  const e = error as Partial<FastifyError> & { validation?: unknown[] };
  if (e.validation) return errors.validation(validationMessage(e));
  switch (e.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return errors.invalidJson();
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return errors.emptyJson();
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return errors.bodyTooLarge(bodyLimit);
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return errors.invalidContentLength();
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
    case "FST_ERR_CTP_INVALID_TYPE":
    case "FST_ERR_CTP_EMPTY_TYPE":
      return errors.unsupportedMediaType(contentType);
    case "FST_ERR_BAD_URL":
      return errors.badUrl();
    // @fastify/multipart: limits and unreadable bodies (upload routes map the limits to their own words first)
    case "FST_FILES_LIMIT":
    case "FST_PARTS_LIMIT":
    case "FST_FIELDS_LIMIT":
      return errors.tooManyFormParts();
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return errors.multipartRequired();
    case "FST_PROTO_VIOLATION":
    case "FST_MP_PREMATURE_CLOSE":
    case "FST_INVALID_JSON_FIELD_ERROR":
      return errors.invalidMultipart();
  }
  if (error instanceof SyntaxError) return errors.invalidJson();
  if (error instanceof Error && !e.code && MULTIPART_PARSE_FAILURE.test(error.message))
    return errors.invalidMultipart();
  const status = e.statusCode ?? 500;
  if (status === 408) return errors.requestTimeout();
  if (status >= 400 && status < 500) return errors.badRequest();
  return errors.internal();
}
