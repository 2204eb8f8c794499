import type { ExtractResult, PageResult } from "@pdftab/engine";
import {
  MAX_STOPS_IN_A_ROW,
  onceADocument,
  secondsInWords,
  skippedPageReport,
  stoppedPageReport,
  unreadPageReport,
} from "@pdftab/engine/stopped-pages";
import { DocumentRun } from "./document-run.js";
import { ExtractThread } from "./extract-thread.js";
import { runWorker } from "./run-worker.js";
import { pastTimeout, WorkerEngineError } from "./worker-engine-error.js";
import type { ExtractJob, WorkerOptions } from "./worker-protocol.js";

/** The engine's page budget when --page-timeout is not given. */
export const DEFAULT_PAGE_TIMEOUT_MS = 10_000;

/** The whole document's budget when --timeout is not given (ten minutes). */
export const DEFAULT_TOTAL_TIMEOUT_MS = 600_000;

/** How long past its budget a page may run before its thread is terminated: a fifth of the budget, 0.2 to 5 seconds. */
export function graceMs(pageTimeoutMs: number): number {
  return Math.min(5_000, Math.max(200, Math.round(pageTimeoutMs / 5)));
}

export { WorkerEngineError };

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
 * With `--threads N` above 1, a document gets a second thread (and a third, and so on, up to N) for every this many
 * pages of its plan: a thread costs about 0.1 s of CPU to start and load the engine, while a page of a born-digital
 * table takes 10-30 ms, so a short document is read sooner by the one thread already started (packages/cli/README.md,
 * "Threads").
 */
export const PAGES_A_THREAD = 8;

/** How many threads may read one document, and how many pages of its plan each further thread needs. */
export interface ThreadPlan {
  maxThreads: number;
  pagesAThread: number;
}

/**
 * The default: one thread. The command with one engine thread already keeps about 1.4 cores busy, so on a 2-core
 * machine a second thread read nothing sooner; each further thread holds its own MuPDF instance and V8 heap, which
 * grow with the pages it reads (packages/cli/README.md, "Threads").
 */
