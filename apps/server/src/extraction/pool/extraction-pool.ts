import type { MessagePort } from "node:worker_threads";
import type { BBox, ExtractResult, PageSize, Table } from "@pdftab/engine";
import type { ExtractInfo } from "@pdftab/export";
import type { CsvDelimiter } from "@pdftab/export/csv-delimiter";
import { secondsInWords } from "@pdftab/engine/stopped-pages";
import { compileMupdf, compileTesseract } from "@pdftab/engine/wasm";
import { Piscina } from "piscina";
import { DEFAULT_PAGE_TIMEOUT_SECONDS, DEFAULT_THREAD_IDLE_SECONDS } from "../../config/config.js";
import { ExtractionError, POOL_ERROR_CODES } from "./extraction-error.js";
import {
  defaultPerOwner,
  FairScheduler,
  QueueCancelledError,
  QueueTimeoutError,
  SchedulerClosedError,
} from "./fair-scheduler.js";
import { ReadAheadCores } from "./read-ahead-cores.js";
import { runSupervisedExtraction, type ExtractionHooks } from "./supervised-extraction.js";
import { WASM_COUNTER, workerEntry, type WorkerEntry } from "./worker-file.js";
import type {
  AnyOutcome,
  Extracted,
  ExtractOutcome,
  ExtractRecord,
  ExtractSettings,
  OcrSettings,
  WorkerTask,
} from "./worker-protocol.js";

export type { ExtractionHooks } from "./supervised-extraction.js";

/** The page budget when the caller gives none: the configuration's default, so there is one number. */
export const DEFAULT_PAGE_TIMEOUT_MS = DEFAULT_PAGE_TIMEOUT_SECONDS * 1000;

export interface ExtractionPoolOptions {
  /** Worker threads; each runs one task at a time. */
  threads: number;
  /** Run-time budget of one document, counted from when a worker starts it (never while it waits in the queue). */
  taskBudgetMs: number;
  /**
   * Budget of one page. The engine stops a slow page itself between steps; a
   * page stuck inside one MuPDF call is stopped by terminating its worker once
   * it is `pageGraceMs` over, and the document goes on with the next page.
   */
  pageTimeoutMs?: number;
  /** How long past the page budget the watchdog waits before terminating the thread. */
  pageGraceMs?: number;
  /** How long a task may wait for a worker (Infinity: no limit). */
  queueTimeoutMs?: number;
  /** Tasks of one owner (user) running at once; default half the threads rounded up, at least 1. */
  perUserConcurrency?: number;
  /**
   * Niceness of the worker threads (0-19, Linux and macOS): above 0 the
   * operating system serves the HTTP thread first when every core is busy.
   */
  nice?: number;
  /** How scanned pages are read (languages, OCR budget per page); default English, 60 s. */
  ocr?: OcrSettings;
  /** Another worker module from sources (tests use this to crash a worker on purpose). */
  sourceWorker?: URL;
  /** Author written into xlsx files (BRAND_NAME); packages/export's default otherwise. */
  workbookCreator?: string;
  /**
   * How long an idle worker thread lives before it is stopped (it is started again on demand, without the
   * optimised code V8 had made for the engine in the old one); default DEFAULT_THREAD_IDLE_SECONDS.
   */
  idleTimeoutMs?: number;
}

/** One finished extraction as the pool saw it (what the metrics count). */
export interface ExtractionReport {
  /** The method asked for; "auto" when none was. */
  method: string;
  ok: boolean;
  /** Pages read, failed or stopped (0 when the PDF failed as a whole). */
  pages: number;
  /** From the call until a worker started it, in milliseconds. */
  waitMs: number;
  /** From when a worker started it until it settled, in milliseconds. */
  runMs: number;
}

/** Who a task is for: tasks of one owner share that owner's concurrency cap and turn. */
export type TaskOwner = string;

/** The owner of tasks no user asked for (maintenance, tests). */
export const SYSTEM_OWNER = "system";

/**
 * Runs the engine on worker threads so extraction never blocks the event
 * loop. Tasks wait in a fair queue (round robin between owners, at most
 * `perUserConcurrency` running per owner) and reach piscina only when a
 * thread is free, so a task's budget starts when it runs. A task that crashes
 * its worker or runs past its budget rejects with an ExtractionError; a page
 * stuck past its budget costs its worker thread, and the document goes on
 * in a fresh one (see supervised-extraction.ts).
 */
