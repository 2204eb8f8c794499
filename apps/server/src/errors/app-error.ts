/**
 * The one error type of the API. Every error a client sees has an HTTP
 * status, a stable machine-readable `code` and a human `message`, sent
 * as `detail` (docs/api.md, Errors).
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;
  /** Extra response headers, e.g. Retry-After or WWW-Authenticate. */
  readonly headers: Record<string, string>;

  constructor(statusCode: number, code: string, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = "AppError";
    this.statusCode = statusCode;
    this.code = code;
    this.headers = headers;
  }
}

/** Body of every error response. */
export interface ErrorBody {
  detail: string;
  code: string;
}
