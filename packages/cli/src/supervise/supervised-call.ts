import { ExtractThread } from "./extract-thread.js";
import { MAX_TIMER_MS, runWorker } from "./run-worker.js";
import { DEFAULT_TOTAL_TIMEOUT_MS } from "./supervised-extract.js";
import { pastTimeout } from "./worker-engine-error.js";
import type { EngineAnswers, EngineCall } from "./worker-protocol.js";

/** An engine call has no pages for the thread to report: nothing to hear but its answer. */
const NO_PAGES = { plan: () => {}, ocr: () => {}, page: () => {}, ready: () => {} };

/**
 * `pdftab inspect`'s and `pdftab debug`'s engine call in a worker thread under the watchdog `extract` runs under: a
 * call still running `timeoutMs` after it began (`--timeout`, default extract's whole-document budget) has its thread
 * terminated and rejects with `extraction_timeout` (exit code 7), as extract does when no page was read in time. The
 * engine's errors reject as they were thrown, by their code. `pdf`: in shared memory, so the thread reads this copy.
 * `thread`: one started earlier (main.ts starts it before the command's modules load, as for extract).
 */
export async function supervisedCall<C extends EngineCall>(
  pdf: Uint8Array,
  call: C,
  timeoutMs = DEFAULT_TOTAL_TIMEOUT_MS,
  thread: ExtractThread = new ExtractThread(),
): Promise<EngineAnswers[C["command"]]> {
  const deadline = performance.now() + timeoutMs;
  // the deadline (timed from now, so loading the engine counts, as for extract) is what stops it; the limit from when
  // the engine is loaded is never shorter, and is kept to what a timer can hold
  const limitMs = Math.min(timeoutMs, MAX_TIMER_MS);
  const outcome = await runWorker(thread, { pdf, call }, limitMs, deadline, new AbortController().signal, NO_PAGES);
  if (!("result" in outcome)) throw pastTimeout(timeoutMs);
  return outcome.answer as EngineAnswers[C["command"]];
}
