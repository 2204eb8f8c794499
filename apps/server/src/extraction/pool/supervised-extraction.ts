import { serialize } from "node:v8";
import { MessageChannel, type MessagePort } from "node:worker_threads";
import type { PageResult } from "@pdftab/engine";
import {
  MAX_STOPS_IN_A_ROW,
  secondsInWords,
  skippedPageReport,
  stoppedPageReport,
  unreadPageReport,
} from "@pdftab/engine/stopped-pages";
import { ExtractionError, POOL_ERROR_CODES } from "./extraction-error.js";
import type {
  Extracted,
  ExtractOutcome,
  ExtractSettings,
  ExtractTask,
  OcrSettings,
  ProgressMessage,
  SerializedPage,
} from "./worker-protocol.js";

/** Progress callbacks of one extraction. */
export interface ExtractionHooks {
  /** The document waits for a free worker (or for its owner's turn); called again if a resumed run has to wait. */
  onQueued?(): void;
  /** A worker thread starts the document (called again when a stopped page makes it resume in a fresh one). */
  onRun?(): void;
  /** The number of pages to read, as soon as it is known (before the first page). */
  onStart?(pagesTotal: number): void;
  /** Pages finished (read, failed or stopped) of the pages to read. */
  onPage?(pagesDone: number, pagesTotal: number): void;
}

/** The time limits a supervised extraction runs under. */
export interface SupervisionLimits {
  /** Run time of the whole document, summed over its runs (queue time excluded). */
  taskBudgetMs: number;
  /** The engine's own page budget (it stops a slow page between steps). */
  pageTimeoutMs: number;
  /** Past budget + grace, the watchdog terminates the thread of a page stuck inside MuPDF. */
  pageGraceMs: number;
  /** How scanned pages are read; a page read by OCR gets the OCR budget on top of its own. */
  ocr: OcrSettings;
}

export interface SupervisedExtractionInput {
  /** The PDF's bytes, in shared memory so every run reads them without a copy. */
  pdf: Uint8Array;
  settings: ExtractSettings;
  hooks: ExtractionHooks;
  fileName: string;
  limits: SupervisionLimits;
  /** Only what the history row keeps comes back (ExtractTask.recordOnly). */
  recordOnly?: boolean;
  /**
   * Runs one attempt when the owner's turn comes (`first`: ahead of the
   * owner's other queued work). When `reclaim` aborts (its thread was lent
   * over the owner's cap and another owner waits), the run stops before its
   * next page and the rest is scheduled again, as after a stopped page.
   */
  schedule<T>(attempt: (reclaim: AbortSignal) => Promise<T>, first: boolean): Promise<T>;
  /** Cancels the extraction: before it starts, while it waits for a worker, or at its next page. */
  signal?: AbortSignal;
  /** Runs a task on a worker thread; aborting `signal` terminates the thread. */
  runOnWorker(task: ExtractTask, transferList: MessagePort[], signal: AbortSignal): Promise<ExtractOutcome>;
}

type Stop = { reason: "budget" } | { reason: "open" } | { reason: "page"; page: number; startedAt: number };

/** What is known of a document across its runs. */
interface RunState {
  plan?: { pages: number[]; pageCount: number };
  /** Every page finished so far, stopped ones as timeout reports, as the worker posted them (unread here). */
  results: Map<number, SerializedPage>;
  resumed: boolean;
  runMs: number;
  /** Pages stopped by the watchdog since the last page that ended on its own. */
  stopsInARow: number;
  /** CANCEL when `signal` aborts, YIELD when the run's thread is asked back; every run's worker reads it before each page. */
  cancel: Int32Array;
}

/** Values of the shared stop flag: the caller cancelled (for good), or the run gives its thread back (the rest runs later). */
const CANCEL = 1;
const YIELD = 2;

/**
 * Runs one extraction under a watchdog that knows which page its worker is
 * on (the worker says so before each page). MuPDF.js calls are synchronous
 * WebAssembly and cannot be interrupted from inside, so a page still running
 * `pageTimeoutMs + pageGraceMs` after it started has its thread terminated;
 * the page is reported as `timeout` (code `page_timeout`) and the document
 * goes on with the next page in a fresh worker (queued again at the head of
 * its owner's line), carrying the pages already done. Opening the PDF gets
 * the same limit; the whole document gets `taskBudgetMs` of run time, past
 * which the pages read so far are returned and the rest reported
 * (`extraction_timeout` per page; a document with no page read fails with
 * it). After MAX_STOPS_IN_A_ROW stopped pages in a row the rest is skipped.
 * Aborting `signal` sets a flag in shared memory that the worker reads before
 * each page: the run rejects with `cancelled` at its next page (a page under
 * way finishes, or is stopped by the watchdog as usual); a run not started yet
 * never starts.
 */
