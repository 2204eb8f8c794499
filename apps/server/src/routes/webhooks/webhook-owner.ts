import type { FastifyRequest } from "fastify";
import { signedInUser } from "../../auth/authenticate.js";

/** Whose webhooks a request manages, and the plan that decides whether webhooks are allowed. */
export interface WebhookOwner {
  /** The `webhooks.user_id` the request reads and writes. */
  id: string;
  /** Plan id of the owner (`plans.id`). */
  planId: string;
}

/**
 * The one place that decides who owns the webhooks a request manages: today
 * the signed-in user (session or API key). When accounts share a workspace,
 * this answers the workspace (and refuses members who may not manage it);
 * every webhook route goes through here.
 */
export function webhookOwnerOf(request: FastifyRequest): WebhookOwner {
  const user = signedInUser(request);
  return { id: user.id, planId: user.subscription_tier };
}
