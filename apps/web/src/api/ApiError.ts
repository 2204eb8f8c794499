/** An error answered by the server (`{detail, code}`) or raised while reaching it. */
export class ApiError extends Error {
  /** HTTP status; 0 when the server could not be reached, -1 when the request was aborted. */
  readonly status: number;
  /** Stable machine-readable code from the server, or a client code such as `network_error`. */
  readonly code: string;
  /** Extra data from the response body, kept for logging. */
  readonly details: unknown;

  constructor(status: number, message: string, code: string, details?: unknown) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.details = details;
  }
}
