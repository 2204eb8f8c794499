import { setFlagsFromString } from "node:v8";

/**
 * V8 recompiles a WebAssembly function from its baseline code (Liftoff) with TurboFan once it has
 * run about `--wasm-tiering-budget` bytes. PGlite (PostgreSQL built to WebAssembly) has thousands
 * of functions that a batch's queries run a little each: with V8's budget they were recompiled on
 * the background threads during a cold server's first batch, after the queries that ran them were
 * over, about half of the background CPU. PGlite's instance gets 300 times V8's budget, so only
 * the functions that run most (about a tenth of a second in all) are recompiled
 * (docs/operations.md, "Batch throughput and CPU").
 */
export const PGLITE_WASM_TIERING_FLAG = "--wasm-tiering-budget=540000000";

/**
 * V8's own budget (`node --v8-options`, Node 20), set back once PGlite is instantiated: V8 reads
 * the flag when it instantiates a module (and after each recompile), so the raised budget stays
 * with PGlite's instance while MuPDF's and the OCR engine's, made later in the extraction threads,
 * get V8's. Raised for MuPDF too, it saved little and its extraction threads ran a few percent
 * longer on a cold server.
 */
export const V8_WASM_TIERING_FLAG = "--wasm-tiering-budget=1800000";

/** Runs `open` (which instantiates PGlite and waits for it) with PGlite's tiering budget. */
export async function withPGliteTieringBudget<T>(open: () => Promise<T>): Promise<T> {
  setFlagsFromString(PGLITE_WASM_TIERING_FLAG);
  try {
    return await open();
  } finally {
    setFlagsFromString(V8_WASM_TIERING_FLAG);
  }
}
