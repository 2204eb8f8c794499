import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { listPendingInvitations } from "../../workspaces/invitations.js";
import { isAdmin, workspacePlan } from "../../workspaces/team-rules.js";
import { listMembers } from "../../workspaces/members.js";
import { requestWorkspace } from "../../workspaces/index.js";
import { workspaceBrand } from "../../workspaces/workspace-brand.js";

/** The caller's workspace as GET /workspace answers it; `instanceName` is BRAND_NAME (the brand's name until the workspace has one). */
export async function workspaceView(db: Kysely<Database>, request: FastifyRequest, instanceName: string) {
  const workspace = requestWorkspace(request);
  const plan = await workspacePlan(db, workspace.planId);
  return {
    id: workspace.id,
    name: workspace.name,
    plan: plan.id,
    seats: plan.seats,
    role: workspace.role,
    brand: await workspaceBrand(db, workspace, instanceName),
    members: (await listMembers(db, workspace.id)).map((m) => ({
      ...m,
      joined_at: new Date(m.joined_at).toISOString(),
    })),
    invitations: isAdmin(workspace)
      ? (await listPendingInvitations(db, workspace.id)).map((i) => ({
          ...i,
          created_at: new Date(i.created_at).toISOString(),
          expires_at: new Date(i.expires_at).toISOString(),
        }))
      : [],
  };
}
