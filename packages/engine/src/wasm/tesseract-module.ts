import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { setEnvironmentData } from "node:worker_threads";
import type { CompiledWasm } from "./mupdf-module.js";

/**
 * tesseract.js runs the OCR engine in a worker thread of its own and, in
 * every such thread, compiles its 2.8 MB WebAssembly core again: each OCR
 * worker the engine starts (one per extraction thread, replaced every 40
 * pages or after a page timeout) paid for a compile. Its Node worker script
 * calls the core's emscripten factory with no hook, but createWorker takes a
 * `workerPath`: `tesseract-thread.mjs` (in the package root, so it is found
 * from src/ and dist/ alike) is that script with one change, the core is
 * instantiated from a module compiled once per process and handed to the
 * thread through Node's worker environment data (a compiled
 * WebAssembly.Module is cloneable; V8 shares its machine code between
 * threads). Same design as MuPDF's in mupdf-module.ts; this file must not
 * import tesseract.js itself.
 */

/** The key of the environment data the OCR thread reads its core from (tesseract-thread.mjs knows it too). */
export const TESSERACT_SHARE_KEY = "pdftab:tesseract-core";

/** The OCR engine's core: which build of tesseract.js-core, compiled. */
export interface TesseractCore {
  /** File name (no extension) of the tesseract.js-core build, e.g. "tesseract-core-simd-lstm". */
  variant: string;
  module: CompiledWasm;
}

interface WasmApi {
  compile(bytes: Uint8Array): Promise<CompiledWasm>;
}
const wasmApi = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

const require = createRequire(import.meta.url);

let compiled: Promise<TesseractCore> | undefined;
let compilations = 0;
let handed: TesseractCore | undefined;
/** Counts instantiations in OCR threads started from this thread (shared memory: they add to it). */
let instantiations: Int32Array = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));

/** The folder of the tesseract.js package (its worker scripts and its copy of tesseract.js-core resolve from it). */
function tesseractFolder(): string {
  return path.dirname(require.resolve("tesseract.js/package.json"));
}

/**
 * The core build tesseract.js itself would load for LSTM-only recognition
 * (the engine's only mode): relaxed SIMD, else SIMD, else plain, detected
 * with the same package it uses (its worker-script/node/getCore.js).
 */
export async function tesseractCoreVariant(): Promise<string> {
  const detect = createRequire(path.join(tesseractFolder(), "package.json"))("wasm-feature-detect") as {
    simd(): Promise<boolean>;
    relaxedSimd(): Promise<boolean>;
  };
  if (await detect.relaxedSimd()) return "tesseract-core-relaxedsimd-lstm";
  if (await detect.simd()) return "tesseract-core-simd-lstm";
  return "tesseract-core-lstm";
}

/**
 * The OCR engine's WebAssembly compiled, once per thread that asks (the
 * server asks on its main thread and posts it to its workers). A failed
 * compile is not cached, so a later call tries again.
 */
export function compileTesseract(): Promise<TesseractCore> {
  compiled ??= (async () => {
    const variant = await tesseractCoreVariant();
    const file = createRequire(path.join(tesseractFolder(), "package.json")).resolve(
      `tesseract.js-core/${variant}.wasm`,
    );
    compilations++;
    return { variant, module: await wasmApi.compile(await readFile(file)) };
  })().catch((error: unknown) => {
    compiled = undefined;
    throw error;
  });
  return compiled;
}

/** How many times this thread compiled the OCR engine's WebAssembly through compileTesseract (tests read it). */
export function tesseractCompilations(): number {
  return compilations;
}

/**
 * Makes the OCR workers this thread starts instantiate `core` (compiled
 * elsewhere, e.g. on the server's main thread) instead of compiling their
 * own; `counter` (one Int32 slot in shared memory), when given, is what they
 * add 1 to per instantiation instead of this thread's own counter.
 */
export function useTesseractModule(core: TesseractCore, counter?: Int32Array): void {
  handed = core;
  if (counter) instantiations = counter;
}

/** OCR threads started from this thread that instantiated the shared core (tests read it). */
export function tesseractInstantiations(): number {
  return Atomics.load(instantiations, 0);
}

/**
 * Readies the next OCR thread started from this thread to instantiate the
 * shared core (the handed one, else compiled here once) and returns the
 * worker script to start it with.
 */
export async function tesseractThreadScript(): Promise<string> {
  const core = handed ?? (await compileTesseract());
  setEnvironmentData(TESSERACT_SHARE_KEY, { ...core, instantiations, tesseract: tesseractFolder() });
  // two levels up from src/wasm/ or dist/wasm/: the package root
  return fileURLToPath(new URL("../../tesseract-thread.mjs", import.meta.url));
}
