import type { ExpressionBuilder, Kysely } from "kysely";
import { hashToken, newToken } from "../auth/tokens.js";
import type { Database } from "../db/schema.js";
import { errors } from "../errors/index.js";
import { oneLine } from "../text/one-line.js";
import { moveOut } from "./membership-changes.js";
import {
  lockPeople,
  lockWorkspace,
  requireAdmin,
  requireRoleUnderLock,
  roleIn,
  seatsTaken,
  workspacePlan,
} from "./team-rules.js";
import type { WorkspaceScope } from "./workspace-scope.js";

/** How long an invitation link works. */
export const INVITATION_TTL_DAYS = 7;

/** An open invitation as admins see it in the workspace. */
export interface PendingInvitation {
  id: string;
  email: string;
  role: "admin" | "member";
  created_at: Date;
  expires_at: Date;
}

/**
 * Invites `email` into the caller's workspace with `role`. Only owners and
 * admins invite; the plan must have seats (more than 1); members plus open
 * invitations may not pass them. Inviting an address again replaces its
 * open invitation (a new link; the old one stops working). Returns the
 * invitation and its token (sent by mail, never stored).
 */
export async function createInvitation(
  db: Kysely<Database>,
  scope: WorkspaceScope,
  inviterId: string,
  input: { email: string; role: "admin" | "member" },
): Promise<PendingInvitation & { token: string }> {
  requireAdmin(scope, "invite people");
  const plan = await workspacePlan(db, scope.planId);
  if (plan.seats <= 1) throw errors.teamPlanRequired(plan.name);
  return db.transaction().execute(async (trx) => {
    await lockWorkspace(trx, scope.id);
    await requireRoleUnderLock(trx, scope, inviterId, "admin", "invite people");
    const member = await trx
      .selectFrom("workspace_members as m")
      .innerJoin("users as u", "u.id", "m.user_id")
      .select("m.user_id")
      .where("m.workspace_id", "=", scope.id)
      .where("u.email", "=", input.email)
      .executeTakeFirst();
    if (member) throw errors.alreadyMember(input.email);
    await trx
      .deleteFrom("workspace_invitations")
      .where("workspace_id", "=", scope.id)
      .where("email", "=", input.email)
      .where("accepted_at", "is", null)
      .execute();
    const taken = await seatsTaken(trx, scope.id);
    if (taken.members + taken.pending >= plan.seats) throw errors.seatsFull(plan.seats, plan.name);
    const token = newToken();
    const row = await trx
      .insertInto("workspace_invitations")
      .values({
        workspace_id: scope.id,
        email: input.email,
        role: input.role,
        token_hash: hashToken(token),
        invited_by: inviterId,
        expires_at: new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000),
      })
      .returning(["id", "email", "role", "created_at", "expires_at"])
      .executeTakeFirstOrThrow();
    return { ...row, token };
  });
}

/** The workspace's open invitations (not accepted, not expired), newest first. */
export function listPendingInvitations(
  db: Kysely<Database>,
  workspaceId: string,
  now = new Date(),
): Promise<PendingInvitation[]> {
  return db
    .selectFrom("workspace_invitations")
    .select(["id", "email", "role", "created_at", "expires_at"])
    .where("workspace_id", "=", workspaceId)
    .where("accepted_at", "is", null)
    .where("expires_at", ">", now)
    .orderBy("created_at", "desc")
    .execute();
}

/** Withdraws an open invitation of the caller's workspace (owner or admin); false when there is none with this id. */
export async function cancelInvitation(
  db: Kysely<Database>,
  scope: WorkspaceScope,
  callerId: string,
  id: string,
): Promise<boolean> {
  requireAdmin(scope, "cancel invitations");
  return db.transaction().execute(async (trx) => {
    await lockWorkspace(trx, scope.id);
    await requireRoleUnderLock(trx, scope, callerId, "admin", "cancel invitations");
    const result = await trx
      .deleteFrom("workspace_invitations")
      .where("id", "=", id)
      .where("workspace_id", "=", scope.id)
      .where("accepted_at", "is", null)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  });
}

/**
 * Whether the invitation's workspace (`w`) still has its owner in it. An owner
 * who leaves a workspace nobody else is in takes its open invitations away
 * (membership-changes.ts); an invitation left behind from before that is void
 * all the same, answered like a cancelled one: nobody joins a workspace
 * without its owner, on the plan of someone no longer there.
 */
function ownerIsIn(eb: ExpressionBuilder<Database & { w: Database["workspaces"] }, "w">) {
  return eb.exists(
    eb
      .selectFrom("workspace_members as om")
      .select("om.user_id")
      .whereRef("om.workspace_id", "=", "w.id")
      .whereRef("om.user_id", "=", "w.owner_id"),
  );
}

