import { API_BASE } from "../config";
import { announceSessionRejected } from "../auth/sessionEvents";
import { ApiError } from "./ApiError";
import { authHeaders, fromErrorBody, toTransportError } from "./client";
import { logError } from "./errors";

/** Options of one multipart upload. */
export interface UploadRequest {
  /** Called as the request body goes out, with a 0..100 percentage. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Posts `form` to `/api/v1{path}` and returns the parsed JSON answer.
 * Uses XMLHttpRequest because fetch cannot report upload progress; failures become the same
 * ApiError as `apiFetch` gives (server `{detail, code}`, status 0 unreachable, -1 aborted).
 */
export function uploadForm<T>(path: string, form: FormData, request: UploadRequest = {}): Promise<T> {
  const { headers, withSession } = authHeaders({});
  return new Promise<T>((resolve, reject) => {
    const fail = (error: ApiError) => {
      logError(error, { path });
      reject(error);
    };
    if (request.signal?.aborted) return fail(toTransportError(new DOMException("Aborted", "AbortError")));

    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${API_BASE}${path}`);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        request.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      const payload = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        request.onProgress?.(100);
        resolve(payload as T);
        return;
      }
      if (xhr.status === 401 && withSession) announceSessionRejected();
      fail(fromErrorBody({ status: xhr.status, statusText: xhr.statusText }, payload));
    };
    xhr.onerror = () => fail(toTransportError(new TypeError("Failed to fetch")));
    xhr.onabort = () => fail(toTransportError(new DOMException("Aborted", "AbortError")));
    request.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
