import { Type } from "@fastify/type-provider-typebox";
import { requireUser } from "../../auth/authenticate.js";
import type { RouteModule } from "../../context.js";
import { errors } from "../../errors/index.js";
import { listDeliveries } from "../../webhooks/deliveries-repository.js";
import { findWebhook } from "../../webhooks/webhooks-repository.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { requireWebhookAdmin, webhookOwnerOf } from "./webhook-owner.js";
import { WebhookIdParams } from "./webhook-schemas.js";

const TrySchema = Type.Object({
  attempt: Type.Integer({ description: "1 for the first try" }),
  status_code: Type.Union([Type.Integer(), Type.Null()], {
    description: "The endpoint's HTTP status; null when no answer came",
  }),
  duration_ms: Type.Integer(),
  error: Type.Union([Type.String(), Type.Null()], {
    description: "Why no answer came (time limit, connection refused, address not allowed)",
  }),
  started_at: Type.String({ format: "date-time" }),
});

const DeliverySchema = Type.Object({
  id: Type.String({ format: "uuid", description: "The Pdftab-Delivery header of every try" }),
  event: Type.String(),
  status: Type.Union([Type.Literal("pending"), Type.Literal("succeeded"), Type.Literal("failed")]),
  attempts: Type.Integer(),
  next_attempt_at: Type.Union([Type.String({ format: "date-time" }), Type.Null()], {
    description: "When the next try is due (pending only)",
  }),
  created_at: Type.String({ format: "date-time" }),
  completed_at: Type.Union([Type.String({ format: "date-time" }), Type.Null()]),
  body: Type.String({ description: "The exact JSON body every try sent" }),
  tries: Type.Array(TrySchema),
  given_up_because: Type.Union([Type.String(), Type.Null()], {
    description:
      "Why a failed delivery was given up before its tries ran out, which its tries cannot say: a newer test event replaced it, or its endpoint was paused; null otherwise",
  }),
});

/**
 * Why a delivery ended failed when its tries do not say it: the reason it was settled with
 * (deliveries-repository.ts, abandonDelivery and abandonPendingOf) when that is not its last try's
 * own error. Without it the log showed "failed" after 2 of 6 tries, or with none, and no reason.
 */
function givenUpBecause(d: { status: string; last_error: string | null; tries: { error: string | null }[] }) {
  if (d.status !== "failed" || d.last_error === null) return null;
  return d.last_error === (d.tries.at(-1)?.error ?? null) ? null : d.last_error;
}

const DeliveriesQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })) });

/** GET /webhooks/{id}/deliveries: the latest deliveries, each try with its status code and duration. */
export const webhookDeliveriesRoute: RouteModule = (app, ctx) => {
  app.get(
    "/webhooks/:id/deliveries",
    {
      preHandler: requireUser(ctx.database.db),
      schema: {
        tags: ["webhooks"],
        summary: "The delivery log of a webhook endpoint, newest first",
        security: bearerSecurity,
        params: WebhookIdParams,
        querystring: DeliveriesQuery,
        response: {
          200: Type.Object({ deliveries: Type.Array(DeliverySchema) }),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request) => {
      const owner = webhookOwnerOf(request);
      const webhook = await findWebhook(ctx.database.db, owner.workspaceId, request.params.id);
      if (!webhook) throw errors.webhookNotFound();
      requireWebhookAdmin(owner, "read webhook delivery logs");
      const rows = await listDeliveries(ctx.database.db, webhook.id, request.query.limit ?? 50);
      return {
        deliveries: rows.map((d) => ({
          id: d.id,
          event: d.event,
          status: d.status,
          attempts: d.attempts,
          next_attempt_at: d.status === "pending" ? (d.next_attempt_at?.toISOString() ?? null) : null,
          created_at: d.created_at.toISOString(),
          completed_at: d.completed_at?.toISOString() ?? null,
          body: d.body,
          tries: d.tries.map((t) => ({
            attempt: t.attempt,
            status_code: t.status_code,
            duration_ms: t.duration_ms,
            error: t.error,
            started_at: t.started_at.toISOString(),
          })),
          given_up_because: givenUpBecause(d),
        })),
      };
    },
  );
};
