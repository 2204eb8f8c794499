import type { FastifyBaseLogger } from "fastify";
import { BatchService } from "../batch/index.js";
import { longestExtractionMs, type Config } from "../config/index.js";
import type { DatabaseHandle } from "../db/index.js";
import { ExtractionService } from "../extraction/extraction-service.js";
import { ExtractionPool } from "../extraction/pool/index.js";
import { watchServices, type AppMetrics } from "../observability/index.js";
import type { CounterStore } from "../rate-limit/counter-store.js";
import { RetentionSweeper } from "../retention/index.js";
import { createFileStore, type FileStore } from "../storage/index.js";
import { WebhookService } from "../webhooks/webhook-service.js";

/** What a web process and a worker process both run: storage, the extraction pool and the batch queue. */
export interface Services {
  storage: FileStore;
  extractions: ExtractionService;
  batches: BatchService;
  /** Signed webhook deliveries of extraction and batch events. */
  webhooks: WebhookService;
  /** Starts background work: batch work (takes back files dead processes left, keeps leases, sweeps); expired files swept now and every RETENTION_SWEEP_MINUTES. */
  start(): Promise<void>;
  /** Stops background work, waits for extractions under way, closes the pool it opened. */
  stop(): Promise<void>;
}

export interface BuildServicesOptions {
  config: Config;
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  storage?: FileStore;
  /** Defaults to a pool of EXTRACTION_THREADS workers, closed by `stop()`. */
  extractionPool?: ExtractionPool;
  /** Rate-limit counters, where daily extraction reservations are counted too; the database's by default. */
  counters?: CounterStore;
  /** Metrics fed from the pool (extractions, utilisation) and the batch queue (depth, age). */
  metrics?: AppMetrics;
  /** "worker" starts the batch queue at once; "web" (default) when the first batch comes or a sweep finds one. */
  role?: "web" | "worker";
}

/** Builds the services from configuration; both `buildApp` and the worker process use it. */
export function buildServices(options: BuildServicesOptions): Services {
  const { config, database, log } = options;
  const storage = options.storage ?? createFileStore(config);
  const pool = options.extractionPool ?? extractionPoolFor(config);
  if (options.metrics) watchServices(options.metrics, { pool, database });
  const webhooks = new WebhookService({
    database,
    settings: config.webhooks,
    apiBase: `${config.publicUrl}/api/v1`,
    productName: config.brand.name,
    log,
  });
  const extractions = new ExtractionService({
    db: database.db,
    storage,
    pool,
    config,
    log,
    counters: options.counters,
    onEnded: (ended) => webhooks.extractionEnded(ended),
  });
  const batches = new BatchService({
    database,
    storage,
    extractions,
    config,
    log,
    onFileCounted: (batchId) => webhooks.batchMayHaveEnded(batchId),
  });
  const retention = new RetentionSweeper({
    db: database.db,
    storage,
    log,
    extractionTimeoutMs: longestExtractionMs(config),
    intervalMinutes: config.retentionSweepMinutes,
    webhookLogDays: config.webhooks.logDays,
    partials: {
      // an upload still arriving rewrites its temporary at least every UPLOAD_IDLE_TIMEOUT_SECONDS
      staleMs: Math.max(10 * 60_000, 2 * config.uploadIdleTimeoutMs),
      // the embedded database admits one process: at start, every temporary is a dead one's
      firstCutoff: database.kind === "pglite" ? new Date() : undefined,
    },
  });
  return {
    storage,
    extractions,
    batches,
    webhooks,
    async start() {
      await batches.start({ eager: options.role === "worker" });
      await webhooks.start();
      retention.start();
    },
    async stop() {
      await retention.stop();
      await batches.stop();
      await extractions.drain();
      await webhooks.stop();
      if (!options.extractionPool) await pool.close();
    },
  };
}

/** The extraction pool the configuration describes (EXTRACTION_* and OCR_* settings, docs/configuration.md). */
export function extractionPoolFor(config: Config): ExtractionPool {
  return new ExtractionPool({
    threads: config.extractionThreads,
    idleTimeoutMs: config.extractionThreadIdleMs,
    taskBudgetMs: config.extractionTimeoutMs,
    pageTimeoutMs: config.extractionPageTimeoutMs,
    queueTimeoutMs: config.extractionQueueTimeoutMs,
    perUserConcurrency: config.extractionUserConcurrency,
    ocr: { languages: config.ocrLanguages, pageTimeoutMs: config.ocrPageTimeoutMs },
    nice: config.extractionNice,
    workbookCreator: config.brand.name,
  });
}
