import { createHash, timingSafeEqual } from "node:crypto";

/** Who may read /metrics on a listener. */
export interface MetricsAccess {
  /** Bearer token the scraper must send; undefined lets anyone who reaches the listener read it. */
  token: string | undefined;
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Whether an Authorization header carries the metrics token. Both sides are
 * hashed first, so the comparison takes the same time whatever the length.
 */
export function metricsAllowed(access: MetricsAccess, authorization: string | undefined): boolean {
  if (access.token === undefined) return true;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  if (!match) return false;
  return timingSafeEqual(digest(match[1]!), digest(access.token));
}
