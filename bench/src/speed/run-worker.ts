import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { timedProcessEnv } from "./process-env.js";
import type { WorkerReport } from "./worker-protocol.js";

const workerScript = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../speed-worker.js");

/** Runs the speed worker on a file in a fresh Node process and parses its report. */
export function runWorker(pdfPath: string, every = 100): WorkerReport {
  const run = spawnSync(process.execPath, [workerScript, pdfPath, String(every)], {
    env: timedProcessEnv(),
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
  });
  const line = run.stdout.trim().split("\n").at(-1) ?? "";
  try {
    return JSON.parse(line) as WorkerReport;
  } catch {
    const why = run.stderr.trim() || `exit ${run.status}`;
    return { file: pdfPath, pages: 0, tables: 0, elapsedMs: 0, cpuMs: 0, peakRssMb: 0, samples: [], error: why };
  }
}
