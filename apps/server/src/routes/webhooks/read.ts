import { Type } from "@fastify/type-provider-typebox";
import { requireUser } from "../../auth/authenticate.js";
import type { RouteModule } from "../../context.js";
import { errors } from "../../errors/index.js";
import { findWebhook, listWebhooks } from "../../webhooks/webhooks-repository.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { webhookOwnerOf } from "./webhook-owner.js";
import { presentWebhook, WebhookIdParams, WebhookSchema } from "./webhook-schemas.js";

/**
 * GET /webhooks and GET /webhooks/{id}: open on every plan, so a downgraded
 * workspace can still see and remove its endpoints, and to every member (no
 * secret is ever shown here).
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
    async (request) => ({
      webhooks: (await listWebhooks(ctx.database.db, webhookOwnerOf(request).workspaceId)).map(presentWebhook),
    }),
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
      const row = await findWebhook(ctx.database.db, webhookOwnerOf(request).workspaceId, request.params.id);
      if (!row) throw errors.webhookNotFound();
      return presentWebhook(row);
    },
  );
};
