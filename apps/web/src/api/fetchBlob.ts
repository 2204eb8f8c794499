import { API_BASE } from "../config";
import { announceSessionRejected } from "../auth/sessionEvents";
import { authHeaders, fromErrorBody, readJson, toTransportError } from "./client";
import { logError } from "./errors";

/** A downloaded file: its bytes and the name the server suggested, if any. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

/**
 * GETs (or POSTs a form to) `/api/v1{path}` and returns the body as a Blob, with the
 * Content-Disposition file name. Errors are the same ApiError as `apiFetch` gives.
 */
export async function fetchBlob(
  path: string,
  init: { method?: "GET" | "POST"; form?: FormData; signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<DownloadedFile> {
  const { headers, withSession } = authHeaders({});
  headers.Accept = "*/*";
  Object.assign(headers, init.headers);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: init.method ?? "GET",
      headers,
      body: init.form,
      signal: init.signal,
      credentials: "same-origin",
    });
  } catch (cause) {
    const error = toTransportError(cause);
    logError(error, { path });
    throw error;
  }
  if (!response.ok) {
    const error = fromErrorBody(response, await readJson(response));
    logError(error, { path });
    if (response.status === 401 && withSession) announceSessionRejected();
    throw error;
  }
  return { blob: await response.blob(), filename: filenameOf(response.headers.get("Content-Disposition")) };
}

/** The file name of a Content-Disposition header (RFC 6266 `filename*` first), or null. */
export function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain?.[1]?.trim() || null;
}
