/** RSS and time after a number of pages, sampled from the engine's progress callback. */
export interface RssSample {
  pages: number;
  rssMb: number;
  elapsedMs: number;
}

/** What a speed worker prints (one JSON line) after extracting one file. */
export interface WorkerReport {
  file: string;
  pages: number;
  tables: number;
  elapsedMs: number;
  /** CPU time (user + system) of the worker during the extraction; less disturbed by a busy machine. */
  cpuMs: number;
  /** process.resourceUsage().maxRSS of the worker, in MB (includes Node and the WASM heap). */
  peakRssMb: number;
  samples: RssSample[];
  error?: string;
}

/** Megabytes from bytes. */
export const mb = (bytes: number) => bytes / (1024 * 1024);
