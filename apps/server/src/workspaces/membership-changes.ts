import type { Kysely, Selectable } from "kysely";
import type { Database, WorkspaceMembersTable } from "../db/schema.js";
import { errors } from "../errors/index.js";
import { moveToOwnWorkspace } from "./personal-workspace.js";
import { lockPerson, lockWorkspace, requireAdmin, requireOwner, requireRoleUnderLock } from "./team-rules.js";
import type { WorkspaceScope } from "./workspace-scope.js";

type Membership = Selectable<WorkspaceMembersTable>;
type Person = { id: string; full_name: string; email: string };

/**
 * Ends a membership. An owner can only leave a workspace nobody else is in
 * (else 409 transfer_ownership_first). Leaving someone else's workspace
 * revokes the API keys one made there; one's own workspace keeps them for
 * when one comes back. With `toOwnWorkspace`, the person goes back to a
 * workspace of their own at once (their personal one), so their sessions
 * keep working there and nowhere else.
 */
export async function moveOut(
  trx: Kysely<Database>,
  membership: Membership,
  options: { toOwnWorkspace: false } | { toOwnWorkspace: true; person: Person },
): Promise<void> {
  if (membership.role === "owner") {
    const others = await trx
      .selectFrom("workspace_members")
      .select("user_id")
      .where("workspace_id", "=", membership.workspace_id)
      .where("user_id", "!=", membership.user_id)
      .executeTakeFirst();
    if (others) throw errors.transferOwnershipFirst();
    // the workspace stays behind without anyone in it: its open invitations go with the owner,
    // else someone could join a workspace that has no owner, on the plan of one who left it
    await trx
      .deleteFrom("workspace_invitations")
      .where("workspace_id", "=", membership.workspace_id)
      .where("accepted_at", "is", null)
      .execute();
  }
  await trx
    .deleteFrom("workspace_members")
    .where("user_id", "=", membership.user_id)
    .where("workspace_id", "=", membership.workspace_id)
    .execute();
  // the keys they made in someone else's workspace stop for good (a later invitation back does not revive them)
  if (membership.role !== "owner")
    await trx
      .updateTable("api_keys")
      .set({ revoked_at: new Date() })
      .where("user_id", "=", membership.user_id)
      .where("workspace_id", "=", membership.workspace_id)
      .where("revoked_at", "is", null)
      .execute();
  if (options.toOwnWorkspace) await moveToOwnWorkspace(trx, options.person);
}

async function memberOf(
  trx: Kysely<Database>,
  workspaceId: string,
  userId: string,
): Promise<(Membership & Person) | undefined> {
  return trx
    .selectFrom("workspace_members as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .select(["m.user_id", "m.workspace_id", "m.role", "m.joined_at", "u.id", "u.full_name", "u.email"])
    .where("m.workspace_id", "=", workspaceId)
    .where("m.user_id", "=", userId)
    .executeTakeFirst();
}

/**
 * Removes `userId` from the caller's workspace (owner or admin; the owner
 * cannot be removed). It takes effect at once: the removed person's sessions
 * act in their personal workspace from the next request, and the API keys
 * they made in this workspace stop working. What they ran stays in the
 * workspace's history.
 */
export async function removeMember(
  db: Kysely<Database>,
  scope: WorkspaceScope,
  callerId: string,
  userId: string,
): Promise<void> {
  requireAdmin(scope, "remove people");
  await db.transaction().execute(async (trx) => {
    await lockWorkspace(trx, scope.id);
    await requireRoleUnderLock(trx, scope, callerId, "admin", "remove people");
    await lockPerson(trx, userId);
    const target = await memberOf(trx, scope.id, userId);
    if (!target) throw errors.notFound("Member");
    if (target.role === "owner") throw errors.ownerCannotBeRemoved();
    await moveOut(trx, target, { toOwnWorkspace: true, person: target });
  });
}

/** The caller leaves their team workspace for their personal one (an owner transfers ownership first). */
export async function leaveWorkspace(db: Kysely<Database>, scope: WorkspaceScope, person: Person): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockWorkspace(trx, scope.id);
    await lockPerson(trx, person.id);
    const membership = await memberOf(trx, scope.id, person.id);
    if (!membership) throw errors.notFound("Member");
    if (membership.role === "owner") {
      const others = await trx
        .selectFrom("workspace_members")
        .select("user_id")
        .where("workspace_id", "=", scope.id)
        .where("user_id", "!=", person.id)
        .executeTakeFirst();
      throw others ? errors.transferOwnershipFirst() : errors.notInTeam();
    }
    await moveOut(trx, membership, { toOwnWorkspace: true, person });
  });
}

/**
 * The owner hands the workspace to another member, who becomes its owner;
 * the former owner stays as an admin. The workspace's plan is then the new
 * owner's plan.
 */
export async function transferOwnership(
  db: Kysely<Database>,
  scope: WorkspaceScope,
  callerId: string,
  toUserId: string,
): Promise<void> {
  requireOwner(scope, "transfer ownership");
  await db.transaction().execute(async (trx) => {
    await lockWorkspace(trx, scope.id);
    // a second transfer sent with the first must not hand on what its sender no longer owns
    await requireRoleUnderLock(trx, scope, callerId, "owner", "transfer ownership");
    await lockPerson(trx, toUserId);
    const target = await memberOf(trx, scope.id, toUserId);
    if (!target) throw errors.notFound("Member");
    if (target.role === "owner") return;
    await trx
      .updateTable("workspace_members")
      .set({ role: "admin" })
      .where("workspace_id", "=", scope.id)
      .where("role", "=", "owner")
      .execute();
    await trx
      .updateTable("workspace_members")
      .set({ role: "owner" })
      .where("workspace_id", "=", scope.id)
      .where("user_id", "=", toUserId)
      .execute();
    await trx.updateTable("workspaces").set({ owner_id: toUserId }).where("id", "=", scope.id).execute();
  });
}

/**
 * Makes a member an admin or an admin a member (owner or admin; the owner's role changes only by a transfer).
 * Under the workspace's lock, like a transfer: read apart from its write, a role change arriving with a
 * transfer to the same person turned the new owner into an admin, leaving the workspace without an owner.
 */
export async function changeRole(
  db: Kysely<Database>,
  scope: WorkspaceScope,
  callerId: string,
  userId: string,
  role: "admin" | "member",
): Promise<void> {
  requireAdmin(scope, "change roles");
  await db.transaction().execute(async (trx) => {
    await lockWorkspace(trx, scope.id);
    await requireRoleUnderLock(trx, scope, callerId, "admin", "change roles");
    const target = await memberOf(trx, scope.id, userId);
    if (!target) throw errors.notFound("Member");
    if (target.role === "owner") throw errors.ownerRoleFixed();
    await trx
      .updateTable("workspace_members")
      .set({ role })
      .where("workspace_id", "=", scope.id)
      .where("user_id", "=", userId)
      .execute();
  });
}
