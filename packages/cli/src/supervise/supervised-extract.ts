import type { ExtractResult, PageResult } from "@pdftab/engine";
import { ExtractThread, stoppedUnexpectedly } from "./extract-thread.js";
import type { ExtractJob, WorkerMessage, WorkerOptions } from "./worker-protocol.js";

/** The engine's page budget when --page-timeout is not given. */
export const DEFAULT_PAGE_TIMEOUT_MS = 10_000;

/** The whole document's budget when --timeout is not given (ten minutes). */
export const DEFAULT_TOTAL_TIMEOUT_MS = 600_000;

/** How long past its budget a page may run before its thread is terminated: a fifth of the budget, 0.2 to 5 seconds. */
export function graceMs(pageTimeoutMs: number): number {
  return Math.min(5_000, Math.max(200, Math.round(pageTimeoutMs / 5)));
}

/** An engine failure that crossed the thread boundary, shaped so `isEngineError` knows it. */
export class WorkerEngineError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "EngineError";
  }
}

/** What a caller of `supervisedExtract` may hear as the extraction goes. */
export interface SupervisorHooks {
  /**
   * Each page's result as it arrives, in page order (pages the watchdog stopped
   * are not handed over: they have no tables). When given and not stitching,
   * the command keeps no page's tables: the result's `tables` is [] and the
   * caller writes them out as they come, so memory does not grow with pages.
   */
  onPage?: (page: PageResult) => void;
  /**
   * Each worker thread once its engine is loaded, with how it got MuPDF:
   * "shared" (instantiated the module this thread compiled once) or
   * "compiled" (compiled its own, when that failed here).
   */
  onWorkerReady?: (mupdf: "shared" | "compiled") => void;
}

/**
 * Extracts in a worker thread under a page watchdog, like the server's pool:
 * MuPDF.js calls are synchronous WebAssembly that the engine cannot interrupt
 * (a 2 GB Flate stream, a form drawn a billion times), so a page still running
 * its budget plus a grace period after it started has its thread terminated,
 * is reported as `timeout` (`page_timeout`), and a fresh thread goes on with
 * the next page. Opening the document gets the same limit. A page read by
 * OCR gets the OCR budget on top (the OCR runs in its own thread, so the
 * engine can stop it itself). Resolves to the
 * engine's result; rejects with the engine's error (by its code) otherwise.
 * With `hooks.onPage` (and no stitching) the tables go to it page by page
 * instead of into the result. `thread`: one started earlier for the first
 * run (see extract-thread.ts); the later runs start their own.
 */
