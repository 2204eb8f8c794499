import type { ExtractResult, PageResult } from "@pdftab/engine";
import type { Plan } from "./document-run.js";
import { stoppedUnexpectedly, type ExtractThread } from "./extract-thread.js";
import { WorkerEngineError } from "./worker-engine-error.js";
import type { CallJob, EngineAnswers, ExtractJob, WorkerMessage } from "./worker-protocol.js";

/** The longest delay Node's timers hold; a longer one fires after 1 ms (with a TimeoutOverflowWarning). */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * How one thread's run ended: its result (or abandoned; an engine call's has its answer instead), or the page
 * (undefined: while opening) the watchdog stopped it on.
 */
export type RunOutcome =
  | { result: ExtractResult | undefined; answer?: EngineAnswers[keyof EngineAnswers] }
  | { stoppedPage: number | undefined; elapsedMs: number; pastDeadline: boolean };

/**
 * One worker run under the page watchdog: its result, or the page (undefined: while opening) the watchdog stopped it
 * on; `abandon` ends it at once (the document was given up, or another thread reading it failed). An engine call
 * (`CallJob`) has no pages: it gets `limitMs` from when the engine is loaded, and the deadline.
 */
export function runWorker(
  thread: ExtractThread,
  job: ExtractJob | CallJob,
  limitMs: number,
  deadline: number,
  abandon: AbortSignal,
  on: {
    plan(p: Plan): void;
    ocr(): void;
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
    // the document was given up, or another thread reading it failed: this thread's pages are not wanted
    const abandoned = () => finish(() => resolve({ result: undefined }));
    const stop = (pastDeadline: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(watchdog);
      clearTimeout(overall);
      abandon.removeEventListener("abort", abandoned);
      const culprit = ahead ?? current;
      const stopped = { stoppedPage: culprit.page, elapsedMs: performance.now() - culprit.since, pastDeadline };
      void worker.terminate().then(() => resolve(stopped));
    };
    // (a timer of Infinity, or of more than 2^31-1 ms, about 24.8 days, fires after 1 ms: a run with no deadline or one
    // as far off as that gets none)
    const overallMs = Math.max(0, deadline - performance.now());
    const overall = overallMs <= MAX_TIMER_MS ? setTimeout(() => stop(true), overallMs) : undefined;
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
      abandon.removeEventListener("abort", abandoned);
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
          on.ocr();
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
        case "answer":
          finish(() => resolve({ result: undefined, answer: message.answer }));
          break;
        case "error":
          finish(() =>
            reject(
              message.error.code
                ? new WorkerEngineError(message.error.code, message.error.message)
                : Object.assign(new Error(message.error.message), {
                    name: message.error.name,
                    // where it was thrown in the thread, as the command printed it when the engine ran in its own
                    ...(message.error.stack !== undefined ? { stack: message.error.stack } : {}),
                  }),
            ),
          );
          break;
      }
    });
    if (abandon.aborted) abandoned();
    else abandon.addEventListener("abort", abandoned, { once: true });
    worker.on("error", (error) => finish(() => reject(error)));
    worker.on("exit", (code) => finish(() => reject(stoppedUnexpectedly(code))));
  });
}