export class ExtractionPool {
  private readonly entry: WorkerEntry;
  private readonly maxThreads: number;
  /** How long an idle worker thread lives before it is stopped, in milliseconds. */
  readonly idleTimeoutMs: number;
  /** Created with the first task, once MuPDF's WebAssembly is compiled (see workers()). */
  private piscina: Promise<Piscina<WorkerTask, AnyOutcome>> | undefined;
  /** The same pool once made. */
  private started: Piscina<WorkerTask, AnyOutcome> | undefined;
  private closed = false;
  /** MuPDF compilations in worker threads and instantiations, OCR core instantiations, added to by the threads (WASM_COUNTER). */
  private readonly wasmCounters = new Int32Array(new SharedArrayBuffer(3 * Int32Array.BYTES_PER_ELEMENT));
  private readonly scheduler: FairScheduler;
  /** Idle threads lent to scanned pages read ahead of their turn (read-ahead-cores.ts). */
  private readonly readAheadCores = new ReadAheadCores();
  readonly taskBudgetMs: number;
  readonly pageTimeoutMs: number;
  readonly pageGraceMs: number;
  readonly queueTimeoutMs: number;
  readonly perUserConcurrency: number;
  private reporter: ((report: ExtractionReport) => void) | undefined;
  readonly ocr: OcrSettings;
  /** Author written into xlsx files made here (batch zips use it too). */
  readonly workbookCreator: string | undefined;

  constructor(options: ExtractionPoolOptions) {
    this.workbookCreator = options.workbookCreator;
    const entry = workerEntry();
    if (options.sourceWorker) entry.workerData.sourceWorker = options.sourceWorker.href;
    if (options.nice) entry.workerData.nice = options.nice;
    entry.workerData.wasmCounters = this.wasmCounters;
    const threads = Math.max(1, options.threads);
    entry.workerData.readAheadCores = this.readAheadCores.shared;
    entry.workerData.ocrConcurrency = threads;
    this.readAheadCores.publishIdle(threads);
    this.entry = entry;
    this.maxThreads = threads;
    this.idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_THREAD_IDLE_SECONDS * 1000;
    this.taskBudgetMs = options.taskBudgetMs;
    this.pageTimeoutMs = Math.min(options.pageTimeoutMs ?? DEFAULT_PAGE_TIMEOUT_MS, options.taskBudgetMs);
    this.pageGraceMs = options.pageGraceMs ?? defaultGraceMs(this.pageTimeoutMs);
    this.queueTimeoutMs = options.queueTimeoutMs ?? Infinity;
    this.ocr = options.ocr ?? { languages: ["eng"], pageTimeoutMs: 60_000 };
    this.perUserConcurrency = Math.max(1, options.perUserConcurrency ?? defaultPerOwner(threads));
    this.scheduler = new FairScheduler({
      slots: threads,
      perOwner: this.perUserConcurrency,
      queueTimeoutMs: this.queueTimeoutMs,
      onRunningChange: (running) => this.readAheadCores.publishIdle(threads - running),
    });
  }

  /**
   * The piscina pool, made on first use: MuPDF's and the OCR engine's
   * WebAssembly are compiled once on this thread (once per process) and
   * handed to every worker thread it starts, a recycled one too, so a thread
   * (and each OCR thread it starts) only instantiates them. Should a compile
   * fail, each thread compiles its own, as MuPDF.js and tesseract.js do by
   * themselves.
   */
  private workers(): Promise<Piscina<WorkerTask, AnyOutcome>> {
    const optional = <T>(compiling: Promise<T>) =>
      compiling.then(
        (module) => module,
        () => undefined,
      );
    this.piscina ??= Promise.all([optional(compileMupdf()), optional(compileTesseract())]).then(
      ([module, tesseract]) => {
        if (this.closed)
          throw new ExtractionError(
            POOL_ERROR_CODES.failed,
            "The PDF could not be processed: the server is shutting down",
          );
        return (this.started = new Piscina<WorkerTask, AnyOutcome>({
          filename: this.entry.filename,
          workerData: {
            ...this.entry.workerData,
            ...(module ? { mupdf: module } : {}),
            ...(tesseract ? { tesseract } : {}),
          },
          minThreads: 0,
          maxThreads: this.maxThreads,
          // the fair scheduler hands piscina no more tasks than threads, so nothing queues there
          concurrentTasksPerWorker: 1,
          idleTimeout: this.idleTimeoutMs,
        }));
      },
    );
    return this.piscina;
  }

