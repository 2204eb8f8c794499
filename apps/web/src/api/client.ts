import { API_BASE } from "../config";
import { announceSessionRejected } from "../auth/sessionEvents";
import { CSRF_HEADER, readCsrfToken } from "../auth/storage";
import { ApiError } from "./ApiError";
import { logError } from "./errors";

/** Options of one call to the pdftab server. */
export interface ApiRequest {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** JSON-serialisable body; sent with `Content-Type: application/json`. */
  body?: unknown;
  /** A file sent as the body as it is, with its own type (`application/octet-stream` when it has none), instead of `body`. */
  file?: Blob;
  /** Send the session (its cookie, and its CSRF token in `X-CSRF-Token`) (default true). */
  auth?: boolean;
  /** An explicit bearer token instead of the session cookie (moving an old stored session to the cookie). */
  token?: string;
  signal?: AbortSignal;
}

/**
 * Headers of a call, and whether it is made with the session cookie. The session token itself is
 * in an HttpOnly cookie the browser sends (same origin) and page script cannot read; the call
 * carries the session's CSRF token, which the server requires on changes (docs/api.md, The web
 * app's session cookie).
 */
export function authHeaders(request: Pick<ApiRequest, "auth" | "token">): {
  headers: Record<string, string>;
  withSession: boolean;
} {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (request.token) {
    headers.Authorization = `Bearer ${request.token}`;
    return { headers, withSession: false };
  }
  if (request.auth === false) return { headers, withSession: false };
  const csrf = readCsrfToken();
  if (csrf) headers[CSRF_HEADER] = csrf;
  return { headers, withSession: true };
}

/**
 * Calls `/api/v1{path}` and returns the parsed JSON body.
 * Every failure becomes an ApiError: server errors carry the `{detail, code}` the server sent,
 * unreachable servers get status 0 and aborted calls status -1.
 */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const { headers, withSession } = authHeaders(request);
  if (request.file) headers["Content-Type"] = request.file.type || "application/octet-stream";
  else if (request.body !== undefined) headers["Content-Type"] = "application/json";
  const body = request.file ?? (request.body === undefined ? undefined : JSON.stringify(request.body));

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: request.method ?? (body === undefined ? "GET" : "POST"),
      headers,
      body,
      signal: request.signal,
      credentials: "same-origin",
    });
  } catch (cause) {
    const error = toTransportError(cause);
    logError(error, { path });
    throw error;
  }

  const payload = await readJson(response);
  if (!response.ok) {
    const error = fromErrorBody(response, payload);
    logError(error, { path });
    // A session the server no longer accepts (revoked elsewhere, expired) ends here too.
    if (response.status === 401 && withSession) announceSessionRejected();
    throw error;
  }
  return payload as T;
}

/** The ApiError for a call that never got an answer (aborted or unreachable server). */
export function toTransportError(cause: unknown): ApiError {
  if (cause instanceof DOMException && cause.name === "AbortError") {
    return new ApiError(-1, "The request was cancelled.", "aborted", cause);
  }
  return new ApiError(
    0,
    "Cannot reach the pdftab server. Check your connection and try again.",
    "network_error",
    cause,
  );
}

/** The body as JSON, the raw text when it is not JSON, or null when empty. */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The ApiError for a failed answer; the message is the server's `detail`. */
export function fromErrorBody(response: Pick<Response, "status" | "statusText">, payload: unknown): ApiError {
  const body = (payload && typeof payload === "object" ? payload : {}) as Record<string, unknown>;
  const detail = typeof body.detail === "string" ? body.detail : typeof body.error === "string" ? body.error : "";
  const code = typeof body.code === "string" ? body.code : `http_${response.status}`;
  const message = detail || response.statusText || `Request failed with status ${response.status}`;
  return new ApiError(response.status, message, code, payload);
}
