import os from "node:os";
import { pino } from "pino";
import { loadConfigOrExit } from "./config/load-config-or-exit.js";
import { prepareDatabase } from "./db/prepare-database.js";
import { raiseOptimisingBudget } from "./optimising-budget.js";
import { AppMetrics, metricsLine, startMetricsServer, type MetricsServer } from "./observability/index.js";
import { buildServices } from "./services/index.js";

/**
 * A worker-only process (`npm run worker`): runs batch files from the shared
 * PostgreSQL queue beside the web process(es), serves no HTTP.
 */
async function runWorker(): Promise<void> {
  const config = loadConfigOrExit();
  if (!config.databaseUrl) {
    console.error(
      "pdftab worker needs PostgreSQL: set DATABASE_URL (the embedded database can be opened by one process only; without DATABASE_URL the server runs batches itself).",
    );
    process.exit(1);
  }
  const log = pino({ level: config.logLevel, base: { process: "worker", pid: process.pid, hostname: os.hostname() } });
  const metrics = new AppMetrics({ process: "worker" });
  const database = await prepareDatabase(config);
  // BATCH_WORKERS=false is meant for web processes sharing this environment; a worker always works
  const services = buildServices({ config: { ...config, batchWorkers: true }, database, log, role: "worker", metrics });
  let metricsServer: MetricsServer | undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal} received: finishing the files under way, then stopping`);
    try {
      await metricsServer?.close();
      await services.stop();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await services.start();
  // a worker serves no HTTP: its metrics are scraped from METRICS_PORT when set
  if (config.metricsPort !== undefined) {
    metricsServer = await startMetricsServer(metrics, {
      port: config.metricsPort,
      host: config.metricsHost,
      token: config.metricsToken,
    });
  }
  console.log(
    `pdftab worker ${services.batches.holder.workerId} is running batch files (${config.extractionThreads} extraction threads, PostgreSQL); metrics: ${config.metricsPort !== undefined ? metricsLine(config) : "off (set METRICS_PORT)"}`,
  );
}

// before any work: the queue, the database and the extraction threads (optimising-budget.ts)
raiseOptimisingBudget();
runWorker().catch((error: unknown) => {
  console.error(`pdftab worker failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