export async function supervisedExtract(
  pdf: Uint8Array,
  options: WorkerOptions,
  verbose = false,
  totalTimeoutMs = DEFAULT_TOTAL_TIMEOUT_MS,
  hooks: SupervisorHooks = {},
  thread: ExtractThread = new ExtractThread(),
): Promise<ExtractResult> {
  // stitching joins tables after the last page, so the tables stay here until then
  const streaming = hooks.onPage !== undefined && !options.stitch;
  const deadline = performance.now() + totalTimeoutMs;
  // in shared memory, so a resumed run reads it without a copy (a PDF read into shared memory is used as it is)
  const shared = pdf.buffer instanceof SharedArrayBuffer ? pdf : new Uint8Array(new SharedArrayBuffer(pdf.byteLength));
  if (shared !== pdf) shared.set(pdf);
  const budget = options.pageTimeoutMs ?? DEFAULT_PAGE_TIMEOUT_MS;
  const limit = budget + graceMs(budget);
  let plan: { pages: number[]; pageCount: number } | undefined;
  const results = new Map<number, PageResult>();
  const giveUp = (report: (page: number) => PageResult["report"]) => {
    for (const page of plan!.pages.filter((p) => !results.has(p)))
      results.set(page, { report: report(page), tables: [] });
  };
  let stopsInARow = 0;
  for (let resumed = false; ; resumed = true) {
    const data: ExtractJob = { pdf: shared, options, verbose };
    let runDeadline = deadline;
    if (resumed && plan) {
      data.resume = {
        pageCount: plan.pageCount,
        pages: plan.pages.filter((p) => !results.has(p)),
        // only stitching needs the earlier pages in the worker
        carried: options.stitch ? [...results.values()] : [],
      };
      if (data.resume.pages.length === 0) {
        // nothing left to read: merge here, or in a thread when stitching needs the engine (the watchdog
        // times it from when the thread is ready, so the document's deadline no longer applies)
        if (!options.stitch) return merged(plan.pageCount, [...results.values()]);
        runDeadline = Infinity;
      }
    }
    // MuPDF is compiled once, when the first thread has booted, and posted to each (extract-thread.ts): one started
    // after a stopped page instantiates it rather than compiling it again
    if (resumed) thread = new ExtractThread();
    const run = await runWorker(thread, data, limit, runDeadline, {
      plan: (p) => (plan ??= p),
      page: (result) => {
        stopsInARow = 0;
        if (streaming) {
          hooks.onPage!(result);
          results.set(result.report.page, { ...result, tables: [] });
        } else results.set(result.report.page, result);
      },
      ready: (mupdf) => hooks.onWorkerReady?.(mupdf),
    });
    if ("result" in run) return run.result ?? merged(plan!.pageCount, [...results.values()]);
    if (run.pastDeadline) {
      if (!plan || results.size === 0)
        throw new WorkerEngineError(
          "extraction_timeout",
          `The PDF took longer than ${seconds(totalTimeoutMs)} seconds (--timeout) and was stopped.`,
        );
      giveUp((page) => ({
        page,
        status: "timeout",
        error: {
          code: "extraction_timeout",
          message: `Page ${page} was not read: the document ran past its ${seconds(totalTimeoutMs)} second budget (--timeout).`,
        },
        tableCount: 0,
        elapsedMs: 0,
      }));
      continue;
    }
    if (run.stoppedPage === undefined || !plan) {
      throw new WorkerEngineError(
        "extraction_timeout",
        `Opening the PDF took longer than ${seconds(limit)} seconds; it was stopped.`,
      );
    }
    results.set(run.stoppedPage, {
      report: {
        page: run.stoppedPage,
        status: "timeout",
        error: {
          code: "page_timeout",
          message: `Page ${run.stoppedPage} ran past its ${seconds(budget)} second budget inside the PDF library and was stopped after ${seconds(run.elapsedMs)} seconds.`,
        },
        tableCount: 0,
        elapsedMs: Math.round(run.elapsedMs),
      },
      tables: [],
    });
    if (++stopsInARow >= MAX_STOPS_IN_A_ROW) giveUp((page) => abandonedPage(page, stopsInARow));
  }
}

/** The result of pages read in earlier runs, in page order, unstitched. */
function merged(pageCount: number, pages: PageResult[]): ExtractResult {
  const sorted = [...pages].sort((a, b) => a.report.page - b.report.page);
  return {
    pageCount,
    tables: sorted.flatMap((p) => p.tables),
    pages: sorted.map((p) => p.report),
    warnings: sorted.flatMap((p) => p.warnings ?? []),
  };
}

/**
 * After this many pages in a row had to be stopped, the rest of the document
 * is not read (each page reported skipped, code `page_skipped`): a file whose
 * every page hangs would otherwise cost a budget and a fresh thread per page.
 */
export const MAX_STOPS_IN_A_ROW = 3;

function abandonedPage(page: number, stops: number): PageResult["report"] {
  return {
    page,
    status: "timeout",
    error: {
      code: "page_skipped",
      message: `Page ${page} was not read: the ${stops} pages before it each ran past their budget and were stopped, so the rest of the document was given up.`,
    },
    tableCount: 0,
    elapsedMs: 0,
  };
}

