import { buildApp } from "./app.js";
import { loadConfigOrExit } from "./config/load-config-or-exit.js";
import { prepareDatabase } from "./db/prepare-database.js";
import { metricsLine, startMetricsServer, type MetricsServer } from "./observability/index.js";
import { releaseYoungGeneration } from "./young-generation.js";

/** Boots pdftab: configuration, database, migrations, app, listen (loaded by main.ts). */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const database = await prepareDatabase(config);
  const app = await buildApp({ config, database });

  let metricsServer: MetricsServer | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    await metricsServer?.close();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  if (config.metricsPort !== undefined) {
    metricsServer = await startMetricsServer(app.metrics, {
      port: config.metricsPort,
      host: config.metricsHost,
      token: config.metricsToken,
    });
  }
  releaseYoungGeneration();
  const shown = config.host === "0.0.0.0" || config.host === "::" ? "127.0.0.1" : config.host;
  console.log(`pdftab is running at http://${shown.includes(":") ? `[${shown}]` : shown}:${config.port}`);
  console.log(
    `database: ${database.kind === "pglite" ? `embedded PGlite in ${config.dataDir}/db` : "PostgreSQL (DATABASE_URL)"}`,
  );
  console.log(`metrics: ${metricsLine(config)}`);
  console.log(
    `batches: ${config.batchWorkers ? `run here (${config.extractionThreads} at a time)` : "left to worker processes (BATCH_WORKERS=false, npm run worker)"}`,
  );
}

main().catch((error: unknown) => {
  console.error(`pdftab failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
