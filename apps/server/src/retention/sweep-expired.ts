import type { FastifyBaseLogger } from "fastify";
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import type { FileStore } from "../storage/index.js";
import { expireBatch } from "./expire-batch.js";
import { expireExtraction } from "./expire-extraction.js";

/** What one sweep did. */
export interface SweepResult {
  /** Extractions this sweep marked expired (those of expired batches included; not those another process marked first). */
  extractions: number;
  batches: number;
  /** Webhook deliveries (with their tries) this sweep deleted from the delivery log. */
  webhookDeliveries: number;
  /** Items whose files could not be deleted (e.g. storage unreachable); the next sweep tries again. */
  failures: number;
}

export interface SweepDeps {
  db: Kysely<Database>;
  storage: FileStore;
  log: FastifyBaseLogger;
  /** An extraction still "processing" this long after its start cannot be running any more. */
  extractionTimeoutMs: number;
  /** A settled webhook delivery older than this many days leaves the delivery log (WEBHOOK_LOG_DAYS); unset keeps them. */
  webhookLogDays?: number;
}

/** Candidates per query: bounded memory however much expired at once. */
const PAGE = 200;

/**
 * Deletes the files and results of every extraction and batch past its
 * `expires_at` and marks them expired; batches first, so their files'
 * extraction rows go with them. Items still running are skipped. One item
 * failing (storage down) is logged and left for the next sweep.
 */
export async function sweepExpired(deps: SweepDeps): Promise<SweepResult> {
  const { db, storage, log } = deps;
  const result: SweepResult = { extractions: 0, batches: 0, webhookDeliveries: 0, failures: 0 };

  for await (const id of pagedIds((after) =>
    db
      .selectFrom("batches")
      .select("id")
      .where("expires_at", "<=", sql<Date>`now()`)
      .where("expired_at", "is", null)
      .where("status", "not in", ["pending", "processing"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(PAGE)
      .execute(),
  )) {
    try {
      const done = await expireBatch(db, storage, id);
      if (done.marked) result.batches++;
      result.extractions += done.extractions;
    } catch (error) {
      result.failures++;
      log.warn({ err: error, batchId: id }, "retention: could not expire a batch; the next sweep tries again");
    }
  }

  const deadBefore = sql<Date>`now() - make_interval(secs => ${Math.ceil(deps.extractionTimeoutMs / 1000) + 60})`;
  for await (const id of pagedIds((after) =>
    db
      .selectFrom("extractions")
      .select("id")
      .where("expires_at", "<=", sql<Date>`now()`)
      .where("expired_at", "is", null)
      .where((eb) => eb.or([eb("status", "!=", "processing"), eb("created_at", "<", deadBefore)]))
      .where("id", ">", after)
      .orderBy("id")
      .limit(PAGE)
      .execute(),
  )) {
    try {
      if (await expireExtraction(db, storage, id)) result.extractions++;
    } catch (error) {
      result.failures++;
      log.warn(
        { err: error, extractionId: id },
        "retention: could not expire an extraction; the next sweep tries again",
      );
    }
  }

  if (deps.webhookLogDays !== undefined) result.webhookDeliveries = await sweepWebhookLog(db, deps.webhookLogDays);
  return result;
}

/**
 * Deletes settled webhook deliveries created more than `days` ago, their tries
 * with them (docs/api.md, Deliveries). A pending one stays until its last try,
 * so a retry never finds its delivery gone. Batched, so one sweep's deletes stay small.
 */
async function sweepWebhookLog(db: Kysely<Database>, days: number): Promise<number> {
  let deleted = 0;
  for (;;) {
    const old = db
      .selectFrom("webhook_deliveries")
      .select("id")
      .where("created_at", "<", sql<Date>`now() - make_interval(days => ${days})`)
      .where("status", "!=", "pending")
      .limit(PAGE * 5);
    const rows = await db.deleteFrom("webhook_deliveries").where("id", "in", old).returning("id").execute();
    deleted += rows.length;
    if (rows.length < PAGE * 5) return deleted;
  }
}

/** Ids page by page in id order (keyset), so an item left behind by a failure is not fetched again in the same sweep. */
async function* pagedIds(page: (after: string) => Promise<{ id: string }[]>): AsyncGenerator<string> {
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const rows = await page(after);
    for (const row of rows) yield row.id;
    if (rows.length < PAGE) return;
    after = rows.at(-1)!.id;
  }
}