  /** Worker threads allowed at once. */
  get threads(): number {
    return this.maxThreads;
  }

  /** Worker threads running now (idle ones included; they stop after the idle timeout). */
  get liveThreads(): number {
    return this.started?.threads.length ?? 0;
  }

  /**
   * MuPDF's WebAssembly in this pool's worker threads: `compiledInWorkers`
   * counts threads that had to compile it themselves (0 when the main thread's
   * module reached them), `instantiated` every thread that loaded it.
   */
  wasmStats(): { compiledInWorkers: number; instantiated: number } {
    return {
      compiledInWorkers: Atomics.load(this.wasmCounters, WASM_COUNTER.compiled),
      instantiated: Atomics.load(this.wasmCounters, WASM_COUNTER.instantiated),
    };
  }

  /** OCR threads started by this pool's worker threads that instantiated the OCR core compiled on this thread. */
  ocrWasmInstantiations(): number {
    return Atomics.load(this.wasmCounters, WASM_COUNTER.ocrInstantiated);
  }

  /** Idle threads lent now to scanned pages read ahead, and pages read ahead since the pool started. */
  readAheadStats(): { lent: number; pagesBegun: number } {
    return this.readAheadCores.stats();
  }

  /** Tasks waiting for a worker, and tasks running. */
  get load(): { waiting: number; running: number } {
    return { waiting: this.scheduler.waiting, running: this.scheduler.running };
  }

  /** How long the task waiting longest for a worker has waited, in milliseconds (0 when none waits). */
  oldestWaitMs(): number {
    return this.scheduler.oldestWaitMs();
  }

  /**
   * Finds the tables of `pdf` and builds their extraction response (named
   * `fileName`) for `owner`, with what the history row keeps of them. The
   * bytes are copied once into shared memory, so a run resumed after a
   * stopped page reads them again without another copy.
   * Aborting `signal` cancels it (ExtractionError `cancelled`): taken out of the
   * queue while it waits, stopped before its next page once it runs.
   */
  async extract(
    pdf: Uint8Array,
    settings: ExtractSettings,
    hooks: ExtractionHooks = {},
    fileName = "document.pdf",
    owner: TaskOwner = SYSTEM_OWNER,
    signal?: AbortSignal,
  ): Promise<{ result: ExtractResult; info: ExtractInfo; record: ExtractRecord }> {
    const extracted = await this.run(pdf, settings, hooks, fileName, owner, signal, false);
    if (!extracted.result) throw new Error("The worker sent back no result");
    return extracted;
  }

  /**
   * Like `extract`, but only what the history row keeps comes back (a batch file's run): the
   * main thread receives the tables as the row's JSON text, not as objects, and no extraction
   * response (ExtractTask.recordOnly).
   */
  async extractRecord(
    pdf: Uint8Array,
    settings: ExtractSettings,
    hooks: ExtractionHooks = {},
    fileName = "document.pdf",
    owner: TaskOwner = SYSTEM_OWNER,
    signal?: AbortSignal,
  ): Promise<{ record: ExtractRecord }> {
    return this.run(pdf, settings, hooks, fileName, owner, signal, true);
  }

