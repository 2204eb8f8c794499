import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * MuPDF.js compiles its 10 MB WebAssembly module when `mupdf` is first
 * imported, in every thread that imports it. A compiled WebAssembly.Module
 * can be posted to worker threads, and V8 shares its machine code (the
 * tiered-up functions too) between them, so a process compiles it once here
 * and each worker thread only instantiates it (its own memory, no compiling).
 * This module must not import `mupdf` itself: it runs before it.
 */

/** A compiled WebAssembly.Module (opaque here: the project's TypeScript libs do not declare WebAssembly). */
export type CompiledWasm = object & { readonly [compiledWasmBrand]?: never };
declare const compiledWasmBrand: unique symbol;

/** The part of Node's WebAssembly global used here. */
interface WasmApi {
  compile(bytes: Uint8Array): Promise<CompiledWasm>;
  instantiate(module: CompiledWasm, imports: object): Promise<object>;
}
const wasmApi = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

/** The hook emscripten-built MuPDF.js reads when it loads (its `Module` object). */
const MODULE_GLOBAL = "$libmupdf_wasm_Module";
/** A function MuPDF.js defines on globalThis as it loads: present means too late to hand it a module. */
const LOADED_MARK = "$libmupdf_log_error";

let compiled: Promise<CompiledWasm> | undefined;
let compilations = 0;
let wasmFile: Promise<Uint8Array> | undefined;

/** Where the `mupdf` package keeps its WebAssembly (beside its entry point). */
export function mupdfWasmPath(): string {
  const entry = createRequire(import.meta.url).resolve("mupdf");
  return path.join(path.dirname(entry), "mupdf-wasm.wasm");
}

/**
 * MuPDF's WebAssembly file (10 MB), read once until `compileMupdf` has compiled it: a caller may
 * read it before it may compile (the CLI reads it while its extraction thread boots, and compiles
 * only once V8's flags are set, which must wait for that).
 */
export function readMupdfWasm(): Promise<Uint8Array> {
  wasmFile ??= readFile(mupdfWasmPath()).catch((error: unknown) => {
    wasmFile = undefined;
    throw error;
  });
  return wasmFile;
}

/**
 * MuPDF's WebAssembly compiled, once per thread that asks (the server and
 * the CLI ask on their main thread and post it to their workers). A failed
 * compile is not cached, so a later call tries again.
 */
export function compileMupdf(): Promise<CompiledWasm> {
  compiled ??= (async () => {
    compilations++;
    const bytes = await readMupdfWasm();
    // the file is not kept once compiled (the module is)
    wasmFile = undefined;
    return wasmApi.compile(bytes);
  })().catch((error: unknown) => {
    compiled = undefined;
    throw error;
  });
  return compiled;
}

/** How many times this thread compiled MuPDF's WebAssembly through compileMupdf (tests and benchmarks read it). */
export function mupdfCompilations(): number {
  return compilations;
}

/** How MuPDF.js got its WebAssembly in a thread: the module handed to it, or one compiled in the thread itself. */
export type MupdfSource = "shared" | "compiled";

/**
 * Makes the next `import("mupdf")` in this thread instantiate `module`
 * instead of compiling the WebAssembly again; `onInstantiate` runs once it is
 * instantiated, saying whether it was the handed module. `module` may be a
 * promise, so a thread can import MuPDF.js (and everything that imports it)
 * while the module is still being compiled elsewhere: MuPDF.js waits for it
 * as it would for its own compile. A promise that resolves to undefined (the
 * compile elsewhere failed) makes this thread compile its own. Throws when
 * MuPDF.js is already loaded here (the module would be ignored). An
 * instantiation that fails (out of memory) is thrown on its own, uncaught,
 * so the thread fails instead of waiting forever: MuPDF.js's loader has no
 * way to hear of it.
 */
export function useMupdfModule(
  module: CompiledWasm | PromiseLike<CompiledWasm | undefined>,
  onInstantiate?: (source: MupdfSource) => void,
): void {
  const global = globalThis as Record<string, unknown>;
  if (typeof global[LOADED_MARK] === "function")
    throw new Error("MuPDF.js is already loaded in this thread; hand it the compiled module before importing it");
  global[MODULE_GLOBAL] = {
    instantiateWasm(imports: object, done: (instance: object, module: CompiledWasm) => void): object {
      void (async () => {
        const handed = await module;
        const source: MupdfSource = handed ? "shared" : "compiled";
        const compiled = handed ?? (await compileMupdf());
        const instance = await wasmApi.instantiate(compiled, imports);
        onInstantiate?.(source);
        done(instance, compiled);
      })().catch((error: unknown) =>
        queueMicrotask(() => {
          throw error;
        }),
      );
      // emscripten's contract: an empty object means "instantiating asynchronously, wait for done"
      return {};
    },
  };
}
