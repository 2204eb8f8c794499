import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { sql } from "kysely";
import type { WebhookSettings } from "../config/index.js";
import type { DatabaseHandle } from "../db/index.js";
import { findPlan } from "../plans/plans-repository.js";
import * as deliveries from "./deliveries-repository.js";
import { batchData, deliveryBody, extractionData, type BatchEnd, type EventData } from "./event-bodies.js";
import { delivered, postWebhook } from "./post-webhook.js";
import { retryDelaySeconds } from "./retry-schedule.js";
import { signatureHeader } from "./signature.js";
import { TEST_EVENT, type WebhookEvent } from "./webhook-events.js";
import { WebhookQueue, type WebhookJob } from "./webhook-queue.js";
import { subscribers, type WebhookRow } from "./webhooks-repository.js";

/** The error code of a batch file stopped by its batch's cancel (docs/api.md, Batches). */
const CANCELLED = "cancelled";

export interface WebhookServiceDeps {
  database: DatabaseHandle;
  settings: WebhookSettings;
  /** Base of the result URLs in event bodies: PUBLIC_URL + /api/v1. */
  apiBase: string;
  /** The instance's name (BRAND_NAME), in the test event's message. */
  productName?: string;
  log: FastifyBaseLogger;
}

/** How an extraction ended, as the extraction service reports it. */
export interface ExtractionEnded {
  id: string;
  /** The workspace the extraction belongs to: its endpoints are told, whoever of its members ran it. */
  workspaceId: string;
  /** True when a stored extraction was run again (POST /extractions/{id}/reextract). */
  reextraction?: boolean;
  filename: string;
  batchId: string | null;
  outcome: { ok: true; pageCount: number | null; tableCount: number } | { ok: false; code: string; message: string };
}

/** How long a delivery waits while its workspace has another try under way in the same process. */
const WORKSPACE_TURN_SECONDS = 1;

/**
 * Signed webhook deliveries: turns events into one delivery per subscribed
 * endpoint, queues each try on pg-boss, makes the try (signed POST, address
 * guard, time limit), logs it and queues the next with exponential backoff
 * until a 2xx or WEBHOOK_MAX_ATTEMPTS.
 */
export class WebhookService {
  readonly queue: WebhookQueue;
  /** Workspaces with a try under way in this process: each gets one at a time (`tryDelivery`). */
  private readonly trying = new Set<string>();

  constructor(private readonly deps: WebhookServiceDeps) {
    this.queue = new WebhookQueue(deps.database, {
      log: deps.log,
      workers: deps.settings.concurrency,
      handle: (job) => this.tryDelivery(job),
    });
  }

  /** Starts the queue at once when deliveries are waiting from before (else it starts with the first event). */
  async start(): Promise<void> {
    if (await deliveries.hasPendingDeliveries(this.deps.database.db)) await this.queue.start();
  }

  async stop(): Promise<void> {
    await this.queue.stop();
  }

  /**
   * Announces an extraction that ended to its workspace's endpoints. A batch
   * file stopped by its batch's cancel is not announced: a cancel is not a
   * failure, and `batch.cancelled` tells the receiver (docs/product.md,
   * Webhooks). Never throws (logs instead).
   */
  async extractionEnded(e: ExtractionEnded): Promise<void> {
    if (!e.outcome.ok && e.outcome.code === CANCELLED) return;
    const event: WebhookEvent = e.outcome.ok ? "extraction.completed" : "extraction.failed";
    const data = extractionData(this.deps.apiBase, {
      id: e.id,
      status: e.outcome.ok ? "completed" : "failed",
      filename: e.filename,
      batchId: e.batchId,
      pageCount: e.outcome.ok ? e.outcome.pageCount : null,
      tableCount: e.outcome.ok ? e.outcome.tableCount : 0,
      error: e.outcome.ok ? null : { code: e.outcome.code, message: e.outcome.message },
      reextraction: e.reextraction ?? false,
    });
    await this.emit(e.workspaceId, event, data);
  }

  /**
   * Announces a batch once every file is counted, or once it was cancelled
   * and no file of it still runs (so its counts are final): the first caller
   * to mark `announced_at` sends the event, so a batch is announced once even
   * when two processes count its last files. Never throws.
   */
  async batchMayHaveEnded(batchId: string): Promise<void> {
    try {
      const batch = await this.deps.database.db
        .updateTable("batches")
        .set({ announced_at: sql<Date>`now()` })
        .where("id", "=", batchId)
        .where((eb) =>
          eb.or([
            eb("status", "in", ["completed", "failed"]),
            eb.and([
              eb("status", "=", "cancelled"),
              eb.not(
                eb.exists(
                  eb
                    .selectFrom("batch_files as f")
                    .select("f.id")
                    .whereRef("f.batch_id", "=", "batches.id")
                    .where("f.status", "=", "processing"),
                ),
              ),
            ]),
          ]),
        )
        .where("announced_at", "is", null)
        .returning(["id", "workspace_id", "status", "total_files", "successful_files", "failed_files", "error"])
        .executeTakeFirst();
      if (!batch) return;
      const status = batch.status as BatchEnd;
      const data = batchData(this.deps.apiBase, {
        id: batch.id,
        status,
        totalFiles: batch.total_files,
        successfulFiles: batch.successful_files,
        failedFiles: batch.failed_files,
        error: batch.error,
      });
      await this.emit(batch.workspace_id, `batch.${status}`, data);
    } catch (error) {
      this.deps.log.error({ err: error, batchId }, "announcing a batch to webhooks failed");
    }
  }