  private async run(
    pdf: Uint8Array,
    settings: ExtractSettings,
    hooks: ExtractionHooks,
    fileName: string,
    owner: TaskOwner,
    signal: AbortSignal | undefined,
    recordOnly: boolean,
  ): Promise<Extracted> {
    const shared = new Uint8Array(new SharedArrayBuffer(pdf.byteLength));
    shared.set(pdf);
    const calledAt = performance.now();
    let runAt: number | undefined;
    const report = (ok: boolean, pages: number) => {
      const end = performance.now();
      const started = runAt ?? end;
      try {
        this.reporter?.({
          method: settings.method ?? "auto",
          ok,
          pages,
          waitMs: started - calledAt,
          runMs: end - started,
        });
      } catch {
        // counting must never fail an extraction
      }
    };
    const extracted = runSupervisedExtraction({
      pdf: shared,
      settings,
      hooks: {
        ...hooks,
        onRun: () => {
          runAt ??= performance.now();
          hooks.onRun?.();
        },
      },
      fileName,
      recordOnly,
      limits: {
        taskBudgetMs: this.taskBudgetMs,
        pageTimeoutMs: this.pageTimeoutMs,
        pageGraceMs: this.pageGraceMs,
        ocr: this.ocr,
      },
      schedule: (attempt, first) => this.queued(owner, attempt, hooks, first, signal, true),
      ...(signal ? { signal } : {}),
      runOnWorker: async (task, transferList, signal) => {
        const claims = ReadAheadCores.claims();
        try {
          return (await (
            await this.workers()
          ).run({ ...task, aheadClaims: claims }, { transferList: transferList as never, signal })) as ExtractOutcome;
        } finally {
          // the cores its pages begun ahead still held (all of them when the watchdog terminated the thread)
          this.readAheadCores.giveBackAll(claims);
        }
      },
    });
    extracted.then(
      ({ record }) => report(true, record.pagesDone),
      () => report(false, 0),
    );
    return extracted;
  }

  /** Calls `reporter` once per finished extraction (the metrics' extraction figures). */
  onExtraction(reporter: (report: ExtractionReport) => void): void {
    this.reporter = reporter;
  }

  /** Renders one page to PNG with `box` (PDF points) outlined when given; stopped past the page budget. */
  async renderPage(
    pdf: Uint8Array,
    page: number,
    options: { scale: number; password?: string; box?: BBox; owner?: TaskOwner },
  ): Promise<Uint8Array> {
    const { owner = SYSTEM_OWNER, ...rest } = options;
    const bytes = transferable(pdf);
    const task: WorkerTask = { kind: "render", pdf: bytes, page, ...rest };
    return (await this.runBudgeted(
      owner,
      task,
      [bytes.buffer as ArrayBuffer],
      this.pageTimeoutMs + this.pageGraceMs,
    )) as Uint8Array;
  }

  /**
   * The size of every page as displayed (points), without drawing any page;
   * `pdf` is copied, not moved, so the caller keeps its bytes.
   */
  async pageSizes(pdf: Uint8Array, password?: string, owner: TaskOwner = SYSTEM_OWNER): Promise<PageSize[]> {
    const bytes = new Uint8Array(pdf);
    const task: WorkerTask = { kind: "page-sizes", pdf: bytes, ...(password ? { password } : {}) };
    return (await this.runBudgeted(owner, task, [bytes.buffer as ArrayBuffer], this.taskBudgetMs)) as PageSize[];
  }

  /** Where `text` first occurs on `page` (the engine's anchor search; null when absent); stopped past the page budget. */
  async locateAnchor(
    pdf: Uint8Array,
    page: number,
    text: string,
    options: { password?: string; owner?: TaskOwner } = {},
  ): Promise<BBox | null> {
    const bytes = new Uint8Array(pdf);
    const task: WorkerTask = {
      kind: "anchor",
      pdf: bytes,
      page,
      text,
      ...(options.password ? { password: options.password } : {}),
    };
    return (await this.runBudgeted(
      options.owner ?? SYSTEM_OWNER,
      task,
      [bytes.buffer as ArrayBuffer],
      this.pageTimeoutMs + this.pageGraceMs,
    )) as BBox | null;
  }

  /** The extraction response of stored tables (type inference over every cell: worker work). */
  async extractInfo(
    tables: Table[],
    fileName: string,
    warnings: { page: number; code: string; message: string }[] = [],
    owner: TaskOwner = SYSTEM_OWNER,
  ): Promise<ExtractInfo> {
    return (await this.runBudgeted(
      owner,
      { kind: "info", tables, fileName, warnings },
      [],
      this.taskBudgetMs,
    )) as ExtractInfo;
  }

