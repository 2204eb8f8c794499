import type { FastifyError } from "fastify";
import { AppError } from "./app-error.js";
import { errors } from "./errors.js";

/**
 * Maps anything thrown inside a request to an AppError: our own errors pass
 * through, Fastify's framework errors get a stable code, anything else is an
 * internal error whose details stay in the log.
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
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return errors.bodyTooLarge(bodyLimit);
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return errors.unsupportedMediaType(contentType);
  }
  if (error instanceof SyntaxError) return errors.invalidJson();
  const status = e.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return new AppError(status, "bad_request", e.message || "The request could not be understood");
  }
  return errors.internal();
}

const PARTS: Record<string, string> = { body: "request body", querystring: "query string", params: "path", headers: "headers" };

/** "body/email must be string" -> "email must be string"; "body must be object" -> "The request body must be object". */
function validationMessage(e: Partial<FastifyError>): string {
  const message = e.message ?? "";
  const field = message.match(/^(body|querystring|params|headers)\/(\S+) (.+)$/);
  if (field) return `${field[2]!.replaceAll("/", ".")} ${field[3]}`;
  const whole = message.match(/^(body|querystring|params|headers) (.+)$/);
  if (whole) return `The ${PARTS[whole[1]!]} ${whole[2]}`;
  return message || "The request is not valid";
}
