/**
 * `@pdftab/engine/wasm`: compile MuPDF's WebAssembly once per process and
 * hand it to worker threads. Free of `mupdf` imports, so it can run before it.
 */
export { type CompiledWasm, compileMupdf, mupdfCompilations, mupdfWasmPath, useMupdfModule } from "./mupdf-module.js";
