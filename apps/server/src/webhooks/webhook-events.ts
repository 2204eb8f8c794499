/** The events an endpoint can subscribe to (docs/api.md, Webhooks). */
export const WEBHOOK_EVENTS = [
  "extraction.completed",
  "extraction.failed",
  "batch.completed",
  "batch.failed",
  "batch.cancelled",
] as const;

/** One of WEBHOOK_EVENTS. */
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The event "send test event" delivers; never subscribed to, sent only on request. */
export const TEST_EVENT = "webhook.test";

/** Whether `name` is a subscribable event. */
export function isWebhookEvent(name: string): name is WebhookEvent {
  return (WEBHOOK_EVENTS as readonly string[]).includes(name);
}
