import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import type { UserRow } from "./users.js";

/** Every API key starts with this, so it is told apart from a session token at a glance. */
export const API_KEY_PREFIX = "pdt_";
const KEY_PATTERN = /^pdt_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;

/** An API key as its owner sees it in lists (never the key itself). */
export interface ApiKeyInfo {
  id: string;
  name: string;
  prefix: string;
  last4: string;
  created_at: Date;
  last_used_at: Date | null;
  expires_at: Date | null;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest();

/** A fresh key `pdt_<12 hex prefix>_<43 base64url secret>` and its stored parts. */
export function generateApiKey(): { key: string; prefix: string; last4: string; hash: string } {
  const prefix = randomBytes(6).toString("hex");
  const secret = randomBytes(32).toString("base64url");
  const key = `${API_KEY_PREFIX}${prefix}_${secret}`;
  return { key, prefix, last4: secret.slice(-4), hash: sha256(key).toString("hex") };
}

/** Creates a key for a user; the returned `key` is shown once and never stored. */
export async function createApiKey(db: Kysely<Database>, userId: string, name: string, expiresInDays?: number): Promise<ApiKeyInfo & { key: string }> {
  const { key, prefix, last4, hash } = generateApiKey();
  const expires_at = expiresInDays ? new Date(Date.now() + expiresInDays * 86_400_000) : null;
  const row = await db
    .insertInto("api_keys")
    .values({ user_id: userId, name, prefix, last4, hash, expires_at })
    .returning(["id", "name", "prefix", "last4", "created_at", "last_used_at", "expires_at"])
    .executeTakeFirstOrThrow();
  return { ...row, key };
}

/** The user's keys that are not revoked, newest first (expired ones included, so they can be seen and removed). */
export async function listApiKeys(db: Kysely<Database>, userId: string): Promise<ApiKeyInfo[]> {
  return db
    .selectFrom("api_keys")
    .select(["id", "name", "prefix", "last4", "created_at", "last_used_at", "expires_at"])
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .orderBy("created_at", "desc")
    .execute();
}

/** Revokes one of the user's keys; false when the id is unknown, another user's, or already revoked. */
export async function revokeApiKey(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const result = await db
    .updateTable("api_keys")
    .set({ revoked_at: new Date() })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Revokes every key of the user at once (after a leak); answers how many were live. */
export async function revokeAllApiKeys(db: Kysely<Database>, userId: string): Promise<number> {
  const result = await db
    .updateTable("api_keys")
    .set({ revoked_at: new Date() })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The user's keys that still work: not revoked and not expired. */
export async function liveApiKeys(db: Kysely<Database>, userId: string, now = new Date()): Promise<ApiKeyInfo[]> {
  return (await listApiKeys(db, userId)).filter((key) => !key.expires_at || new Date(key.expires_at) > now);
}

/**
 * The owner of a live (well-formed, unexpired, unrevoked) key, or undefined.
 * The row is found by its public prefix, then the hashes are compared in
 * constant time so the answer time tells nothing about the secret.
 */
export async function userForApiKey(db: Kysely<Database>, key: string): Promise<UserRow | undefined> {
  const match = KEY_PATTERN.exec(key);
  if (!match) return undefined;
  const row = await db
    .selectFrom("api_keys")
    .innerJoin("users", "users.id", "api_keys.user_id")
    .selectAll("users")
    .select(["api_keys.id as key_id", "api_keys.hash as key_hash", "api_keys.expires_at as key_expires_at", "api_keys.revoked_at as key_revoked_at"])
    .where("api_keys.prefix", "=", match[1]!)
    .executeTakeFirst();
  if (!row) return undefined;
  const { key_id, key_hash, key_expires_at, key_revoked_at, ...user } = row;
  if (!timingSafeEqual(Buffer.from(key_hash, "hex"), sha256(key))) return undefined;
  if (key_revoked_at || (key_expires_at && key_expires_at <= new Date())) return undefined;
  await db.updateTable("api_keys").set({ last_used_at: new Date() }).where("id", "=", key_id).execute();
  return user;
}
