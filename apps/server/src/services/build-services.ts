import type { FastifyBaseLogger } from "fastify";
import { BatchService } from "../batch/index.js";
import { longestExtractionMs, type Config } from "../config/index.js";
import type { DatabaseHandle } from "../db/index.js";
import { ExtractionService } from "../extraction/extraction-service.js";
import { ExtractionPool } from "../extraction/pool/index.js";
import type { CounterStore } from "../rate-limit/counter-store.js";
import { RetentionSweeper } from "../retention/index.js";
import { createFileStore, type FileStore } from "../storage/index.js";

/** What a web process and a worker process both run: storage, the extraction pool and the batch queue. */
export interface Services {
  storage: FileStore;
  extractions: ExtractionService;
  batches: BatchService;
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
  /** "worker" starts the batch queue at once; "web" (default) when the first batch comes or a sweep finds one. */
  role?: "web" | "worker";
}

/** Builds the services from configuration; both `buildApp` and the worker process use it. */
export function buildServices(options: BuildServicesOptions): Services {
  const { config, database, log } = options;
  const storage = options.storage ?? createFileStore(config);
  const pool = options.extractionPool ?? new ExtractionPool({
    threads: config.extractionThreads,
    taskBudgetMs: config.extractionTimeoutMs,
    pageTimeoutMs: config.extractionPageTimeoutMs,
    queueTimeoutMs: config.extractionQueueTimeoutMs,
    perUserConcurrency: config.extractionUserConcurrency,
  });
  const extractions = new ExtractionService({ db: database.db, storage, pool, config, log, counters: options.counters });
  const batches = new BatchService({ database, storage, extractions, config, log });
  const retention = new RetentionSweeper({ db: database.db, storage, log, extractionTimeoutMs: longestExtractionMs(config), intervalMinutes: config.retentionSweepMinutes });
  return {
    storage,
    extractions,
    batches,
    async start() {
      await batches.start({ eager: options.role === "worker" });
      retention.start();
    },
    async stop() {
      await retention.stop();
      await batches.stop();
      await extractions.drain();
      if (!options.extractionPool) await pool.close();
    },
  };
}
