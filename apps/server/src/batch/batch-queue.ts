import type { FastifyBaseLogger } from "fastify";
import type PgBoss from "pg-boss";
import type { DatabaseHandle } from "../db/index.js";
import { bossSchemaOf, openBoss } from "../db/open-boss.js";

/** The pg-boss queue holding one job per batch file. */
export const BATCH_FILE_QUEUE = "batch-file";

/** A job's payload: the batch file to process. */
export interface BatchFileJob {
  fileId: string;
  /** The id of the request that uploaded the batch, so the file's log lines can be found from it. */
  requestId?: string;
}

/**
 * pg-boss on the app's own database (`openBoss`). Jobs are durable; a
 * transient failure is retried with backoff.
 */
export class BatchQueue {
  private starting: Promise<PgBoss> | undefined;
  private stopped = false;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly options: {
      /** Fetch loops (one per extraction thread); 0 only sends jobs, for a web process that leaves them to worker processes. */
      workers: number;
      log: FastifyBaseLogger;
      handle: (job: BatchFileJob) => Promise<void>;
    },
  ) {}

  /** Starts pg-boss and its fetch loops once; later calls wait for the same start. */
  start(): Promise<PgBoss> {
    if (this.stopped && !this.starting) return Promise.reject(new Error("The batch queue is stopped"));
    this.starting ??= this.open();
    return this.starting;
  }

  /** Queues one job per file; `requestId` (the upload's) goes with each job into its log lines. */
  async send(fileIds: string[], requestId?: string): Promise<void> {
    const boss = await this.start();
    const job = (fileId: string): BatchFileJob => (requestId ? { fileId, requestId } : { fileId });
    await boss.insert(
      fileIds.map((fileId) => ({
        name: BATCH_FILE_QUEUE,
        data: job(fileId),
        retryLimit: 3,
        retryDelay: 2,
        retryBackoff: true,
      })),
    );
  }

  /** Stops fetching jobs and waits for the ones under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (!this.starting) return;
    const boss = await this.starting.catch(() => undefined);
    await boss?.stop({ graceful: true, close: true, wait: true, timeout: 30_000 });
  }

  /**
   * Resolves when the queue can take jobs (readiness): pg-boss answers for its
   * queue once started. A web process starts it with the first batch; until
   * then the queue is its tables in the database, which readiness checks
   * apart. A start that failed fails here.
   */
  async check(): Promise<"started" | "not started"> {
    if (!this.starting) return "not started";
    const boss = await this.starting;
    if (!(await boss.getQueue(BATCH_FILE_QUEUE))) throw new Error(`pg-boss has no ${BATCH_FILE_QUEUE} queue`);
    return "started";
  }

  /** The schema pg-boss keeps its tables in (`pgboss`, or `<schema>_boss` beside a test schema). */
  get bossSchema(): string {
    return bossSchemaOf(this.database);
  }

  private async open(): Promise<PgBoss> {
    const boss = await openBoss(this.database, BATCH_FILE_QUEUE, this.options.log, "batch queue");
    // one fetch loop per worker thread, so every thread stays busy
    for (let i = 0; i < this.options.workers; i++) {
      let loop = "";
      loop = await boss.work<BatchFileJob>(
        BATCH_FILE_QUEUE,
        { batchSize: 1, pollingIntervalSeconds: 0.5 },
        async ([job]) => {
          if (!job) return;
          await this.options.handle(job.data);
          // pg-boss waits out the polling interval after every fetch; a loop that just found work
          // fetches again at once instead, so small files do not each cost half a second
          boss.notifyWorker(loop);
        },
      );
    }
    return boss;
  }
}
