import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppError, ErrorBody } from "./app-error.js";
import { errors } from "./errors.js";
import { toAppError } from "./to-app-error.js";

/**
 * The error handler: every failure becomes `{ "detail": message, "code": code }` with the error's
 * status and headers. Stack traces only ever reach the log. An error answered before the request
 * body was read to its end (an upload refused for its size, or stalled) closes the connection
 * once the answer is out, instead of reading and discarding the rest of a body that may be
 * gigabytes long. `bodyLimit` is the limit a too-large body is said to exceed; `reword` lets a
 * route say a refusal in its own words (the workspace logo: its size and type, not the JSON routes').
 */
export function errorHandler(
  bodyLimit: number,
  reword: (error: AppError, request: FastifyRequest) => AppError = (error) => error,
) {
  return (error: Error, request: FastifyRequest, reply: FastifyReply) => {
    const appError = reword(
      uploadRefusal(error, request) ?? toAppError(error, bodyLimit, request.headers["content-type"]),
      request,
    );
    if (appError.statusCode >= 500) request.log.error({ err: error }, "request failed");
    else request.log.info({ code: appError.code }, appError.message);
    const body: ErrorBody = { detail: appError.message, code: appError.code };
    if (request.raw.complete === false) reply.header("connection", "close");
    return reply.status(appError.statusCode).headers(appError.headers).send(body);
  };
}

/**
 * An upload route's body in a type no parser takes (a PDF sent as `application/pdf` or
 * `application/octet-stream`) is refused by Fastify before the route runs; it is told to send a
 * multipart form with its file field, as the route itself says for other bodies, not to send JSON.
 */
function uploadRefusal(error: Error & { code?: string }, request: FastifyRequest): AppError | undefined {
  if (error.code !== "FST_ERR_CTP_INVALID_MEDIA_TYPE") return undefined;
  const schema = request.routeOptions.schema as
    { consumes?: string[]; "x-multipart-body"?: { properties?: Record<string, unknown> } } | undefined;
  if (!schema?.consumes?.includes("multipart/form-data")) return undefined;
  return errors.multipartRequired(schema["x-multipart-body"]?.properties?.files !== undefined);
}

/** Installs `errorHandler` for the whole app (routes may set their own, `errorHandler` with `reword`). */
export function installErrorHandler(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler(errorHandler(bodyLimit));
}

/**
 * Fastify's `frameworkErrors` option: errors Fastify raises before routing (a URL with broken
 * percent-encoding, a path parameter too long), which bypass the error handler, get the same body.
 * `headers` are the headers every answer carries (the security headers).
 */
export function frameworkErrorHandler(headers: Readonly<Record<string, string>>) {
  return (error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply) => {
    const appError = error.code === "FST_ERR_MAX_PARAM_LENGTH" ? errors.urlTooLong() : toAppError(error, 0, undefined);
    request.log.info({ code: appError.code }, appError.message);
    const body: ErrorBody = { detail: appError.message, code: appError.code };
    void reply.status(appError.statusCode).headers(headers).headers(appError.headers).send(body);
  };
}

/** 404 body for an unknown API route. */
export function routeNotFoundBody(method: string, url: string): ErrorBody {
  const e = errors.routeNotFound(method, url);
  return { detail: e.message, code: e.code };
}