export function defaultThreadPlan(): ThreadPlan {
  return { maxThreads: 1, pagesAThread: PAGES_A_THREAD };
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
 * run (see extract-thread.ts), and `spareThreads` started with it for further threads (the caller disposes of those
 * not taken); the later runs start their own.
 *
 * A long document without stitching is read by several threads at once (`threads`), each under its own watchdog:
 * they share its pages in page order (`claimInPageOrder`), the first to ask reads a page, and `onPage` still gets
 * them in page order. Further threads start once the first has read a page without OCR (a scanned document already
 * reads its pages side by side within the thread, `--ocr-threads`).
 */
export async function supervisedExtract(
  pdf: Uint8Array,
  options: WorkerOptions,
  verbose = false,
  totalTimeoutMs = DEFAULT_TOTAL_TIMEOUT_MS,
  hooks: SupervisorHooks = {},
  thread: ExtractThread = new ExtractThread(),
  threads: ThreadPlan = defaultThreadPlan(),
  spareThreads: ExtractThread[] = [],
): Promise<ExtractResult> {
  // stitching joins tables after the last page, so the tables stay here until then
  const streaming = hooks.onPage !== undefined && !options.stitch;
  // in shared memory, so a resumed run reads it without a copy (a PDF read into shared memory is used as it is)
  const shared = pdf.buffer instanceof SharedArrayBuffer ? pdf : new Uint8Array(new SharedArrayBuffer(pdf.byteLength));
  if (shared !== pdf) shared.set(pdf);
  const budget = options.pageTimeoutMs ?? DEFAULT_PAGE_TIMEOUT_MS;
  const doc: ThreadContext = {
    run: new DocumentRun(streaming ? hooks.onPage : undefined),
    job: { pdf: shared, options, verbose },
    budget,
    limit: budget + graceMs(budget),
    deadline: performance.now() + totalTimeoutMs,
    totalTimeoutMs,
    onReady: (mupdf) => hooks.onWorkerReady?.(mupdf),
  };
  // stitching needs every page in one thread (it joins them there)
  const claims = options.stitch || threads.maxThreads < 2 ? undefined : new Int32Array(new SharedArrayBuffer(4));
  // a further thread that fails (its worker crashed, say) costs only the pages it had claimed: they are read at the end
  const helpers: Promise<unknown>[] = [];
  const startHelpers = (ocr: boolean) => {
    if (ocr) return;
    const pages = doc.run.plan?.pages.length ?? 0;
    const more = Math.min(threads.maxThreads, Math.floor(pages / threads.pagesAThread)) - 1;
    for (let i = 0; i < more && claims && !doc.run.stop.signal.aborted; i++)
      helpers.push(
        readWithThread(doc, () => spareThreads.shift() ?? new ExtractThread(), {
          claims,
          oneOcrPageAtATime: true,
        }).catch(() => undefined),
      );
  };
  let first: ExtractResult | undefined;
  let failure: { error: unknown } | undefined;
  try {
    first = await readWithThread(doc, () => thread, { claims, firstPageRead: startHelpers });
  } catch (error) {
    failure = { error };
  }
  // the document failed, or every page has its outcome: a further thread still starting has nothing left to do
  if (failure || doc.run.missing().length === 0) doc.run.stop.abort();
  await Promise.all(helpers);
  if (failure) throw failure.error;
  if (first) return first;
  // pages a thread claimed and did not read (it failed, or was stopped with a page begun ahead): one more reads them
  if (claims && doc.run.missing().length > 0) await readWithThread(doc, () => new ExtractThread(), { resumed: true });
  return merged(doc.run.plan!.pageCount, [...doc.run.results.values()]);
}

/** What every thread reading one document works with. */
interface ThreadContext {
  run: DocumentRun;
  job: Pick<ExtractJob, "pdf" | "options" | "verbose">;
  budget: number;
  limit: number;
  deadline: number;
  totalTimeoutMs: number;
  onReady: (mupdf: "shared" | "compiled") => void;
}

/**
 * One thread's part of the document under the watchdog: a thread stopped on a page is replaced by a fresh one that
 * goes on at the pages still to read. Resolves to the stitched result when stitching, else undefined (the pages are
 * in `doc.run`).
 */
async function readWithThread(
  doc: ThreadContext,
  firstThread: () => ExtractThread,
  how: {
    claims?: Int32Array;
    resumed?: boolean;
    firstPageRead?: (ocr: boolean) => void;
    /** A further thread reads no scanned page ahead of its turn: the first thread already may, on the same cores. */
    oneOcrPageAtATime?: boolean;
  },
): Promise<ExtractResult | undefined> {
  const { run } = doc;
  const job = how.oneOcrPageAtATime
    ? {
        ...doc.job,
        options: { ...doc.job.options, ocr: { mode: "auto" as const, ...doc.job.options.ocr, concurrency: 1 } },
      }
    : doc.job;
  const { options } = job;
  let stopsInARow = 0;
  let thread: ExtractThread | undefined = how.resumed ? undefined : firstThread();
  let firstPage = how.firstPageRead;
  for (let resumed = how.resumed === true; ; resumed = true) {
    if (run.stop.signal.aborted) return undefined;
    const data: ExtractJob = { ...job, ...(how.claims ? { claims: how.claims } : {}) };
    let runDeadline = doc.deadline;
    if (resumed && run.plan) {
      data.resume = {
        pageCount: run.plan.pageCount,
        pages: run.missing(),
        // only stitching needs the earlier pages in the worker
        carried: options.stitch ? [...run.results.values()] : [],
      };
      if (data.resume.pages.length === 0) {
        // nothing left to read: merged by the caller, or in a thread when stitching needs the engine (the watchdog
        // times it from when the thread is ready, so the document's deadline no longer applies)
        if (!options.stitch) return undefined;
        runDeadline = Infinity;
      }
    }
    // MuPDF is compiled once, when the first thread has booted, and posted to each (extract-thread.ts): one started
    // after a stopped page instantiates it rather than compiling it again
    thread = resumed ? new ExtractThread() : thread!;
    let ocrSeen = false;
    const outcome = await runWorker(thread, data, doc.limit, runDeadline, run.stop.signal, {
      plan: (p) => (run.plan ??= p),
      ocr: () => (ocrSeen = true),
      page: (result) => {
        stopsInARow = 0;
        run.pageRead(result);
        firstPage?.(ocrSeen);
        firstPage = undefined;
      },
      ready: doc.onReady,
    });
    if ("result" in outcome) return outcome.result;
    if (outcome.pastDeadline) {
      if (!run.plan || run.results.size === 0) throw pastTimeout(doc.totalTimeoutMs);
      run.giveUp((page) => unreadPageReport(page, doc.totalTimeoutMs, "--timeout"));
      continue;
    }
    if (outcome.stoppedPage === undefined || !run.plan) {
      throw new WorkerEngineError(
        "extraction_timeout",
        `Opening the PDF took longer than ${secondsInWords(doc.limit)}; it was stopped.`,
      );
    }
    run.settle(outcome.stoppedPage, stoppedPageReport(outcome.stoppedPage, doc.budget, outcome.elapsedMs));
    if (++stopsInARow >= MAX_STOPS_IN_A_ROW) {
      run.giveUp((page) => skippedPageReport(page, stopsInARow));
      // the other threads' pages are given up too
      run.stop.abort();
    }
  }
}

/**
 * The result of pages read in earlier runs or other threads, in page order, unstitched. Each run reports a damaged
 * file (`repaired_file`) or a template's pages past the end (`template_pages_past_end`) on the first page it read;
 * the document's result has each once, on its earliest page (`onceADocument`).
 */
function merged(pageCount: number, pages: PageResult[]): ExtractResult {
  const sorted = [...pages].sort((a, b) => a.report.page - b.report.page);
  return {
    pageCount,
    tables: sorted.flatMap((p) => p.tables),
    pages: sorted.map((p) => p.report),
    warnings: onceADocument(sorted.flatMap((p) => p.warnings ?? [])),
  };
}
