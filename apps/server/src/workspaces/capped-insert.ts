import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { errors, type AppError } from "../errors/index.js";
import { lockWorkspace } from "./team-rules.js";

/** A per-workspace cap on rows of one kind (API keys, templates, webhooks). */
export interface WorkspaceCap {
  workspaceId: string;
  limit: number;
  /** The rows that count against the cap, read inside the transaction. */
  count: (trx: Kysely<Database>) => Promise<number>;
  /** The refusal when the cap is reached. */
  refuse: () => AppError;
  /**
   * Who inserts: they must still be a member of the workspace when the row goes in (and an owner
   * or admin when `adminAction` names what only they may do), checked under the same lock.
   */
  actor: { userId: string; adminAction?: string };
}

/**
 * Inserts a row only while the workspace is under its cap: the count and the insert run in one
 * transaction holding the workspace row's lock, so requests arriving together cannot each see
 * room for one more (counted first and inserted apart, 20 keys asked for at once on PostgreSQL
 * all passed a cap that had room for 5).
 *
 * The actor's membership is read under that lock too, since removing someone takes it: a key
 * asked for while its maker was being removed went in after the removal had revoked their keys,
 * and worked again once they were invited back (docs/api.md, Team workspaces).
 */
export async function insertUnderCap<T>(
  db: Kysely<Database>,
  cap: WorkspaceCap,
  insert: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await lockWorkspace(trx, cap.workspaceId);
    const membership = await trx
      .selectFrom("workspace_members")
      .select("role")
      .where("workspace_id", "=", cap.workspaceId)
      .where("user_id", "=", cap.actor.userId)
      .executeTakeFirst();
    if (!membership) throw errors.workspaceRoleRequired("You are no longer a member of this workspace");
    if (cap.actor.adminAction && membership.role === "member")
      throw errors.workspaceRoleRequired(`Only the workspace's owner or an admin can ${cap.actor.adminAction}`);
    if ((await cap.count(trx)) >= cap.limit) throw cap.refuse();
    return insert(trx);
  });
}
