import { fileURLToPath } from "node:url";

/** How to start the extraction worker from where this module runs. */
export interface WorkerEntry {
  filename: string;
  workerData: { engineEntry?: string; exportEntry?: string; sourceWorker?: string; nice?: number };
}

/**
 * The worker file sits beside this module: extraction-worker.js in dist/
 * (production) runs as is. From sources (vitest, tsx) the thread starts at
 * source-worker.mjs, which registers tsx there (`execArgv: ["--import",
 * "tsx"]` does not reach worker threads on Node 20) and then loads
 * extraction-worker.ts; engine and export come from their sources too,
 * because packages/{engine,export}/dist may not be built.
 */
export function workerEntry(moduleUrl: string = import.meta.url): WorkerEntry {
  if (!moduleUrl.endsWith(".ts")) return { filename: fileURLToPath(new URL("./extraction-worker.js", moduleUrl)), workerData: {} };
  return {
    filename: fileURLToPath(new URL("./source-worker.mjs", moduleUrl)),
    workerData: {
      sourceWorker: new URL("./extraction-worker.ts", moduleUrl).href,
      engineEntry: new URL("../../../../../packages/engine/src/index.ts", moduleUrl).href,
      exportEntry: new URL("../../../../../packages/export/src/index.ts", moduleUrl).href,
    },
  };
}
