import { Type } from "@fastify/type-provider-typebox";
import { WEBHOOK_EVENTS } from "../../webhooks/webhook-events.js";
import type { WebhookRow } from "../../webhooks/webhooks-repository.js";

const EventName = Type.String({ description: `One of ${WEBHOOK_EVENTS.join(", ")}` });

/** An endpoint as the API shows it (never its secret). */
export const WebhookSchema = Type.Object({
  id: Type.String({ format: "uuid" }),
  url: Type.String({
    description:
      "Where deliveries go. Members who are not the owner or an admin see only its origin (`https://host/…`), since receivers often carry a secret in the path or query",
  }),
  events: Type.Array(EventName),
  description: Type.String(),
  enabled: Type.Boolean(),
  secret_hint: Type.String({ description: "The secret's last 4 characters, to tell secrets apart" }),
  created_at: Type.String({ format: "date-time" }),
  updated_at: Type.String({ format: "date-time" }),
});

/** POST /webhooks body. */
export const CreateWebhookBody = Type.Object(
  {
    url: Type.String({ description: "Where deliveries are POSTed: https:// (or http://) on a public address" }),
    events: Type.Array(EventName, { description: "The events to receive; at least one" }),
    description: Type.Optional(Type.String({ description: "A note for yourself, up to 200 characters" })),
  },
  { additionalProperties: false },
);

/** PATCH /webhooks/{id} body: any of the fields. */
export const UpdateWebhookBody = Type.Object(
  {
    url: Type.Optional(Type.String()),
    events: Type.Optional(Type.Array(EventName)),
    description: Type.Optional(Type.String()),
    enabled: Type.Optional(
      Type.Boolean({
        description: "false pauses deliveries without deleting the endpoint (test events are still delivered)",
        examples: [false],
      }),
    ),
  },
  { additionalProperties: false },
);

export const WebhookIdParams = Type.Object({ id: Type.String() });

/**
 * A stored endpoint as the API shows it: its whole address to the owner and
 * admins, only its origin to other members (docs/product.md, Webhooks).
 */
export function presentWebhook(row: WebhookRow, address: "whole" | "origin") {
  return {
    id: row.id,
    url: address === "whole" ? row.url : maskedEndpointUrl(row.url),
    events: row.events,
    description: row.description,
    enabled: row.enabled,
    secret_hint: row.secret.slice(-4),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * An endpoint's address without its path, query and fragment: enough for a member to tell endpoints apart, not
 * enough to post to a receiver whose address is its credential (a chat hook's token in the path, say).
 */
export function maskedEndpointUrl(url: string): string {
  const parsed = new URL(url);
  const hidden = parsed.pathname !== "/" || parsed.search !== "" || parsed.hash !== "";
  return `${parsed.origin}/${hidden ? "…" : ""}`;
}
