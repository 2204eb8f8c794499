import type { Kysely } from "kysely";
import type { Database, WorkspaceRole } from "../db/schema.js";

/** The workspace a request acts in, with the caller's role there. */
export interface WorkspaceScope {
  id: string;
  name: string;
  ownerId: string;
  /** The caller's role in this workspace. */
  role: WorkspaceRole;
  /** The workspace's plan id: its owner's plan (the owner pays for the seats). */
  planId: string;
}

function scopeQuery(db: Kysely<Database>) {
  return db
    .selectFrom("workspace_members as m")
    .innerJoin("workspaces as w", "w.id", "m.workspace_id")
    .innerJoin("users as o", "o.id", "w.owner_id")
    .select([
      "w.id as id",
      "w.name as name",
      "w.owner_id as ownerId",
      "m.role as role",
      "o.subscription_tier as planId",
    ]);
}

/** The workspace `userId` is a member of, or undefined when the user has none yet. */
export function membershipOf(db: Kysely<Database>, userId: string): Promise<WorkspaceScope | undefined> {
  return scopeQuery(db).where("m.user_id", "=", userId).executeTakeFirst();
}

/** `workspaceId` as seen by `userId`, or undefined when the user is not (or no longer) a member of it. */
export function memberScope(
  db: Kysely<Database>,
  userId: string,
  workspaceId: string,
): Promise<WorkspaceScope | undefined> {
  return scopeQuery(db).where("m.user_id", "=", userId).where("m.workspace_id", "=", workspaceId).executeTakeFirst();
}
