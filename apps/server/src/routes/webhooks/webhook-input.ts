import { errors } from "../../errors/index.js";
import { isWebhookEvent, WEBHOOK_EVENTS } from "../../webhooks/webhook-events.js";

/** The event list of a request: known names, at least one, each once (in the canonical order). */
export function eventsFromBody(events: string[]): string[] {
  const unknown = [...new Set(events.filter((e) => !isWebhookEvent(e)))];
  if (unknown.length)
    throw errors.invalidWebhookEvents(`Unknown event(s): ${named(unknown)}. Choose from ${WEBHOOK_EVENTS.join(", ")}`);
  if (events.length === 0) throw errors.invalidWebhookEvents(`Choose at least one event: ${WEBHOOK_EVENTS.join(", ")}`);
  return WEBHOOK_EVENTS.filter((e) => events.includes(e));
}

/** A description: trimmed, at most 200 characters. */
export function descriptionFromBody(description: string | undefined): string {
  const text = (description ?? "").trim();
  if (text.length > 200) throw errors.validation("description must be at most 200 characters");
  return text;
}

/** The first few names, each cut short, and how many more: a body of a thousand made-up names is not echoed back whole. */
function named(names: string[], shown = 3, length = 40): string {
  const cut = names.slice(0, shown).map((n) => (n.length > length ? `${n.slice(0, length)}…` : n));
  return names.length > shown ? `${cut.join(", ")} and ${names.length - shown} more` : cut.join(", ");
}
