import { createHash, randomBytes } from "node:crypto";

/** A fresh opaque token: 32 random bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** SHA-256 hex of a token: what the database stores instead of the token. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
