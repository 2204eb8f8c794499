import type { FastifyRequest } from "fastify";
import { signedInUser } from "../../auth/authenticate.js";
import type { WorkspaceRole } from "../../db/schema.js";
import { requestWorkspace, type WorkspaceScope } from "../../workspaces/index.js";
import { requireAdmin } from "../../workspaces/team-rules.js";

/** Whose webhooks a request manages, and the plan that decides whether webhooks are allowed. */
export interface WebhookOwner {
  /** The workspace whose endpoints the request reads and writes (`webhooks.workspace_id`). */
  workspaceId: string;
  /** Who asks: recorded as the registrant of a new endpoint. */
  userId: string;
  /** The caller's role in the workspace. */
  role: WorkspaceRole;
  /** Plan id of the workspace (its owner's plan). */
  planId: string;
}

/**
 * The one place that decides who owns the webhooks a request manages: the
 * workspace the caller acts in (session or API key), so another workspace's
 * endpoint is never found (404). Every webhook route goes through here.
 */
export function webhookOwnerOf(request: FastifyRequest): WebhookOwner {
  const user = signedInUser(request);
  const workspace = requestWorkspace(request);
  return { workspaceId: workspace.id, userId: user.id, role: workspace.role, planId: workspace.planId };
}

/**
 * Throws 403 `workspace_role_required` unless the caller is the workspace's
 * owner or an admin: only they register, change, delete and test endpoints
 * and read delivery logs (docs/product.md, Webhooks).
 */
export function requireWebhookAdmin(owner: WebhookOwner, action: string): void {
  requireAdmin(scopeOf(owner), action);
}

/** The workspace scope the team rules read, as a webhook request sees it. */
export function scopeOf(owner: WebhookOwner): WorkspaceScope {
  return { id: owner.workspaceId, name: "", ownerId: "", role: owner.role, planId: owner.planId };
}
