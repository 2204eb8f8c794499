import { setFlagsFromString } from "node:v8";

/**
 * The V8 flags `preferBaselineWasm` sets. `--liftoff-only`: MuPDF's WebAssembly stays on V8's
 * baseline compiler (Liftoff). A command reads one document and exits; optimising the hot parts of
 * the 10 MB module with TurboFan costs more CPU than it wins back: measured on the 2-core bench
 * machine, a one-page extract spent about 290 ms of CPU in extraction with tier-up and 150 ms
 * without, and a 100-page table-heavy PDF was no slower (2.7 s either way).
 * `--wasm-lazy-validation`: V8 already compiles each function on its first call (lazy compilation
 * is on by default in Node 20), but still validates the whole module as it is compiled; a one-page
 * run calls a small part of MuPDF, so validating each function on its first call too halves the
 * compile's CPU (about 60 ms to 30 ms; packages/cli/README.md, "Start-up cost"). The module is
 * MuPDF.js's own, so a function that does not validate is not expected; it would fail when called.
 */
export const WASM_STARTUP_FLAGS = ["--liftoff-only", "--wasm-lazy-validation"] as const;

/**
 * Sets `WASM_STARTUP_FLAGS` for this process (every thread: V8's flags are per process). Must run
 * before MuPDF's WebAssembly is compiled: the flags apply when a module is compiled, and
 * `--liftoff-only` must stay set while it runs. Any V8 flag set makes a worker thread started
 * afterwards compile Node's own modules from source, so `pdftab extract` sets them only once its
 * engine's thread has booted (supervise/extract-thread.ts). Only the CLI sets them; a long-lived
 * server keeps V8's defaults.
 */
export function preferBaselineWasm(): void {
  for (const flag of WASM_STARTUP_FLAGS) setFlagsFromString(flag);
}
