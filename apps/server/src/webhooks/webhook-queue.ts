import type { FastifyBaseLogger } from "fastify";
import type PgBoss from "pg-boss";
import type { DatabaseHandle } from "../db/index.js";
import { openBoss } from "../db/open-boss.js";

/** The pg-boss queue of webhook tries: one job per try. */
export const WEBHOOK_QUEUE = "webhook-delivery";

/** A job's payload: the delivery to try. */
export interface WebhookJob {
  deliveryId: string;
}

/**
 * pg-boss on the app's database (the same schema as the batch queue), started
 * on first use. A try that gets no 2xx is not a job failure: the service
 * queues the next try itself with its own backoff; pg-boss's retries only
 * cover a job whose process died or whose database call failed.
 */
export class WebhookQueue {
  private starting: Promise<PgBoss> | undefined;
  private stopped = false;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly options: { log: FastifyBaseLogger; workers: number; handle: (job: WebhookJob) => Promise<void> },
  ) {}

  /** Starts pg-boss and its fetch loops once; later calls wait for the same start. */
  start(): Promise<PgBoss> {
    if (this.stopped && !this.starting) return Promise.reject(new Error("The webhook queue is stopped"));
    this.starting ??= this.open();
    return this.starting;
  }

  /** Queues a try of `deliveryId`, after `delaySeconds` (decimals allowed). */
  async send(deliveryId: string, delaySeconds = 0): Promise<void> {
    const boss = await this.start();
    await boss.send(WEBHOOK_QUEUE, { deliveryId } satisfies WebhookJob, {
      retryLimit: 2,
      retryDelay: 30,
      retryBackoff: true,
      ...(delaySeconds > 0 ? { startAfter: delaySeconds } : {}),
    });
  }

  /** Stops fetching and waits for tries under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (!this.starting) return;
    const boss = await this.starting.catch(() => undefined);
    await boss?.stop({ graceful: true, close: true, wait: true, timeout: 30_000 });
  }

  private async open(): Promise<PgBoss> {
    const boss = await openBoss(this.database, WEBHOOK_QUEUE, this.options.log, "webhook queue");
    for (let i = 0; i < this.options.workers; i++) {
      await boss.work<WebhookJob>(WEBHOOK_QUEUE, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async ([job]) => {
        if (job) await this.options.handle(job.data);
      });
    }
    return boss;
  }
}