export async function runSupervisedExtraction(input: SupervisedExtractionInput): Promise<Extracted> {
  const state: RunState = {
    results: new Map(),
    resumed: false,
    runMs: 0,
    stopsInARow: 0,
    cancel: new Int32Array(new SharedArrayBuffer(4)),
  };
  const { signal } = input;
  const onAbort = () => Atomics.store(state.cancel, 0, CANCEL);
  if (signal?.aborted) throw cancelledBefore(state);
  signal?.addEventListener("abort", onAbort, { once: true });
  try {
    for (let first = false; ; first = true) {
      const outcome = await input.schedule((reclaim) => {
        input.hooks.onRun?.();
        return runOnce(input, state, reclaim);
      }, first);
      if (outcome) return outcome;
    }
  } finally {
    signal?.removeEventListener("abort", onAbort);
  }
}

/** The error of an extraction cancelled before a run of it started (it was waiting for a worker, or between two runs). */
export function cancelledBefore(state: Pick<RunState, "plan" | "results">): ExtractionError {
  const read = state.plan ? ` (${state.results.size} of ${state.plan.pages.length} pages read)` : "";
  return new ExtractionError(POOL_ERROR_CODES.cancelled, `The extraction was cancelled before it went on${read}.`);
}

/** One run on one worker: the result, or undefined when a page was stopped and the rest is to be run again. */
async function runOnce(
  input: SupervisedExtractionInput,
  state: RunState,
  reclaim?: AbortSignal,
): Promise<Extracted | undefined> {
  const { limits, hooks } = input;
  if (input.signal?.aborted) throw cancelledBefore(state);
  // a yield of an earlier run is over; a cancel stays
  Atomics.compareExchange(state.cancel, 0, YIELD, 0);
  const giveBack = () => Atomics.compareExchange(state.cancel, 0, 0, YIELD);
  if (reclaim?.aborted) giveBack();
  else reclaim?.addEventListener("abort", giveBack, { once: true });
  // a run left with only the merge (every page done or given up) gets at least a page's time (and 10 s to start a thread)
  const mergeOnly = state.resumed && state.plan !== undefined && state.plan.pages.every((p) => state.results.has(p));
  const budgetLeft = limits.taskBudgetMs - state.runMs;
  const left = mergeOnly ? Math.max(budgetLeft, limits.pageTimeoutMs + limits.pageGraceMs, 10_000) : budgetLeft;
  if (left <= 0) throw budgetExceeded(limits.taskBudgetMs);
  const started = performance.now();
  const controller = new AbortController();
  let stop: Stop | undefined;
  const halt = (why: Stop) => {
    if (stop) return;
    stop = why;
    controller.abort();
  };
  const budgetTimer = setTimeout(() => halt({ reason: "budget" }), left);
  let watchdog: NodeJS.Timeout | undefined;
  // what the watchdog stops for the page under way, and by when (performance.now() time)
  let armed: { why: Stop; deadline: number } | undefined;
  const arm = (why: Stop, extraMs = 0) => {
    const limitMs = limits.pageTimeoutMs + limits.pageGraceMs + extraMs;
    armed = { why, deadline: performance.now() + limitMs };
    clearTimeout(watchdog);
    watchdog = setTimeout(() => halt(why), limitMs);
  };
  // since when a scanned page has been begun ahead of its turn while the armed page is read by OCR (read-ahead-cores.ts)
  let aheadSince: number | undefined;
  const pagesTotal = () => state.plan?.pages.length ?? 0;

  const channel = new MessageChannel();
  channel.port1.on("message", (message: ProgressMessage) => {
    if (stop) return;
    switch (message.type) {
      case "alive":
        arm({ reason: "open" });
        break;
      case "start":
        arm({ reason: "open" });
        if (!state.plan) {
          state.plan = { pages: message.pages, pageCount: message.pageCount };
          hooks.onStart?.(message.pagesTotal);
        }
        break;
      case "page-start":
        arm({ reason: "page", page: message.page, startedAt: performance.now() });
        break;
      case "page-ocr": // the OCR runs in its own thread and the engine stops it at its budget; the page gets that budget on top
        arm({ reason: "page", page: message.page, startedAt: performance.now() }, message.budgetMs);
        break;
      case "page-ahead":
        // MuPDF reading the page begun ahead holds up the page under way too: stuck then, the page begun ahead is
        // stopped within a page's limit of its own (not the OCR budget of the page beside it), and the page under way
        // gets its deadline moved by the time it waited
        clearTimeout(watchdog);
        if (message.page !== null) {
          const begun = { reason: "page", page: message.page, startedAt: performance.now() } as const;
          aheadSince = begun.startedAt;
          watchdog = setTimeout(() => halt(begun), limits.pageTimeoutMs + limits.pageGraceMs);
        } else if (armed) {
          if (aheadSince !== undefined) armed.deadline += performance.now() - aheadSince;
          aheadSince = undefined;
          const { why } = armed;
          watchdog = setTimeout(() => halt(why), Math.max(0, armed.deadline - performance.now()));
        }
        break;
      case "page":
        clearTimeout(watchdog);
        armed = undefined;
        state.stopsInARow = 0;
        state.results.set(message.page, message.result);
        if (state.plan) hooks.onPage?.(state.results.size, pagesTotal());
        break;
    }
  });

  const task: ExtractTask = {
    kind: "extract",
    pdf: input.pdf,
    fileName: input.fileName,
    settings: input.settings,
    pageTimeoutMs: limits.pageTimeoutMs,
    ocr: limits.ocr,
    progress: channel.port2,
    cancel: state.cancel,
    ...(input.recordOnly ? { recordOnly: true } : {}),
  };
  if (state.resumed && state.plan) {
    task.resume = {
      pageCount: state.plan.pageCount,
      pages: state.plan.pages.filter((p) => !state.results.has(p)),
      carried: [...state.results.values()],
    };
  }
  try {
    let outcome: ExtractOutcome;
    try {
      outcome = await input.runOnWorker(task, [channel.port2], controller.signal);
    } catch (error) {
      if (!stop) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new ExtractionError(
          POOL_ERROR_CODES.failed,
          `The PDF could not be processed: the worker stopped (${reason})`,
        );
      }
      return stopped(stop, state, limits, hooks);
    }
    if (!outcome.ok && outcome.code === POOL_ERROR_CODES.cancelled && Atomics.load(state.cancel, 0) === YIELD) {
      // stopped before a page to give the thread back: the pages read are kept, the rest runs again
      state.resumed = true;
      return undefined;
    }
    if (!outcome.ok) throw new ExtractionError(outcome.code, outcome.message);
    return outcome.value;
  } finally {
    reclaim?.removeEventListener("abort", giveBack);
    clearTimeout(budgetTimer);
    clearTimeout(watchdog);
    state.runMs += performance.now() - started;
    // let progress messages already on their way arrive before closing
    await new Promise((resolve) => setImmediate(resolve));
    channel.port1.close();
  }
}

