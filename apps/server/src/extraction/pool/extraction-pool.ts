import { MessageChannel, type MessagePort } from "node:worker_threads";
import type { BBox, ExtractResult, Table } from "@pdftab/engine";
import type { ExtractInfo } from "@pdftab/export";
import { Piscina } from "piscina";
import { ExtractionError, POOL_ERROR_CODES } from "./extraction-error.js";
import { workerEntry } from "./worker-file.js";
import type { ExportOutcome, ExtractOutcome, ExtractSettings, InfoOutcome, ProgressMessage, RenderOutcome, WorkerTask } from "./worker-protocol.js";

export interface ExtractionPoolOptions {
  /** Worker threads; each runs one document at a time. */
  threads: number;
  /** Time budget of one task; past it the task's worker is stopped and the task fails alone. */
  taskBudgetMs: number;
  /** Per-page budget handed to the engine (a slow page is skipped, the rest still returns). */
  pageTimeoutMs?: number;
  /** Another worker module from sources (tests use this to crash a worker on purpose). */
  sourceWorker?: URL;
}

/** Progress callbacks of one extraction. */
export interface ExtractionHooks {
  /** The number of pages to read, as soon as it is known (before the first page). */
  onStart?(pagesTotal: number): void;
  onPage?(pagesDone: number, pagesTotal: number): void;
}

/**
 * Runs the engine on worker threads so extraction never blocks the event
 * loop. The PDF's bytes are transferred (not copied) to the worker; a task
 * that crashes its worker or runs past its budget rejects with an
 * ExtractionError, and the pool replaces the worker for the next task.
 */
export class ExtractionPool {
  private readonly piscina: Piscina<WorkerTask, ExtractOutcome | RenderOutcome | InfoOutcome | ExportOutcome>;
  private readonly taskBudgetMs: number;
  private readonly pageTimeoutMs: number;

  constructor(options: ExtractionPoolOptions) {
    const entry = workerEntry();
    if (options.sourceWorker) entry.workerData.sourceWorker = options.sourceWorker.href;
    this.taskBudgetMs = options.taskBudgetMs;
    this.pageTimeoutMs = Math.min(options.pageTimeoutMs ?? 30_000, options.taskBudgetMs);
    this.piscina = new Piscina({
      filename: entry.filename,
      workerData: entry.workerData,
      minThreads: 0,
      maxThreads: Math.max(1, options.threads),
      // each worker holds one document at a time; the queue holds the rest
      concurrentTasksPerWorker: 1,
      idleTimeout: 60_000,
    });
  }

  /** Worker threads allowed at once. */
  get threads(): number {
    return this.piscina.options.maxThreads;
  }

  /**
   * Finds the tables of `pdf` and builds their extraction response (named
   * `fileName`). The bytes are moved to the worker (`pdf` is emptied when it
   * owns its whole buffer, else copied once).
   */
  async extract(pdf: Uint8Array, settings: ExtractSettings, hooks: ExtractionHooks = {}, fileName = "document.pdf"): Promise<{ result: ExtractResult; info: ExtractInfo }> {
    const channel = new MessageChannel();
    channel.port1.on("message", (message: ProgressMessage) => {
      if (message.type === "start") hooks.onStart?.(message.pagesTotal);
      else hooks.onPage?.(message.pagesDone, message.pagesTotal);
    });
    const bytes = transferable(pdf);
    try {
      const task: WorkerTask = { kind: "extract", pdf: bytes, fileName, settings, pageTimeoutMs: this.pageTimeoutMs, progress: channel.port2 };
      return (await this.run(task, [bytes.buffer as ArrayBuffer, channel.port2])) as { result: ExtractResult; info: ExtractInfo };
    } finally {
      // let progress messages already on their way arrive before closing
      await new Promise((resolve) => setImmediate(resolve));
      channel.port1.close();
    }
  }

  /** Renders one page to PNG with `box` (PDF points) outlined when given. */
  async renderPage(pdf: Uint8Array, page: number, options: { scale: number; password?: string; box?: BBox }): Promise<Uint8Array> {
    const bytes = transferable(pdf);
    const task: WorkerTask = { kind: "render", pdf: bytes, page, ...options };
    return (await this.run(task, [bytes.buffer as ArrayBuffer])) as Uint8Array;
  }

  /** The extraction response of stored tables (type inference over every cell: worker work). */
  async extractInfo(tables: Table[], fileName: string): Promise<ExtractInfo> {
    return (await this.run({ kind: "info", tables, fileName }, [])) as ExtractInfo;
  }

  /** A download of stored tables, built by packages/export on a worker. */
  async exportFile(tables: Table[], fileName: string, format: "xlsx" | "csv" | "json", options: { includeStats: boolean; fillGaps?: boolean }): Promise<Buffer> {
    const bytes = (await this.run({ kind: "export", tables, fileName, format, includeStats: options.includeStats, fillGaps: options.fillGaps ?? false }, [])) as Uint8Array;
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /** Stops every worker; tasks still queued reject. */
  async close(): Promise<void> {
    await this.piscina.destroy();
  }

  private async run(task: WorkerTask, transferList: (ArrayBuffer | MessagePort)[]): Promise<unknown> {
    const signal = AbortSignal.timeout(this.taskBudgetMs);
    let outcome: ExtractOutcome | RenderOutcome | InfoOutcome | ExportOutcome;
    try {
      outcome = await this.piscina.run(task, { transferList: transferList as never, signal });
    } catch (error) {
      if (signal.aborted) {
        const seconds = Math.round(this.taskBudgetMs / 100) / 10;
        throw new ExtractionError(POOL_ERROR_CODES.timeout, `The PDF took longer than ${seconds} seconds to process and was stopped`);
      }
      const reason = error instanceof Error ? error.message : String(error);
      throw new ExtractionError(POOL_ERROR_CODES.failed, `The PDF could not be processed: the worker stopped (${reason})`);
    }
    if (!outcome.ok) throw new ExtractionError(outcome.code, outcome.message);
    return outcome.value;
  }
}

/** A Uint8Array that owns its whole ArrayBuffer, so transferring it moves nothing else. */
function transferable(pdf: Uint8Array): Uint8Array {
  if (pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength && pdf.buffer instanceof ArrayBuffer) return pdf;
  return new Uint8Array(pdf);
}
