import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import type { TryResult } from "./post-webhook.js";

/** Inserts a pending delivery with a body already made (its id is in the body, so the caller picks it). */
export async function insertDelivery(
  db: Kysely<Database>,
  d: { id: string; webhookId: string; event: string; body: string },
): Promise<void> {
  await db
    .insertInto("webhook_deliveries")
    .values({
      id: d.id,
      webhook_id: d.webhookId,
      event: d.event,
      body: d.body,
      status: "pending",
      next_attempt_at: sql<Date>`now()`,
    })
    .execute();
}

/** A delivery with what its next try needs (endpoint URL and secret), or undefined once it or its endpoint is gone. */
export async function deliveryToTry(db: Kysely<Database>, id: string) {
  return db
    .selectFrom("webhook_deliveries as d")
    .innerJoin("webhooks as w", "w.id", "d.webhook_id")
    .select(["d.id", "d.event", "d.body", "d.status", "d.attempts", "w.url", "w.secret", "w.enabled", "w.workspace_id"])
    .where("d.id", "=", id)
    .executeTakeFirst();
}

/**
 * Logs try number `attempt` and moves the delivery on: succeeded on a 2xx,
 * failed when it was the last try, else pending until `nextInSeconds`.
 * Answers false when the delivery was no longer pending (a newer test event replaced it while
 * this try was under way): the try is logged, but the delivery stays as it was settled.
 */
export async function recordTry(
  db: Kysely<Database>,
  deliveryId: string,
  attempt: number,
  startedAt: Date,
  result: TryResult,
  outcome: { status: "succeeded" | "failed" } | { status: "pending"; nextInSeconds: number },
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    await tx
      .insertInto("webhook_attempts")
      .values({
        delivery_id: deliveryId,
        attempt,
        status_code: result.statusCode,
        duration_ms: result.durationMs,
        error: result.error,
        started_at: startedAt,
      })
      .execute();
    const updated = await tx
      .updateTable("webhook_deliveries")
      .set({
        attempts: attempt,
        status: outcome.status,
        last_status_code: result.statusCode,
        last_error: result.error,
        next_attempt_at:
          outcome.status === "pending" ? sql<Date>`now() + make_interval(secs => ${outcome.nextInSeconds})` : null,
        completed_at: outcome.status === "pending" ? null : sql<Date>`now()`,
      })
      .where("id", "=", deliveryId)
      .where("status", "=", "pending")
      .executeTakeFirst();
    return updated.numUpdatedRows > 0n;
  });
}

/** Gives up on a delivery without trying (its endpoint was paused). */
export async function abandonDelivery(db: Kysely<Database>, deliveryId: string, reason: string): Promise<void> {
  await db
    .updateTable("webhook_deliveries")
    .set({ status: "failed", last_error: reason, next_attempt_at: null, completed_at: sql<Date>`now()` })
    .where("id", "=", deliveryId)
    .where("status", "=", "pending")
    .execute();
}

/**
 * Settles an endpoint's pending deliveries of `event` as failed with `reason` (the tries queued
 * for them then end without a request: tryDelivery skips deliveries that are not pending).
 */
export async function abandonPendingOf(
  db: Kysely<Database>,
  webhookId: string,
  event: string,
  reason: string,
): Promise<void> {
  await db
    .updateTable("webhook_deliveries")
    .set({ status: "failed", last_error: reason, next_attempt_at: null, completed_at: sql<Date>`now()` })
    .where("webhook_id", "=", webhookId)
    .where("event", "=", event)
    .where("status", "=", "pending")
    .execute();
}

/** The latest deliveries of one endpoint (newest first), each with its tries in order. */
export async function listDeliveries(db: Kysely<Database>, webhookId: string, limit: number) {
  const deliveries = await db
    .selectFrom("webhook_deliveries")
    .selectAll()
    .where("webhook_id", "=", webhookId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
  if (deliveries.length === 0) return [];
  const attempts = await db
    .selectFrom("webhook_attempts")
    .selectAll()
    .where(
      "delivery_id",
      "in",
      deliveries.map((d) => d.id),
    )
    .orderBy("attempt")
    .execute();
  return deliveries.map((d) => ({ ...d, tries: attempts.filter((a) => a.delivery_id === d.id) }));
}

/** Whether any delivery still waits for a try (a starting process then starts the queue). */
export async function hasPendingDeliveries(db: Kysely<Database>): Promise<boolean> {
  return (
    (await db
      .selectFrom("webhook_deliveries")
      .select("id")
      .where("status", "=", "pending")
      .limit(1)
      .executeTakeFirst()) !== undefined
  );
}