/** What the join page shows before accepting. */
export interface InvitationPreview {
  workspace_name: string;
  invited_by: string | null;
  email: string;
  role: "admin" | "member";
  expires_at: Date;
  status: "pending" | "accepted" | "expired";
}

/** The invitation behind a token, or undefined for an unknown one. */
export async function previewInvitation(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<InvitationPreview | undefined> {
  const row = await db
    .selectFrom("workspace_invitations as i")
    .innerJoin("workspaces as w", "w.id", "i.workspace_id")
    .leftJoin("users as u", "u.id", "i.invited_by")
    .select([
      "w.name as workspace_name",
      "u.full_name as invited_by",
      "i.email",
      "i.role",
      "i.expires_at",
      "i.accepted_at",
    ])
    .where("i.token_hash", "=", hashToken(token))
    .where(ownerIsIn)
    .executeTakeFirst();
  if (!row) return undefined;
  const { accepted_at, ...rest } = row;
  return { ...rest, status: accepted_at ? "accepted" : new Date(row.expires_at) <= now ? "expired" : "pending" };
}

/**
 * The signed-in `user` joins the workspace of the invitation `token` with
 * its role: they leave their current workspace (their own work stays in
 * their personal workspace, which they get back if they leave the team).
 * The invitation must be open and addressed to the user's e-mail; an owner
 * whose workspace has other people must transfer it first; the seats must
 * not be full. Accepting an invitation to the workspace one is already in
 * changes nothing. Returns the workspace id.
 */
export async function acceptInvitation(
  db: Kysely<Database>,
  token: string,
  user: { id: string; email: string; full_name: string },
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom("workspace_invitations")
      .select(["id", "workspace_id"])
      .where("token_hash", "=", hashToken(token))
      .executeTakeFirst();
    if (!found) throw errors.notFound("Invitation");
    await lockWorkspace(trx, found.workspace_id);
    const { owner_id } = await trx
      .selectFrom("workspaces")
      .select("owner_id")
      .where("id", "=", found.workspace_id)
      .executeTakeFirstOrThrow();
    // the membership read below is then the one in force: no other change of it can be half-way;
    // nor of the owner's, who may be joining another team and leaving this workspace (and its invitations)
    await lockPeople(trx, [user.id, owner_id]);
    // read again under the locks: another acceptance or a cancel may have ended it meanwhile
    const invitation = await trx
      .selectFrom("workspace_invitations")
      .selectAll()
      .where("id", "=", found.id)
      .forUpdate()
      .executeTakeFirst();
    if (!invitation) throw errors.notFound("Invitation");
    if (invitation.accepted_at) throw errors.invitationUsed();
    if (new Date(invitation.expires_at) <= new Date()) throw errors.invitationExpired();
    if (invitation.email !== user.email) throw errors.invitationEmailMismatch(invitation.email, user.email);
    // the owner left it meanwhile (ownerIsIn): the invitation went with them
    if ((await roleIn(trx, invitation.workspace_id, owner_id)) === undefined) throw errors.notFound("Invitation");
    const current = await trx
      .selectFrom("workspace_members")
      .selectAll()
      .where("user_id", "=", user.id)
      .executeTakeFirst();
    if (current?.workspace_id === invitation.workspace_id) {
      await trx
        .updateTable("workspace_invitations")
        .set({ accepted_at: new Date() })
        .where("id", "=", invitation.id)
        .execute();
      return invitation.workspace_id;
    }
    const owner = await trx
      .selectFrom("workspaces as w")
      .innerJoin("users as o", "o.id", "w.owner_id")
      .select(["o.subscription_tier", "w.name"])
      .where("w.id", "=", invitation.workspace_id)
      .executeTakeFirstOrThrow();
    const plan = await workspacePlan(trx, owner.subscription_tier);
    const taken = await seatsTaken(trx, invitation.workspace_id);
    // this invitation is one of the open ones already counted; the invitee is told what they can do
    if (taken.members >= plan.seats) throw errors.noSeatToJoin(oneLine(owner.name), plan.name);
    if (current) await moveOut(trx, current, { toOwnWorkspace: false });
    await trx
      .insertInto("workspace_members")
      .values({ user_id: user.id, workspace_id: invitation.workspace_id, role: invitation.role })
      .execute();
    await trx
      .updateTable("workspace_invitations")
      .set({ accepted_at: new Date() })
      .where("id", "=", invitation.id)
      .execute();
    return invitation.workspace_id;
  });
}