/** After the watchdog stopped a run: a typed failure, or the stopped page recorded so the rest runs again. */
function stopped(stop: Stop, state: RunState, limits: SupervisionLimits, hooks: ExtractionHooks): undefined {
  if (stop.reason === "budget") {
    // pages already read are kept; the page under way and the rest are reported, not lost with them
    if (!state.plan || state.results.size === 0 || state.plan.pages.every((p) => state.results.has(p)))
      throw budgetExceeded(limits.taskBudgetMs);
    for (const page of state.plan.pages.filter((p) => !state.results.has(p)))
      state.results.set(page, serializedPage({ report: unreadPageReport(page, limits.taskBudgetMs), tables: [] }));
    state.resumed = true;
    hooks.onPage?.(state.results.size, state.plan.pages.length);
    return undefined;
  }
  if (stop.reason === "open" || !state.plan) {
    throw new ExtractionError(
      POOL_ERROR_CODES.timeout,
      `Opening the PDF took longer than ${secondsInWords(limits.pageTimeoutMs + limits.pageGraceMs)}; it was stopped`,
    );
  }
  state.results.set(
    stop.page,
    serializedPage({
      report: stoppedPageReport(stop.page, limits.pageTimeoutMs, performance.now() - stop.startedAt),
      tables: [],
    }),
  );
  state.resumed = true;
  if (++state.stopsInARow >= MAX_STOPS_IN_A_ROW) {
    for (const page of state.plan.pages.filter((p) => !state.results.has(p)))
      state.results.set(page, serializedPage({ report: skippedPageReport(page, state.stopsInARow), tables: [] }));
  }
  hooks.onPage?.(state.results.size, state.plan.pages.length);
  return undefined;
}

/** A page result written here (stopped, skipped or unread) in the form the worker posts its pages. */
function serializedPage(page: PageResult): SerializedPage {
  return serialize(page);
}

function budgetExceeded(budgetMs: number): ExtractionError {
  return new ExtractionError(
    POOL_ERROR_CODES.timeout,
    `The PDF took longer than ${secondsInWords(budgetMs)} to process and was stopped`,
  );
}
