import { Type } from "@fastify/type-provider-typebox";
import { requireUser } from "../../auth/authenticate.js";
import type { RouteModule } from "../../context.js";
import { errors } from "../../errors/index.js";
import { findWebhook, listWebhooks } from "../../webhooks/webhooks-repository.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { isAdmin } from "../../workspaces/team-rules.js";
import { scopeOf, webhookOwnerOf, type WebhookOwner } from "./webhook-owner.js";
import { presentWebhook, WebhookIdParams, WebhookSchema } from "./webhook-schemas.js";

/**
 * GET /webhooks and GET /webhooks/{id}: open on every plan, so a downgraded
 * workspace can still see and remove its endpoints, and to every member (no
 * secret is ever shown here; members below admin see only each address's origin).
 */
export const readWebhooksRoutes: RouteModule = (app, ctx) => {
  app.get(
    "/webhooks",
    {
      preHandler: requireUser(ctx.database.db),
      schema: {
        tags: ["webhooks"],
        summary: "List your workspace's webhook endpoints, oldest first (every member may read them)",
        security: bearerSecurity,
        response: { 200: Type.Object({ webhooks: Type.Array(WebhookSchema) }), ...errorResponses(401) },
      },
    },
    async (request) => {
      const owner = webhookOwnerOf(request);
      const address = addressShownTo(owner);
      return {
        webhooks: (await listWebhooks(ctx.database.db, owner.workspaceId)).map((row) => presentWebhook(row, address)),
      };
    },
  );

  app.get(
    "/webhooks/:id",
    {
      preHandler: requireUser(ctx.database.db),
      schema: {
        tags: ["webhooks"],
        summary: "One of your workspace's webhook endpoints",
        security: bearerSecurity,
        params: WebhookIdParams,
        response: { 200: WebhookSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const owner = webhookOwnerOf(request);
      const row = await findWebhook(ctx.database.db, owner.workspaceId, request.params.id);
      if (!row) throw errors.webhookNotFound();
      return presentWebhook(row, addressShownTo(owner));
    },
  );
};

/** The owner and admins manage endpoints and see their whole address; other members see its origin. */
function addressShownTo(owner: WebhookOwner): "whole" | "origin" {
  return isAdmin(scopeOf(owner)) ? "whole" : "origin";
}
