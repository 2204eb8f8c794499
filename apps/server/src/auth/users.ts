import type { Kysely, Selectable } from "kysely";
import type { Database, UsersTable } from "../db/schema.js";

/** The user as every API response shows it (docs/api.md, Authentication). */
export interface PublicUser {
  id: string;
  email: string;
  full_name: string;
  avatar_url: string;
  subscription_tier: string;
}

export type UserRow = Selectable<UsersTable>;

/** Strips a user row down to the public shape. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    email: row.email,
    full_name: row.full_name,
    avatar_url: row.avatar_url,
    subscription_tier: row.subscription_tier,
  };
}

/** Finds a user by an already-normalised e-mail address. */
export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
}

/** Finds a user by id. */
export function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}