type RunOutcome =
  { result: ExtractResult | undefined } | { stoppedPage: number | undefined; elapsedMs: number; pastDeadline: boolean };

/** One worker run: its result, or the page (undefined: while opening) the watchdog stopped it on. */
function runWorker(
  thread: ExtractThread,
  job: ExtractJob,
  limitMs: number,
  deadline: number,
  on: {
    plan(p: { pages: number[]; pageCount: number }): void;
    page(r: PageResult): void;
    ready(mupdf: "shared" | "compiled"): void;
  },
): Promise<RunOutcome> {
  return new Promise((resolve, reject) => {
    const worker = thread.run(job);
    let settled = false;
    let current: { page: number | undefined; since: number } = { page: undefined, since: performance.now() };
    // a page begun ahead of its turn while `current` is read (scanned pages read side by side): stuck then, it is to blame
    let ahead: { page: number; since: number } | null = null;
    let watchdog: NodeJS.Timeout | undefined;
    const stop = (pastDeadline: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(watchdog);
      clearTimeout(overall);
      const culprit = ahead ?? current;
      const stopped = { stoppedPage: culprit.page, elapsedMs: performance.now() - culprit.since, pastDeadline };
      void worker.terminate().then(() => resolve(stopped));
    };
    // (a timer of Infinity would fire at once, so an unbounded run gets none)
    const overall = Number.isFinite(deadline)
      ? setTimeout(() => stop(true), Math.max(0, deadline - performance.now()))
      : undefined;
    // when the current page must be done by (performance.now() time); a page begun ahead gets its own limit meanwhile
    let pageDeadline = Infinity;
    const arm = (extraMs = 0) => {
      pageDeadline = performance.now() + limitMs + extraMs;
      clearTimeout(watchdog);
      watchdog = setTimeout(() => stop(false), limitMs + extraMs);
    };
    const finish = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(watchdog);
      clearTimeout(overall);
      action();
      void worker.terminate();
    };
    worker.on("message", (message: WorkerMessage) => {
      if (settled) return;
      switch (message.type) {
        case "ready": // the engine is loaded: opening the document is timed from here
          current = { page: undefined, since: performance.now() };
          arm();
          on.ready(message.mupdf);
          break;
        case "plan":
          on.plan({ pages: message.pages, pageCount: message.pageCount });
          break;
        case "page-start":
          current = { page: message.page, since: performance.now() };
          arm();
          break;
        case "page-ocr": // OCR has its own budget (enforced by the engine); the page gets it on top of its own
          arm(message.budgetMs);
          break;
        case "page-ahead":
          // MuPDF reading the page begun ahead holds up the current page too: the begun page gets the page limit of
          // its own (not the current page's OCR budget), and the current page its deadline moved by the time it waited
          clearTimeout(watchdog);
          if (message.page !== null) {
            ahead = { page: message.page, since: performance.now() };
            watchdog = setTimeout(() => stop(false), limitMs);
          } else {
            if (ahead) pageDeadline += performance.now() - ahead.since;
            ahead = null;
            if (Number.isFinite(pageDeadline))
              watchdog = setTimeout(() => stop(false), Math.max(0, pageDeadline - performance.now()));
          }
          break;
        case "page":
          clearTimeout(watchdog);
          current = { page: undefined, since: performance.now() };
          on.page(message.result);
          break;
        case "done":
          finish(() => resolve({ result: message.result }));
          break;
        case "error":
          finish(() =>
            reject(
              message.error.code
                ? new WorkerEngineError(message.error.code, message.error.message)
                : Object.assign(new Error(message.error.message), { name: message.error.name }),
            ),
          );
          break;
      }
    });
    worker.on("error", (error) => finish(() => reject(error)));
    worker.on("exit", (code) => finish(() => reject(stoppedUnexpectedly(code))));
  });
}

function seconds(ms: number): number {
  return Math.round(ms / 100) / 10;
}
