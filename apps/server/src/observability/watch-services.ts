import { batchQueueDepth } from "../batch/queue-depth.js";
import type { DatabaseHandle } from "../db/index.js";
import type { ExtractionPool } from "../extraction/pool/index.js";
import type { AppMetrics } from "./metrics.js";

/** Feeds the metrics from the running services: every finished extraction, and at scrape time the pool's and the batch queue's state. */
export function watchServices(metrics: AppMetrics, services: { pool: ExtractionPool; database: DatabaseHandle }): void {
  const { pool, database } = services;
  pool.onExtraction((r) =>
    metrics.observeExtraction({
      method: r.method,
      ok: r.ok,
      pages: r.pages,
      waitSeconds: r.waitMs / 1000,
      runSeconds: r.runMs / 1000,
    }),
  );
  metrics.samplePool(() => ({
    threads: pool.threads,
    ...pool.load,
    oldestWaitSeconds: pool.oldestWaitMs() / 1000,
    readAheadPages: pool.readAheadStats().lent,
  }));
  metrics.sampleQueue(() => batchQueueDepth(database.db));
}
