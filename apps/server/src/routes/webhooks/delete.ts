import { Type } from "@fastify/type-provider-typebox";
import { requireUser } from "../../auth/authenticate.js";
import type { RouteModule } from "../../context.js";
import { errors } from "../../errors/index.js";
import { deleteWebhook, findWebhook } from "../../webhooks/webhooks-repository.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { asAdminUnderLock } from "../../workspaces/team-rules.js";
import { requireWebhookAdmin, scopeOf, webhookOwnerOf } from "./webhook-owner.js";
import { WebhookIdParams } from "./webhook-schemas.js";

/** DELETE /webhooks/{id}: the endpoint and its delivery log go; tries still queued find nothing to send. */
export const deleteWebhookRoute: RouteModule = (app, ctx) => {
  app.delete(
    "/webhooks/:id",
    {
      preHandler: requireUser(ctx.database.db),
      schema: {
        tags: ["webhooks"],
        summary: "Delete a webhook endpoint and its delivery log",
        security: bearerSecurity,
        params: WebhookIdParams,
        response: {
          200: Type.Object({ success: Type.Boolean(), id: Type.String() }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      const owner = webhookOwnerOf(request);
      // another workspace's id is 404 before the role is looked at
      if (!(await findWebhook(ctx.database.db, owner.workspaceId, request.params.id))) throw errors.webhookNotFound();
      requireWebhookAdmin(owner, "delete webhooks");
      const deleted = await asAdminUnderLock(ctx.database.db, scopeOf(owner), owner.userId, "delete webhooks", (trx) =>
        deleteWebhook(trx, owner.workspaceId, request.params.id),
      );
      if (!deleted) throw errors.webhookNotFound();
      return { success: true, id: request.params.id };
    },
  );
};
