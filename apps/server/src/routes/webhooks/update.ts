import { requireUser } from "../../auth/authenticate.js";
import type { RouteModule } from "../../context.js";
import { errors } from "../../errors/index.js";
import { findPlan } from "../../plans/plans-repository.js";
import { checkEndpointUrl } from "../../webhooks/endpoint-url.js";
import { findWebhook, updateWebhook } from "../../webhooks/webhooks-repository.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { descriptionFromBody, eventsFromBody } from "./webhook-input.js";
import { asAdminUnderLock } from "../../workspaces/team-rules.js";
import { requireWebhookAdmin, scopeOf, webhookOwnerOf } from "./webhook-owner.js";
import { presentWebhook, UpdateWebhookBody, WebhookIdParams, WebhookSchema } from "./webhook-schemas.js";
import { refuseUnknownFields } from "../known-fields.js";

/** PATCH /webhooks/{id}: changes URL, events, description or pauses it; the secret stays. */
export const updateWebhookRoute: RouteModule = (app, ctx) => {
  app.patch(
    "/webhooks/:id",
    {
      preHandler: requireUser(ctx.database.db),
      preValidation: refuseUnknownFields(UpdateWebhookBody),
      schema: {
        tags: ["webhooks"],
        summary: "Change a webhook endpoint (URL, events, description, enabled)",
        security: bearerSecurity,
        params: WebhookIdParams,
        body: UpdateWebhookBody,
        response: { 200: WebhookSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const owner = webhookOwnerOf(request);
      const { db } = ctx.database;
      // another workspace's id is 404 before the role or the body is looked at
      if (!(await findWebhook(db, owner.workspaceId, request.params.id))) throw errors.webhookNotFound();
      requireWebhookAdmin(owner, "change webhooks");
      const plan = await findPlan(db, owner.planId);
      if (!plan?.integrations) throw errors.integrationsPlanRequired(plan?.name ?? owner.planId);
      const body = request.body;
      const changes = {
        ...(body.events === undefined ? {} : { events: eventsFromBody(body.events) }),
        ...(body.description === undefined ? {} : { description: descriptionFromBody(body.description) }),
        ...(body.enabled === undefined ? {} : { enabled: body.enabled }),
        ...(body.url === undefined ? {} : { url: await checkEndpointUrl(body.url, ctx.config.webhooks.allowPrivate) }),
      };
      const row = await asAdminUnderLock(db, scopeOf(owner), owner.userId, "change webhooks", (trx) =>
        updateWebhook(trx, owner.workspaceId, request.params.id, changes),
      );
      if (!row) throw errors.webhookNotFound();
      return presentWebhook(row, "whole");
    },
  );
};
