import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { membershipOf, type WorkspaceScope } from "./workspace-scope.js";

/** The name a new personal workspace gets: "<full name>'s workspace" (or the e-mail's local part). */
export function personalWorkspaceName(user: { full_name: string; email: string }): string {
  return `${user.full_name.trim() || user.email.split("@")[0]}'s workspace`;
}

/**
 * Makes `userId` the owner of a workspace of their own and returns it: the
 * one they own that has nobody in it (their personal workspace, left when
 * they joined a team), else a new one. The caller must hold no membership
 * (run it in the transaction that removed it).
 */
export async function moveToOwnWorkspace(
  trx: Kysely<Database>,
  user: { id: string; full_name: string; email: string },
): Promise<string> {
  const empty = await trx
    .selectFrom("workspaces as w")
    .select("w.id")
    .where("w.owner_id", "=", user.id)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom("workspace_members as m").select("m.user_id").whereRef("m.workspace_id", "=", "w.id")),
      ),
    )
    .orderBy("w.created_at")
    .executeTakeFirst();
  const workspaceId =
    empty?.id ??
    (
      await trx
        .insertInto("workspaces")
        .values({ name: personalWorkspaceName(user), owner_id: user.id })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  await trx
    .insertInto("workspace_members")
    .values({ user_id: user.id, workspace_id: workspaceId, role: "owner" })
    .execute();
  return workspaceId;
}

/**
 * The user's workspace, created on first need for accounts that have none
 * yet (every sign-up path gets one this way). Two first requests at once
 * both try; the primary key on the member's user id lets one win, and the
 * other reads the winner's.
 */
export async function ensureWorkspace(
  db: Kysely<Database>,
  user: { id: string; full_name: string; email: string },
): Promise<WorkspaceScope> {
  const existing = await membershipOf(db, user.id);
  if (existing) return existing;
  try {
    await db.transaction().execute((trx) => moveToOwnWorkspace(trx, user));
  } catch (error) {
    const raced = await membershipOf(db, user.id);
    if (raced) return raced;
    throw error;
  }
  const created = await membershipOf(db, user.id);
  if (!created) throw new Error(`workspace of user ${user.id} was not created`);
  return created;
}
