import { setFlagsFromString } from "node:v8";

/**
 * V8 optimises a function with TurboFan once it has run about `--interrupt-budget` bytes of its
 * bytecode (67584 in Node 20, `node --v8-options`). The flag below makes that eight times as
 * much. A function that is really hot is still optimised within milliseconds; what is no longer
 * optimised is code that runs a few hundred times and then goes cold: the server's start, one
 * request's routes, an extraction thread's first pages. That compile ran on V8's background
 * threads, once per thread (every extraction thread is its own isolate and optimises the engine
 * for itself), and again after each deoptimisation: in a 50-file batch on a cold server it took
 * more CPU than the extraction threads (docs/operations.md, "Batch throughput and CPU").
 */
export const OPTIMISING_BUDGET_FLAG = "--interrupt-budget=540672";

/**
 * Sets `OPTIMISING_BUDGET_FLAG` for this process: every thread, those started later included (V8's
 * flags are per process; the budget is read whenever a function's count starts again, so it holds
 * from the next one on). The server and the worker process call it first thing.
 */
export function raiseOptimisingBudget(): void {
  setFlagsFromString(OPTIMISING_BUDGET_FLAG);
}
