import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

declare module "fastify" {
  interface FastifyInstance {
    /** The process's Prometheus metrics (GET /metrics, or the METRICS_PORT listener). */
    metrics: AppMetrics;
  }
}

/** Buckets of HTTP request durations, in seconds: status and list calls live in the low ones. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2.5, 5, 10];
/** Buckets of extraction run times, in seconds: one page to a long document. */
const EXTRACTION_BUCKETS = [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300];

/** How an extraction ended, as the metrics count it. */
export interface ExtractionObservation {
  /** The method asked for (auto, lattice, stream, hybrid). */
  method: string;
  ok: boolean;
  /** Pages the engine read (or tried to). */
  pages: number;
  /** Time from the upload being handed to the pool until a worker started it. */
  waitSeconds: number;
  /** Run time on the worker(s). */
  runSeconds: number;
}

/** A figure read when Prometheus scrapes; undefined leaves the metric out of that scrape. */
export type Sampler<T> = () => Promise<T | undefined> | T | undefined;

/** What the pool and the batch queue report at scrape time. */
export interface PoolSample {
  threads: number;
  running: number;
  waiting: number;
  /** Age of the task waiting longest for a worker, in seconds (0 when none waits). */
  oldestWaitSeconds: number;
  /** Idle threads' cores lent now to scanned pages read ahead of their turn. */
  readAheadPages?: number;
}

/** The batch queue as the database holds it. */
export interface QueueSample {
  pending: number;
  processing: number;
  /** Age of the oldest pending file, in seconds (0 when none is pending). */
  oldestPendingSeconds: number;
}

/**
 * The process's Prometheus metrics, in a registry of its own (so two apps in
 * one test process never share counters). Default Node.js metrics (memory,
 * CPU, event-loop lag, garbage collection, handles) come with it.
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly httpDuration: Histogram<"method" | "route" | "status_code">;
  private readonly extractionDuration: Histogram<"method" | "outcome">;
  private readonly extractionWait: Histogram<"method">;
  private readonly extractionPages: Counter<"method">;
  private readonly extractions: Counter<"method" | "outcome">;
  private poolSampler: Sampler<PoolSample> = () => undefined;
  private queueSampler: Sampler<QueueSample> = () => undefined;

  constructor(options: { process?: "web" | "worker" } = {}) {
    const { registry } = this;
    registry.setDefaultLabels({ process: options.process ?? "web" });
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
    this.httpDuration = new Histogram({
      name: "http_request_duration_seconds",
      help: "HTTP requests by method, route (as declared, e.g. /api/v1/extractions/:id) and status code",
      labelNames: ["method", "route", "status_code"],
      buckets: HTTP_BUCKETS,
      registers: [registry],
    });
    this.extractionDuration = new Histogram({
      name: "pdftab_extraction_duration_seconds",
      help: "Run time of single-file and batch-file extractions on the worker threads (queue wait excluded)",
      labelNames: ["method", "outcome"],
      buckets: EXTRACTION_BUCKETS,
      registers: [registry],
    });
    this.extractionWait = new Histogram({
      name: "pdftab_extraction_queue_wait_seconds",
      help: "Time extractions waited for a worker thread",
      labelNames: ["method"],
      buckets: EXTRACTION_BUCKETS,
      registers: [registry],
    });
    this.extractionPages = new Counter({
      name: "pdftab_extraction_pages_total",
      help: "Pages read by extractions",
      labelNames: ["method"],
      registers: [registry],
    });
    this.extractions = new Counter({
      name: "pdftab_extractions_total",
      help: "Extractions finished, by outcome (ok or failed)",
      labelNames: ["method", "outcome"],
      registers: [registry],
    });

    const gauge = <T>(name: string, help: string, sampler: () => Sampler<T>, pick: (sample: T) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          try {
            const sample = await sampler()();
            if (sample !== undefined) this.set(pick(sample));
          } catch {
            // a scrape while the database is away still answers the other metrics
          }
        },
      });
    const pool = () => this.poolSampler;
    const queue = () => this.queueSampler;
    gauge(
      "pdftab_worker_pool_threads",
      "Extraction worker threads allowed at once (EXTRACTION_THREADS)",
      pool,
      (s) => s.threads,
    );
    gauge("pdftab_worker_pool_busy_threads", "Extraction worker threads running a task", pool, (s) => s.running);
    gauge("pdftab_worker_pool_utilization", "Share of the extraction worker threads running a task (0-1)", pool, (s) =>
      s.threads ? s.running / s.threads : 0,
    );
    gauge(
      "pdftab_worker_pool_read_ahead_pages",
      "Scanned pages being read by OCR ahead of their turn, each on the core of an idle worker thread",
      pool,
      (s) => s.readAheadPages ?? 0,
    );
    gauge(
      "pdftab_extraction_queue_waiting",
      "Tasks (extractions, page images, downloads) waiting for a worker thread",
      pool,
      (s) => s.waiting,
    );
    gauge(
      "pdftab_extraction_queue_oldest_wait_seconds",
      "How long the task waiting longest for a worker thread has waited",
      pool,
      (s) => s.oldestWaitSeconds,
    );
    gauge(
      "pdftab_batch_queue_pending_files",
      "Batch files waiting in the queue (every process's)",
      queue,
      (s) => s.pending,
    );
    gauge(
      "pdftab_batch_queue_processing_files",
      "Batch files being processed (by any process)",
      queue,
      (s) => s.processing,
    );
    gauge(
      "pdftab_batch_queue_oldest_pending_seconds",
      "Age of the oldest waiting batch file (since its batch was uploaded)",
      queue,
      (s) => s.oldestPendingSeconds,
    );
  }

  /** Counts one finished extraction. */
  observeExtraction(e: ExtractionObservation): void {
    const outcome = e.ok ? "ok" : "failed";
    this.extractions.inc({ method: e.method, outcome });
    this.extractionDuration.observe({ method: e.method, outcome }, e.runSeconds);
    this.extractionWait.observe({ method: e.method }, e.waitSeconds);
    if (e.pages > 0) this.extractionPages.inc({ method: e.method }, e.pages);
  }

  /** Where the worker-pool gauges come from at scrape time. */
  samplePool(sampler: Sampler<PoolSample>): void {
    this.poolSampler = sampler;
  }

  /** Where the batch-queue gauges come from at scrape time. */
  sampleQueue(sampler: Sampler<QueueSample>): void {
    this.queueSampler = sampler;
  }

  /** The Prometheus text exposition of every metric. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