  /**
   * Sends a `webhook.test` event to one endpoint now (paused endpoints too); answers the delivery id.
   * It replaces the endpoint's test events still pending: only the newest one is tried, so test
   * events asked for in a loop (nothing else limits them for a signed-in admin) cannot pile up
   * tries at a receiver, rows in the delivery log and jobs in the queue every workspace shares
   * (docs/security.md, Webhook test events).
   */
  async sendTest(webhook: WebhookRow): Promise<string> {
    await deliveries.abandonPendingOf(
      this.deps.database.db,
      webhook.id,
      TEST_EVENT,
      "Replaced by a newer test event to this endpoint",
    );
    return this.queueDelivery(webhook, TEST_EVENT, {
      object: "webhook",
      id: webhook.id,
      status: "test",
      message: `A test event sent from ${this.deps.productName ?? "pdftab"}`,
    });
  }

  /** One delivery per subscribed endpoint of a workspace whose plan (its owner's) includes webhooks. */
  private async emit(workspaceId: string, event: WebhookEvent, data: EventData): Promise<void> {
    try {
      const { db } = this.deps.database;
      const endpoints = await subscribers(db, workspaceId, event);
      if (endpoints.length === 0) return;
      const owner = await db
        .selectFrom("workspaces as w")
        .innerJoin("users as o", "o.id", "w.owner_id")
        .select("o.subscription_tier")
        .where("w.id", "=", workspaceId)
        .executeTakeFirst();
      const plan = owner && (await findPlan(db, owner.subscription_tier));
      if (!plan?.integrations) return;
      for (const endpoint of endpoints) await this.queueDelivery(endpoint, event, data);
    } catch (error) {
      this.deps.log.error({ err: error, event, workspaceId }, "queueing webhook deliveries failed");
    }
  }

  private async queueDelivery(endpoint: WebhookRow, event: string, data: EventData): Promise<string> {
    const id = randomUUID();
    await deliveries.insertDelivery(this.deps.database.db, {
      id,
      webhookId: endpoint.id,
      event,
      body: deliveryBody(id, event, data),
    });
    await this.queue.send(id);
    return id;
  }

  /** One try of a delivery (the queue's job): signed POST, logged, then done or the next try queued. */
  async tryDelivery(job: WebhookJob): Promise<void> {
    const { db } = this.deps.database;
    const delivery = await deliveries.deliveryToTry(db, job.deliveryId);
    if (!delivery || delivery.status !== "pending") return; // endpoint deleted, or already settled
    if (!delivery.enabled && delivery.event !== TEST_EVENT) {
      await deliveries.abandonDelivery(db, delivery.id, "The endpoint is paused");
      return;
    }
    // One try at a time per workspace in this process: a receiver that never answers holds one of the
    // queue's workers for the time limit, and its workspace's other deliveries would hold the rest,
    // delaying every other customer's. They wait their turn instead (not counted as a try).
    if (this.trying.has(delivery.workspace_id)) {
      await this.queue.send(delivery.id, WORKSPACE_TURN_SECONDS);
      return;
    }
    this.trying.add(delivery.workspace_id);
    try {
      await this.makeTry(delivery);
    } finally {
      this.trying.delete(delivery.workspace_id);
    }
  }

  /** Makes one try of a pending delivery, logs it, and settles it or queues the next try. */
  private async makeTry(delivery: NonNullable<Awaited<ReturnType<typeof deliveries.deliveryToTry>>>): Promise<void> {
    const { db } = this.deps.database;
    const { settings } = this.deps;
    const attempt = delivery.attempts + 1;
    const startedAt = new Date();
    const headers = {
      "Pdftab-Event": delivery.event,
      "Pdftab-Delivery": delivery.id,
      "Pdftab-Signature": signatureHeader(delivery.secret, delivery.body),
    };
    const result = await postWebhook(delivery.url, headers, delivery.body, {
      timeoutMs: settings.timeoutMs,
      allowPrivate: settings.allowPrivate,
    });
    if (delivered(result)) {
      await deliveries.recordTry(db, delivery.id, attempt, startedAt, result, { status: "succeeded" });
    } else if (attempt >= settings.maxAttempts) {
      await deliveries.recordTry(db, delivery.id, attempt, startedAt, result, { status: "failed" });
      this.deps.log.warn(
        { deliveryId: delivery.id, attempts: attempt, statusCode: result.statusCode, error: result.error },
        "webhook delivery failed after its last try",
      );
    } else {
      const wait = retryDelaySeconds(attempt, settings.retryBaseSeconds);
      const stillPending = await deliveries.recordTry(db, delivery.id, attempt, startedAt, result, {
        status: "pending",
        nextInSeconds: wait,
      });
      // replaced by a newer test event during this try: no next try
      if (stillPending) await this.queue.send(delivery.id, wait);
    }
  }
}
