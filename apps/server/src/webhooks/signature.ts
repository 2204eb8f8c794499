import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** A new signing secret: `whsec_` and 32 random bytes, hex. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("hex")}`;
}

/** Hex HMAC-SHA256 of `"<t>.<body>"` with the secret. */
export function signatureOf(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

/** The `Pdftab-Signature` header value: `t=<unix seconds>,v1=<hex HMAC>`. */
export function signatureHeader(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, body)}`;
}

/**
 * Checks a `Pdftab-Signature` header against the raw body, as a receiver
 * does (docs/api.md shows the same in Node and Python): the HMAC must match
 * and the timestamp be within `toleranceSeconds` of now.
 */
export function verifySignature(
  secret: string,
  header: string,
  body: string,
  toleranceSeconds = 300,
  now = Date.now(),
): boolean {
  const parts = Object.fromEntries(header.split(",").map((p) => p.trim().split("=", 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1 || Math.abs(now / 1000 - t) > toleranceSeconds) return false;
  const expected = Buffer.from(signatureOf(secret, t, body), "hex");
  const given = Buffer.from(parts.v1, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
