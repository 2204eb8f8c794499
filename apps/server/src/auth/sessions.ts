import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { hashToken, newToken } from "./tokens.js";

/** Starts a session and returns its bearer token (shown to the client once, stored hashed). */
export async function createSession(db: Kysely<Database>, userId: string, ttlHours: number): Promise<string> {
  const token = newToken();
  await db
    .insertInto("sessions")
    .values({ user_id: userId, token_hash: hashToken(token), expires_at: new Date(Date.now() + ttlHours * 3_600_000) })
    .execute();
  return token;
}

/** Revokes one session by its token; true when a live session was revoked. */
export async function revokeSession(db: Kysely<Database>, token: string): Promise<boolean> {
  const result = await db
    .updateTable("sessions")
    .set({ revoked_at: new Date() })
    .where("token_hash", "=", hashToken(token))
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Revokes every session of a user (after a password reset). */
export async function revokeAllSessions(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ revoked_at: new Date() })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .execute();
}
