import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import type { WorkspaceScope } from "../workspaces/workspace-scope.js";
import { hashToken } from "./tokens.js";
import type { UserRow } from "./users.js";

/** Prefix of the session's and workspace's columns read beside the user's own (no user column starts with it). */
const SCOPE = "scope__";

/**
 * The user a live (unexpired, unrevoked) session token belongs to, with the
 * workspace they are a member of (undefined for an account that has none
 * yet) and when the session expires, in one query: every signed-in request
 * asks both, and on the embedded database each query waits its turn behind
 * the extractions' writes (docs/operations.md, "Latency under load"). The
 * workspace is the one membershipOf reads.
 */
export async function sessionUserAndWorkspace(
  db: Kysely<Database>,
  token: string,
): Promise<{ user: UserRow; workspace: WorkspaceScope | undefined; expiresAt: Date } | undefined> {
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .leftJoin("workspace_members as m", "m.user_id", "users.id")
    .leftJoin("workspaces as w", "w.id", "m.workspace_id")
    .leftJoin("users as o", "o.id", "w.owner_id")
    .selectAll("users")
    .select([
      `sessions.expires_at as ${SCOPE}sessionExpiresAt`,
      `w.id as ${SCOPE}id`,
      `w.name as ${SCOPE}name`,
      `w.owner_id as ${SCOPE}ownerId`,
      `m.role as ${SCOPE}role`,
      `o.subscription_tier as ${SCOPE}planId`,
    ])
    .where("sessions.token_hash", "=", hashToken(token))
    .where("sessions.revoked_at", "is", null)
    .where("sessions.expires_at", ">", new Date())
    .executeTakeFirst();
  if (!row) return undefined;
  const {
    scope__id: id,
    scope__name: name,
    scope__ownerId: ownerId,
    scope__role: role,
    scope__planId: planId,
    scope__sessionExpiresAt: expiresAt,
    ...user
  } = row;
  // the joins are left joins: a member row always has its workspace and owner, so id stands for all
  const workspace = id !== null && name !== null && ownerId !== null && role !== null && planId !== null;
  return { user, workspace: workspace ? { id, name, ownerId, role, planId } : undefined, expiresAt };
}
