import type { BBox, DebugImage, DocumentInfo, ExtractResult, PageResult, TableTemplate } from "@pdftab/engine";
import type { CompiledWasm } from "@pdftab/engine/wasm";
import type { CodeCacheState } from "./engine-script.js";

/** The engine options the command hands its worker (plain data: it crosses a thread boundary). */
export interface WorkerOptions {
  pages?: string;
  method?: "auto" | "lattice" | "stream";
  password?: string;
  pageTimeoutMs?: number;
  /** Whether tables continuing over pages are joined (already resolved against the template's own setting). */
  stitch: boolean;
  areas?: Record<number, BBox[]>;
  columns?: Record<number, number[]>;
  template?: TableTemplate;
  /** Reading pages without a text layer by OCR (mode, language codes, per-page budget). */
  ocr?: { mode: "auto" | "off" | "force"; languages?: string[]; pageTimeoutMs?: number; concurrency?: number };
}

/**
 * What the extraction thread is started with: only where the engine is, so it can start (and load
 * the engine) before the command has read its arguments and the file; its job comes by message.
 */
export interface ExtractThreadData {
  /** From sources (tests): where the engine's sources are, since its dist/ may not be built. */
  engineEntry?: string;
  /** Built: the engine as one file (`@pdftab/engine/bundle`), when it is not older than the engine's build. */
  engineBundle?: string;
  /**
   * Built: the same engine as one classic script (`engine-script.cjs` beside the bundle), which the thread
   * runs with V8's code cache (engine-script.ts); the bundle is the way when it is not there.
   */
  engineScript?: string;
}

/** The document and options a thread reads, sent once the command has them. */
export interface ExtractJob {
  /** The PDF, in shared memory, so a resumed run reads it without a copy. */
  pdf: Uint8Array;
  options: WorkerOptions;
  verbose: boolean;
  /**
   * When several threads read the document: the last page claimed, in shared memory (`claimInPageOrder`), so each
   * page is read by one thread; absent, the thread reads every page of its plan.
   */
  claims?: Int32Array;
  /**
   * After a stopped page: the pages still to read, and (only when stitching,
   * which needs every page in the worker) every page's result so far.
   */
  resume?: { pageCount: number; pages: number[]; carried: PageResult[] };
}

/**
 * One engine call the thread answers instead of extracting (`pdftab inspect`, `pdftab debug`), so the command can stop
 * it at its `--timeout` as it stops an extraction.
 */
export type EngineCall =
  | { command: "inspect"; password?: string }
  | { command: "debug"; page: number; scale: number; method?: "auto" | "lattice" | "stream"; password?: string };

/** What each engine call answers. */
export interface EngineAnswers {
  inspect: DocumentInfo;
  debug: DebugImage;
}

/** An engine call and the document it is made on (in shared memory, as an extraction's). */
export interface CallJob {
  pdf: Uint8Array;
  call: EngineCall;
}

/**
 * The messages the command sends each thread, each once: MuPDF's WebAssembly compiled once by the
 * command (undefined when that failed, and the thread compiles its own), so a restarted thread only
 * instantiates it; and the job.
 */
export type CommandMessage = MupdfMessage | { job: ExtractJob | CallJob };

/** MuPDF's WebAssembly as the command compiled it, sent as soon as it has it. */
export interface MupdfMessage {
  mupdf: CompiledWasm | undefined;
}

/**
 * Messages from the worker, in order: booted (Node's own modules loaded), ready (engine loaded and
 * job received), plan, then page-start (page-ocr, page-ahead)/page per page, then done or error; for an engine call,
 * answer or error after ready.
 */
export type WorkerMessage =
  /**
   * The thread has loaded the Node modules it and the engine need: the command may now set V8's
   * flags (which make later loads of Node's own modules slower, see extract-thread.ts) and compile
   * MuPDF.
   */
  | { type: "booted" }
  /**
   * The engine is loaded and the job received; `mupdf` says whether MuPDF was instantiated from the command's compiled
   * module or compiled here, `codeCache` (when the engine was loaded as one script) what became of V8's code cache of it.
   */
  | { type: "ready"; mupdf: "shared" | "compiled"; codeCache?: CodeCacheState }
  | { type: "plan"; pages: number[]; pageCount: number }
  | { type: "page-start"; page: number }
  | { type: "page-ocr"; page: number; budgetMs: number }
  /** A later page is being begun ahead of its turn (MuPDF reads it, its OCR starts); null once that is done. */
  | { type: "page-ahead"; page: number | null }
  | { type: "page"; result: PageResult }
  /** The stitched result; without stitching none (the command already has every page and merges them itself). */
  | { type: "done"; result?: ExtractResult }
  /** The answer to an engine call (a `CallJob`), in place of plan, pages and done. */
  | { type: "answer"; answer: EngineAnswers[keyof EngineAnswers] }
  /** What the engine threw; `stack` (where it was thrown, in the thread) for an error without a code, a bug. */
  | { type: "error"; error: { name: string; code?: string; message: string; stack?: string } };
