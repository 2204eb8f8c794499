import { execFileSync } from "node:child_process";
import path from "node:path";
import { createFreshDatabase } from "../../../apps/server/dist/db/scratch-postgres.js";
import { repoRoot } from "../corpus/load.js";
import { register, runBatch } from "./run-batch.js";
import { startServer, type BenchServer } from "./server-process.js";
import { ThreadCpuMeter } from "./thread-cpu.js";

/** One batch on PostgreSQL, its files run by `workers` worker processes (`npm run worker`). */
export interface ScalingRun {
  workers: number;
  status: string;
  successful: number;
  wallMs: number;
  filesPerSecond: number;
  /** CPU seconds of the worker processes during the batch, summed. */
  workerCpuS: number;
  /** Of which their extraction threads'. */
  extractionS: number;
}

/**
 * Runs the same batch once per entry of `workerCounts`, each in a fresh
 * database on the PostgreSQL server of `url`: a web process that runs no
 * batch files itself (BATCH_WORKERS=false) takes the upload, and `n` worker
 * processes share the queue. Each worker process has the default extraction
 * threads (one per core) and per-user cap, as an operator would start it.
 */
export async function postgresScaling(
  url: string,
  files: { name: string; data: Uint8Array }[],
  workerCounts: number[],
): Promise<ScalingRun[]> {
  const runs: ScalingRun[] = [];
  for (const workers of workerCounts) {
    const database = await createFreshDatabase(url, "benchbatch");
    const env = { DATABASE_URL: database.url, LOG_LEVEL: "warn" };
    const started: BenchServer[] = [];
    try {
      const web = await startServer({ ...env, BATCH_WORKERS: "false" });
      started.push(web);
      const email = `bench-${Date.now()}@example.com`;
      const token = await register(web.base, email);
      execFileSync(
        process.execPath,
        [path.join(repoRoot, "apps/server/dist/admin.js"), "set-plan", email, "business"],
        {
          env: { ...process.env, ...env },
          stdio: "ignore",
        },
      );
      const workerProcesses = await Promise.all(Array.from({ length: workers }, () => startServer(env, "worker.js")));
      started.push(...workerProcesses);
      const meters = workerProcesses.map((w) => new ThreadCpuMeter(w.child.pid!));
      const run = await runBatch(web.base, token, files);
      const cpu = meters.map((m) => m.stop());
      runs.push({
        workers,
        status: run.batch.status,
        successful: run.batch.progress.successful_files,
        wallMs: Math.round(run.wallMs),
        filesPerSecond: files.length / (run.wallMs / 1000),
        workerCpuS: cpu.reduce((n, c) => n + c.totalS, 0),
        extractionS: cpu.reduce((n, c) => n + c.extractionS, 0),
      });
    } finally {
      await Promise.all(started.map((s) => s.stop()));
      await database.drop();
    }
  }
  return runs;
}
