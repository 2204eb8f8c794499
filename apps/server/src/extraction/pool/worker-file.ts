import { fileURLToPath } from "node:url";
import type { CompiledWasm, TesseractCore } from "@pdftab/engine/wasm";

/** What an extraction worker thread is started with. */
export interface WorkerData {
  /** Sources of the packages (vitest, tsx); the built packages otherwise. */
  engineEntry?: string;
  exportEntry?: string;
  /** The export package's light entry for a result's summary (`@pdftab/export/extract-info`). */
  extractInfoEntry?: string;
  wasmEntry?: string;
  sourceWorker?: string;
  nice?: number;
  /** MuPDF's WebAssembly, compiled once on the main thread; absent: the thread compiles its own. */
  mupdf?: CompiledWasm;
  /** The OCR engine's WebAssembly, compiled once on the main thread; absent: the thread compiles its own when it first reads a scan. */
  tesseract?: TesseractCore;
  /** Shared counters the thread adds to (see WASM_COUNTER). */
  wasmCounters?: Int32Array;
  /** The pool's idle threads lent to scanned pages read ahead (ReadAheadCores.shared); absent: one page at a time. */
  readAheadCores?: Int32Array;
  /** Pages one document may read by OCR at once: the pool's threads (the thread holds it to the engine's cap). */
  ocrConcurrency?: number;
}

/**
 * Slots of `WorkerData.wasmCounters`: MuPDF compilations in worker threads,
 * and instantiations; OCR threads that instantiated the main thread's OCR core.
 */
export const WASM_COUNTER = { compiled: 0, instantiated: 1, ocrInstantiated: 2 } as const;

/** How to start the extraction worker from where this module runs. */
export interface WorkerEntry {
  filename: string;
  workerData: WorkerData;
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
  if (!moduleUrl.endsWith(".ts"))
    return { filename: fileURLToPath(new URL("./extraction-worker.js", moduleUrl)), workerData: {} };
  return {
    filename: fileURLToPath(new URL("./source-worker.mjs", moduleUrl)),
    workerData: {
      sourceWorker: new URL("./extraction-worker.ts", moduleUrl).href,
      engineEntry: new URL("../../../../../packages/engine/src/index.ts", moduleUrl).href,
      exportEntry: new URL("../../../../../packages/export/src/index.ts", moduleUrl).href,
      extractInfoEntry: new URL("../../../../../packages/export/src/json/extract-info.ts", moduleUrl).href,
      wasmEntry: new URL("../../../../../packages/engine/src/wasm/index.ts", moduleUrl).href,
    },
  };
}
