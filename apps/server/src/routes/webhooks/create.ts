import { Type } from "@fastify/type-provider-typebox";
import { requireUser } from "../../auth/authenticate.js";
import type { RouteModule } from "../../context.js";
import { errors } from "../../errors/index.js";
import { findPlan } from "../../plans/plans-repository.js";
import { insertUnderCap, type WorkspaceCap } from "../../workspaces/index.js";
import { checkEndpointUrl } from "../../webhooks/endpoint-url.js";
import { newWebhookSecret } from "../../webhooks/signature.js";
import { countWebhooks, insertWebhook, MAX_WEBHOOKS_PER_WORKSPACE } from "../../webhooks/webhooks-repository.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { descriptionFromBody, eventsFromBody } from "./webhook-input.js";
import { requireWebhookAdmin, webhookOwnerOf } from "./webhook-owner.js";
import { CreateWebhookBody, presentWebhook, WebhookSchema } from "./webhook-schemas.js";
import { refuseUnknownFields } from "../known-fields.js";

/** POST /webhooks: registers an endpoint and shows its signing secret this once. */
export const createWebhookRoute: RouteModule = (app, ctx) => {
  app.post(
    "/webhooks",
    {
      preHandler: requireUser(ctx.database.db),
      preValidation: refuseUnknownFields(CreateWebhookBody),
      schema: {
        tags: ["webhooks"],
        summary: "Register a webhook endpoint (the signing secret is in this answer only)",
        security: bearerSecurity,
        body: CreateWebhookBody,
        response: {
          201: Type.Intersect([
            WebhookSchema,
            Type.Object({
              secret: Type.String({ description: "whsec_...: signs every delivery; shown once, store it now" }),
            }),
          ]),
          ...errorResponses(400, 401, 403, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const owner = webhookOwnerOf(request);
      requireWebhookAdmin(owner, "register webhooks");
      const plan = await findPlan(ctx.database.db, owner.planId);
      if (!plan?.integrations) throw errors.integrationsPlanRequired(plan?.name ?? owner.planId);
      const events = eventsFromBody(request.body.events);
      const description = descriptionFromBody(request.body.description);
      const url = await checkEndpointUrl(request.body.url, ctx.config.webhooks.allowPrivate);
      const cap: WorkspaceCap = {
        workspaceId: owner.workspaceId,
        limit: MAX_WEBHOOKS_PER_WORKSPACE,
        count: (trx) => countWebhooks(trx, owner.workspaceId),
        refuse: () => errors.tooManyWebhooks(MAX_WEBHOOKS_PER_WORKSPACE),
        actor: { userId: owner.userId, adminAction: "register webhooks" },
      };
      const row = await insertUnderCap(ctx.database.db, cap, (trx) =>
        insertWebhook(trx, owner.workspaceId, owner.userId, { url, events, secret: newWebhookSecret(), description }),
      );
      return reply.status(201).send({ ...presentWebhook(row, "whole"), secret: row.secret });
    },
  );
};