  /** A download of stored tables, built by packages/export on a worker; `creator` overrides the instance's workbook author. */
  async exportFile(
    tables: Table[],
    fileName: string,
    format: "xlsx" | "csv" | "json",
    options: {
      includeStats: boolean;
      fillGaps?: boolean;
      csvLayout?: "single" | "zip";
      /** CSV only: the field delimiter ("," by default). */
      delimiter?: CsvDelimiter;
      /** CSV only: start each CSV with a UTF-8 byte order mark. */
      bom?: boolean;
      owner?: TaskOwner;
      creator?: string;
    },
  ): Promise<Buffer> {
    // a Business workspace's own name replaces the instance brand as the workbook's author
    const creator = options.creator ?? this.workbookCreator;
    const task: WorkerTask = {
      kind: "export",
      tables,
      fileName,
      format,
      includeStats: options.includeStats,
      fillGaps: options.fillGaps ?? false,
      csvLayout: options.csvLayout,
      ...(options.delimiter !== undefined ? { delimiter: options.delimiter } : {}),
      ...(options.bom ? { bom: true } : {}),
      ...(creator ? { creator } : {}),
    };
    const bytes = (await this.runBudgeted(options.owner ?? SYSTEM_OWNER, task, [], this.taskBudgetMs)) as Uint8Array;
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /** Refuses queued tasks and stops every worker. */
  async close(): Promise<void> {
    this.closed = true;
    this.scheduler.close();
    const piscina = await this.piscina?.catch(() => undefined);
    await piscina?.destroy();
  }

  /**
   * Waits for `owner`'s turn and a free thread, then runs `attempt`; queue
   * problems become ExtractionErrors. An attempt that `yields` (an extraction
   * run) may get a thread lent over the owner's cap, and gives it back at its
   * next page once `reclaim` aborts (fair-scheduler.ts).
   */
  private async queued<T>(
    owner: TaskOwner,
    attempt: (reclaim: AbortSignal) => Promise<T>,
    hooks: ExtractionHooks = {},
    first = false,
    signal?: AbortSignal,
    yields = false,
  ): Promise<T> {
    try {
      return await this.scheduler.submit(owner, attempt, {
        first,
        yields,
        onQueued: () => hooks.onQueued?.(),
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      if (error instanceof QueueCancelledError)
        throw new ExtractionError(
          POOL_ERROR_CODES.cancelled,
          "The extraction was cancelled while it waited for a free worker.",
        );
      if (error instanceof QueueTimeoutError) {
        throw new ExtractionError(
          POOL_ERROR_CODES.queueTimeout,
          `The server is busy: the PDF waited ${secondsInWords(this.queueTimeoutMs)} for a free worker and was not processed. Please try again later`,
        );
      }
      if (error instanceof SchedulerClosedError)
        throw new ExtractionError(
          POOL_ERROR_CODES.failed,
          "The PDF could not be processed: the server is shutting down",
        );
      throw error;
    }
  }

  /** One task on a worker, stopped (its thread terminated) `budgetMs` after it starts. */
  private runBudgeted(
    owner: TaskOwner,
    task: WorkerTask,
    transferList: (ArrayBuffer | MessagePort)[],
    budgetMs: number,
  ): Promise<unknown> {
    return this.queued(owner, async () => {
      const workers = await this.workers();
      const signal = AbortSignal.timeout(budgetMs);
      let outcome: AnyOutcome;
      try {
        outcome = await workers.run(task, { transferList: transferList as never, signal });
      } catch (error) {
        if (signal.aborted) {
          throw new ExtractionError(
            POOL_ERROR_CODES.timeout,
            `The PDF took longer than ${secondsInWords(budgetMs)} to process and was stopped`,
          );
        }
        throw workerDied(error);
      }
      if (!outcome.ok) throw new ExtractionError(outcome.code, outcome.message);
      return outcome.value;
    });
  }
}

/** How long past its budget a page may run before its thread is terminated: a fifth of the budget, 0.2 to 5 seconds. */
export function defaultGraceMs(pageTimeoutMs: number): number {
  return Math.min(5_000, Math.max(200, Math.round(pageTimeoutMs / 5)));
}

/** The error of a task whose worker thread died under it. */
export function workerDied(error: unknown): ExtractionError {
  const reason = error instanceof Error ? error.message : String(error);
  return new ExtractionError(POOL_ERROR_CODES.failed, `The PDF could not be processed: the worker stopped (${reason})`);
}

/** A Uint8Array that owns its whole ArrayBuffer, so transferring it moves nothing else. */
function transferable(pdf: Uint8Array): Uint8Array {
  if (pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength && pdf.buffer instanceof ArrayBuffer) return pdf;
  return new Uint8Array(pdf);
}
