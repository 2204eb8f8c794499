import type { Kysely } from "kysely";
import type { Database, WorkspaceRole } from "../db/schema.js";

/** A member as the workspace page lists them. */
export interface MemberView {
  user_id: string;
  email: string;
  full_name: string;
  role: WorkspaceRole;
  joined_at: Date;
}

const ROLE_ORDER: Record<WorkspaceRole, number> = { owner: 0, admin: 1, member: 2 };

/** The workspace's members: the owner first, then admins, then members, each by when they joined. */
export async function listMembers(db: Kysely<Database>, workspaceId: string): Promise<MemberView[]> {
  const rows = await db
    .selectFrom("workspace_members as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .select(["m.user_id", "u.email", "u.full_name", "m.role", "m.joined_at"])
    .where("m.workspace_id", "=", workspaceId)
    .orderBy("m.joined_at")
    .execute();
  return rows.sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role]);
}

/** How many people are in the workspace. */
export async function countMembers(db: Kysely<Database>, workspaceId: string): Promise<number> {
  const row = await db
    .selectFrom("workspace_members")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("workspace_id", "=", workspaceId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The e-mail of each of these users (who ran what, in a shared history); ids of deleted accounts are missing. */
export async function emailsOf(db: Kysely<Database>, userIds: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom("users").select(["id", "email"]).where("id", "in", ids).execute();
  return new Map(rows.map((r) => [r.id, r.email]));
}
