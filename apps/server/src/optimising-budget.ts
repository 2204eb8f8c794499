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
 * The same for WebAssembly: V8 recompiles a wasm function from its baseline code (Liftoff) with
 * TurboFan once it has run about `--wasm-tiering-budget` bytes (1800000 in Node 20); the flag
 * below makes that 300 times as much (a function is still recompiled once it has run about a
 * tenth of a second in all). The embedded database (PGlite, PostgreSQL built to WebAssembly) has
 * thousands of functions that a batch's queries run a little each; with V8's budget they were
 * recompiled on the background threads during a cold server's first batch, after the queries
 * that ran them were over: about half of the background CPU (mostly the database's, the rest
 * MuPDF's). With this budget only the functions that run most are recompiled, a little later:
 * the cold batch's background fell by about 0.8 s, and eight batches on one server took about the
 * same CPU in all (docs/operations.md, "Batch throughput and CPU"). A compiled module is shared by
 * every thread of the process, so what is recompiled is recompiled once per process, whatever the
 * budget.
 */
export const WASM_TIERING_BUDGET_FLAG = "--wasm-tiering-budget=540000000";

/**
 * Sets `OPTIMISING_BUDGET_FLAG` and `WASM_TIERING_BUDGET_FLAG` for this process: every thread,
 * those started later included (V8's flags are per process; the JavaScript budget is read whenever
 * a function's count starts again, the WebAssembly one whenever a module is instantiated and after
 * each recompile, so both hold for whatever runs afterwards). The server and the worker process call it first thing.
 */
export function raiseOptimisingBudget(): void {
  setFlagsFromString(OPTIMISING_BUDGET_FLAG);
  setFlagsFromString(WASM_TIERING_BUDGET_FLAG);
}
