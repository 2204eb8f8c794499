import { errors } from "../../errors/index.js";
import { isWebhookEvent, WEBHOOK_EVENTS } from "../../webhooks/webhook-events.js";

/** The event list of a request: known names, at least one, each once (in the canonical order). */
export function eventsFromBody(events: string[]): string[] {
  const unknown = events.filter((e) => !isWebhookEvent(e));
  if (unknown.length)
    throw errors.invalidWebhookEvents(
      `Unknown event(s): ${unknown.join(", ")}. Choose from ${WEBHOOK_EVENTS.join(", ")}`,
    );
  if (events.length === 0) throw errors.invalidWebhookEvents(`Choose at least one event: ${WEBHOOK_EVENTS.join(", ")}`);
  return WEBHOOK_EVENTS.filter((e) => events.includes(e));
}

/** A description: trimmed, at most 200 characters. */
export function descriptionFromBody(description: string | undefined): string {
  const text = (description ?? "").trim();
  if (text.length > 200) throw errors.validation("description must be at most 200 characters");
  return text;
}
