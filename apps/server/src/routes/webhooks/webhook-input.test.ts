import { describe, expect, it } from "vitest";
import { AppError } from "../../errors/index.js";
import { WEBHOOK_EVENTS } from "../../webhooks/webhook-events.js";
import { eventsFromBody } from "./webhook-input.js";

const refusal = (events: string[]) => {
  try {
    eventsFromBody(events);
  } catch (error) {
    return error as AppError;
  }
  throw new Error("not refused");
};

describe("eventsFromBody", () => {
  it("keeps known events once, in the canonical order", () => {
    const [first, second] = WEBHOOK_EVENTS;
    expect(eventsFromBody([second!, first!, second!])).toEqual([first, second]);
  });

  it("names a few unknown events, each cut short, instead of echoing a huge list back", () => {
    const made = Array.from({ length: 1000 }, (_, i) => `made.up.${i}.${"x".repeat(200)}`);
    const error = refusal(made);
    expect(error.code).toBe("invalid_webhook_events");
    expect(error.message).toContain("and 997 more");
    expect(error.message.length).toBeLessThan(400);
    expect(refusal(["a.b", "a.b"]).message).toMatch(/^Unknown event\(s\): a\.b\. Choose from /);
  });
});
