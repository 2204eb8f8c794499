import { ExtractionPool } from "../../../apps/server/dist/extraction/pool/index.js";

/** What bringing up an extraction worker thread costs, from the call to the answer of its first task. */
export interface WorkerStart {
  /** The first worker of this process (MuPDF's WebAssembly has not been compiled in it yet). */
  first: { wallMs: number; cpuMs: number };
  /** Median of the workers started after it, each in a fresh one-thread pool. */
  later: { wallMs: number; cpuMs: number };
}

/**
 * Times the built server's ExtractionPool bringing up one worker thread and
 * answering one cheap task (the page sizes of `pdf`), `runs` + 1 times. CPU is
 * the whole process's (process.cpuUsage), so V8's background compilation
 * threads count too.
 */
export async function measureWorkerStart(pdf: Uint8Array, runs = 5): Promise<WorkerStart> {
  const times: { wallMs: number; cpuMs: number }[] = [];
  for (let i = 0; i <= runs; i++) {
    const pool = new ExtractionPool({ threads: 1, taskBudgetMs: 60_000 });
    const cpu = process.cpuUsage();
    const started = performance.now();
    await pool.pageSizes(pdf);
    const wallMs = performance.now() - started;
    const used = process.cpuUsage(cpu);
    times.push({ wallMs, cpuMs: (used.user + used.system) / 1000 });
    await pool.close();
  }
  const later = times.slice(1);
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  return {
    first: times[0]!,
    later: { wallMs: median(later.map((t) => t.wallMs)), cpuMs: median(later.map((t) => t.cpuMs)) },
  };
}
