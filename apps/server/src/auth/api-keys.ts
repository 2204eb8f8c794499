import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import type { UserRow } from "./users.js";
import { errors } from "../errors/index.js";

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
  /** E-mail of the workspace member who created it (null once that account is deleted). */
  created_by: string | null;
  /** Id of that member. */
  user_id: string;
}

/** Whose keys to list: a workspace's (the API keys page), or one user's (the password reset mail). */
export type KeyOwner = { workspaceId: string } | { userId: string };

const sha256 = (text: string) => createHash("sha256").update(text).digest();

/** A fresh key `pdt_<12 hex prefix>_<43 base64url secret>` and its stored parts. */
export function generateApiKey(): { key: string; prefix: string; last4: string; hash: string } {
  const prefix = randomBytes(6).toString("hex");
  const secret = randomBytes(32).toString("base64url");
  const key = `${API_KEY_PREFIX}${prefix}_${secret}`;
  return { key, prefix, last4: secret.slice(-4), hash: sha256(key).toString("hex") };
}

/** Creates a key for a user in a workspace; the returned `key` is shown once and never stored. */
export async function createApiKey(
  db: Kysely<Database>,
  userId: string,
  workspaceId: string,
  name: string,
  expiresInDays?: number,
): Promise<ApiKeyInfo & { key: string }> {
  const { key, prefix, last4, hash } = generateApiKey();
  const expires_at = expiresInDays ? new Date(Date.now() + expiresInDays * 86_400_000) : null;
  const row = await db
    .insertInto("api_keys")
    .values({ user_id: userId, workspace_id: workspaceId, name, prefix, last4, hash, expires_at })
    .returning(["id", "name", "prefix", "last4", "created_at", "last_used_at", "expires_at", "user_id"])
    .executeTakeFirstOrThrow();
  const creator = await db.selectFrom("users").select("email").where("id", "=", userId).executeTakeFirst();
  return { ...row, created_by: creator?.email ?? null, key };
}

/** The keys that are not revoked, newest first (expired ones included, so they can be seen and removed). */
export async function listApiKeys(db: Kysely<Database>, owner: KeyOwner): Promise<ApiKeyInfo[]> {
  let query = db
    .selectFrom("api_keys as k")
    .leftJoin("users as u", "u.id", "k.user_id")
    .select([
      "k.id",
      "k.name",
      "k.prefix",
      "k.last4",
      "k.created_at",
      "k.last_used_at",
      "k.expires_at",
      "k.user_id",
      "u.email as created_by",
    ])
    .where("k.revoked_at", "is", null);
  query =
    "workspaceId" in owner
      ? query.where("k.workspace_id", "=", owner.workspaceId)
      : query.where("k.user_id", "=", owner.userId);
  return query.orderBy("k.created_at", "desc").execute();
}

/**
 * Revokes a key of the workspace; false when the id is unknown, another
 * workspace's, or already revoked. `onlyOf` limits it to one member's keys
 * (a member may revoke their own keys only): another member's key is then
 * refused with 403.
 */
export async function revokeApiKey(
  db: Kysely<Database>,
  workspaceId: string,
  id: string,
  onlyOf?: string,
): Promise<boolean> {
  const key = await db
    .selectFrom("api_keys")
    .select("user_id")
    .where("id", "=", id)
    .where("workspace_id", "=", workspaceId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  if (!key) return false;
  if (onlyOf && key.user_id !== onlyOf) throw errors.apiKeyNotYours();
  const result = await db
    .updateTable("api_keys")
    .set({ revoked_at: new Date() })
    .where("id", "=", id)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Revokes every key of the workspace at once (after a leak), or only one member's with `onlyOf`; answers how many were live. */
export async function revokeAllApiKeys(db: Kysely<Database>, workspaceId: string, onlyOf?: string): Promise<number> {
  let query = db
    .updateTable("api_keys")
    .set({ revoked_at: new Date() })
    .where("workspace_id", "=", workspaceId)
    .where("revoked_at", "is", null);
  if (onlyOf) query = query.where("user_id", "=", onlyOf);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The user's own keys that still work: not revoked and not expired. */
export async function liveApiKeys(db: Kysely<Database>, userId: string, now = new Date()): Promise<ApiKeyInfo[]> {
  return (await listApiKeys(db, { userId })).filter((key) => !key.expires_at || new Date(key.expires_at) > now);
}

/**
 * The owner of a live (well-formed, unexpired, unrevoked) key and the
 * workspace the key acts in, or undefined.
 * The row is found by its public prefix, then the hashes are compared in
 * constant time so the answer time tells nothing about the secret.
 */
export async function userForApiKey(
  db: Kysely<Database>,
  key: string,
): Promise<{ user: UserRow; workspaceId: string } | undefined> {
  const match = KEY_PATTERN.exec(key);
  if (!match) return undefined;
  const row = await db
    .selectFrom("api_keys")
    .innerJoin("users", "users.id", "api_keys.user_id")
    .selectAll("users")
    .select([
      "api_keys.id as key_id",
      "api_keys.workspace_id as key_workspace_id",
      "api_keys.hash as key_hash",
      "api_keys.expires_at as key_expires_at",
      "api_keys.revoked_at as key_revoked_at",
    ])
    .where("api_keys.prefix", "=", match[1]!)
    .executeTakeFirst();
  if (!row) return undefined;
  const { key_id, key_workspace_id, key_hash, key_expires_at, key_revoked_at, ...user } = row;
  if (!timingSafeEqual(Buffer.from(key_hash, "hex"), sha256(key))) return undefined;
  if (key_revoked_at || (key_expires_at && key_expires_at <= new Date())) return undefined;
  await db.updateTable("api_keys").set({ last_used_at: new Date() }).where("id", "=", key_id).execute();
  return { user, workspaceId: key_workspace_id };
}
