import http from "node:http";
import https from "node:https";
import { guardedLookup, ipLiteralOf, refusedAddressReason } from "./address-guard.js";

/** What one try got: the status code (null when no answer came) and how long it took. */
export interface TryResult {
  statusCode: number | null;
  durationMs: number;
  /** Why the try failed without an answer (timeout, refused address, connection error). */
  error: string | null;
}

/** Whether a try counts as delivered: any 2xx answer. */
export const delivered = (result: TryResult) =>
  result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;

/**
 * POSTs `body` to `url` once, with no redirects followed and every address
 * checked by the guard as the connection is made. Never throws: failures
 * come back as `error`. Only the answer's status counts: the try ends as soon
 * as it arrives, and the body is never read (the connection is closed), so a
 * receiver that answers 2xx and then sends a slow or endless body neither
 * holds the worker until the time limit nor has its 2xx taken for a failure
 * (and the event sent again).
 */
export function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: { timeoutMs: number; allowPrivate: boolean },
): Promise<TryResult> {
  const started = performance.now();
  const done = (statusCode: number | null, error: string | null): TryResult => ({
    statusCode,
    durationMs: Math.round(performance.now() - started),
    error,
  });
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return resolve(done(null, "The URL is not valid"));
    }
    const literal = ipLiteralOf(target);
    const refused = literal && !options.allowPrivate ? refusedAddressReason(literal) : undefined;
    if (refused) return resolve(done(null, `Address not allowed: ${refused}`));
    const client = target.protocol === "https:" ? https : http;
    let settled = false;
    const finish = (result: TryResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const request = client.request(target, {
      method: "POST",
      agent: false,
      lookup: guardedLookup(options.allowPrivate),
      headers: {
        ...headers,
        "content-type": "application/json",
        "content-length": String(Buffer.byteLength(body)),
        "user-agent": "pdftab-webhooks/1",
      },
    });
    const timer = setTimeout(() => {
      finish(done(null, `No answer within ${options.timeoutMs / 1000} s`));
      request.destroy();
    }, options.timeoutMs);
    request.on("response", (response) => {
      finish(done(response.statusCode ?? null, null));
      // agent: false, so the socket serves no other request: closing it drops whatever body follows
      response.destroy();
    });
    request.on("error", (error: NodeJS.ErrnoException) => {
      const message =
        error.code === "EWEBHOOKADDRESS"
          ? `Address not allowed: ${error.message}`
          : `${error.code ?? "error"}: ${error.message}`;
      finish(done(null, message));
    });
    request.end(body);
  });
}
