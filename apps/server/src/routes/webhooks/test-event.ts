import { Type } from "@fastify/type-provider-typebox";
import { requireUser } from "../../auth/authenticate.js";
import type { RouteModule } from "../../context.js";
import { errors } from "../../errors/index.js";
import { findPlan } from "../../plans/plans-repository.js";
import { findWebhook } from "../../webhooks/webhooks-repository.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { requireWebhookAdmin, webhookOwnerOf } from "./webhook-owner.js";
import { WebhookIdParams } from "./webhook-schemas.js";

/**
 * POST /webhooks/{id}/test: queues a signed `webhook.test` delivery (retried like any other). A
 * paused endpoint gets it too: testing an endpoint before turning it on is what the button is for
 * (docs/api.md, Deliveries). The answer says when the endpoint is paused, so the caller can tell
 * the user that this test arrives while the endpoint's real events do not until it is resumed.
 */
export const testWebhookRoute: RouteModule = (app, ctx) => {
  app.post(
    "/webhooks/:id/test",
    {
      preHandler: requireUser(ctx.database.db),
      schema: {
        tags: ["webhooks"],
        summary: "Send a test event to a webhook endpoint",
        security: bearerSecurity,
        params: WebhookIdParams,
        response: {
          202: Type.Object({
            delivery_id: Type.String({ format: "uuid" }),
            event: Type.String(),
            endpoint_paused: Type.Boolean({
              description:
                "The endpoint is paused: the test event is delivered all the same, other events only once it is resumed",
            }),
          }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const owner = webhookOwnerOf(request);
      const webhook = await findWebhook(ctx.database.db, owner.workspaceId, request.params.id);
      if (!webhook) throw errors.webhookNotFound();
      requireWebhookAdmin(owner, "send test events");
      const plan = await findPlan(ctx.database.db, owner.planId);
      if (!plan?.integrations) throw errors.integrationsPlanRequired(plan?.name ?? owner.planId);
      const deliveryId = await ctx.webhooks.sendTest(webhook);
      return reply
        .status(202)
        .send({ delivery_id: deliveryId, event: "webhook.test", endpoint_paused: !webhook.enabled });
    },
  );
};
