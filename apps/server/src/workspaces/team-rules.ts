import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { errors } from "../errors/index.js";
import type { Plan } from "../plans/plan.js";
import { findPlan } from "../plans/plans-repository.js";
import type { WorkspaceScope } from "./workspace-scope.js";

/** The workspace's plan (free when the owner's plan id is unknown). */
export async function workspacePlan(db: Kysely<Database>, planId: string): Promise<Plan> {
  const plan = (await findPlan(db, planId)) ?? (await findPlan(db, "free"));
  if (!plan) throw errors.internal();
  return plan;
}

/** Throws 403 unless the caller is the workspace's owner or an admin. */
export function requireAdmin(scope: WorkspaceScope, action: string): void {
  if (!isAdmin(scope)) throw errors.workspaceRoleRequired(`Only the workspace's owner or an admin can ${action}`);
}

/**
 * `requireAdmin` (or `requireOwner` when `need` is "owner") on the caller's role as it stands
 * now, read under the workspace's lock (take it first): the role the request arrived with may
 * have been taken away while it waited for that lock (a demotion, a removal, a transfer), and an
 * admin made a member must not remove, re-role or invite after it. Someone no longer in the
 * workspace gets the same 403.
 */
export async function requireRoleUnderLock(
  trx: Kysely<Database>,
  scope: WorkspaceScope,
  callerId: string,
  need: "admin" | "owner",
  action: string,
): Promise<void> {
  const role = await roleIn(trx, scope.id, callerId);
  if (role === undefined) throw errors.workspaceRoleRequired("You are no longer a member of this workspace");
  const now = { ...scope, role };
  if (need === "owner") requireOwner(now, action);
  else requireAdmin(now, action);
}

/** Someone's role in a workspace as the database has it now; undefined when they are not in it. */
export async function roleIn(
  db: Kysely<Database>,
  workspaceId: string,
  userId: string,
): Promise<WorkspaceScope["role"] | undefined> {
  const row = await db
    .selectFrom("workspace_members")
    .select("role")
    .where("workspace_id", "=", workspaceId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.role;
}

/**
 * Runs `change` in a transaction holding the workspace's lock, once `requireRoleUnderLock` found
 * the caller still an owner or admin: for the changes only they make (a webhook, the workspace's
 * name or logo), so one made a member while their request was under way changes nothing.
 */
export function asAdminUnderLock<T>(
  db: Kysely<Database>,
  scope: WorkspaceScope,
  callerId: string,
  action: string,
  change: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await lockWorkspace(trx, scope.id);
    await requireRoleUnderLock(trx, scope, callerId, "admin", action);
    return change(trx);
  });
}

/** Throws 403 unless the caller owns the workspace. */
export function requireOwner(scope: WorkspaceScope, action: string): void {
  if (scope.role !== "owner") throw errors.workspaceRoleRequired(`Only the workspace's owner can ${action}`);
}

/**
 * Locks the workspace row until the transaction ends, so two invitations or
 * two acceptances cannot both take the last seat.
 */
export async function lockWorkspace(trx: Kysely<Database>, workspaceId: string): Promise<void> {
  await trx.selectFrom("workspaces").select("id").where("id", "=", workspaceId).forUpdate().execute();
}

/**
 * Locks the account row of someone whose membership is about to change, until
 * the transaction ends. Two changes of one person's membership in different
 * workspaces (accepting two invitations at once, being removed from one team
 * while accepting another, leaving while accepting) hold different workspace
 * locks, so without this both read the same membership and the second fails
 * on the member's primary key (a 500). Taken after the workspace lock, always
 * in that order, so no two changes wait on each other in a circle. `NO KEY
 * UPDATE` does not block rows that merely reference the account.
 */
export async function lockPerson(trx: Kysely<Database>, userId: string): Promise<void> {
  await trx.selectFrom("users").select("id").where("id", "=", userId).forNoKeyUpdate().execute();
}

/**
 * `lockPerson` for several people at once, always in the order of their ids,
 * so two changes that each lock the same two people never wait on each other
 * in a circle.
 */
export async function lockPeople(trx: Kysely<Database>, userIds: string[]): Promise<void> {
  const ids = [...new Set(userIds)].sort();
  await trx.selectFrom("users").select("id").where("id", "in", ids).orderBy("id").forNoKeyUpdate().execute();
}

/** People in the workspace plus invitations still open: the seats taken. */
export async function seatsTaken(
  trx: Kysely<Database>,
  workspaceId: string,
  now = new Date(),
): Promise<{ members: number; pending: number }> {
  const members = await trx
    .selectFrom("workspace_members")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("workspace_id", "=", workspaceId)
    .executeTakeFirstOrThrow();
  const pending = await trx
    .selectFrom("workspace_invitations")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("workspace_id", "=", workspaceId)
    .where("accepted_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirstOrThrow();
  return { members: Number(members.n), pending: Number(pending.n) };
}

/** True for the workspace's owner and admins. */
export function isAdmin(scope: WorkspaceScope): boolean {
  return scope.role === "owner" || scope.role === "admin";
}
