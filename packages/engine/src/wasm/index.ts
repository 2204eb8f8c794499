/**
 * `@pdftab/engine/wasm`: compile MuPDF's and the OCR engine's WebAssembly
 * once per process and hand them to worker threads. Free of `mupdf` and
 * `tesseract.js` imports, so it can run before them.
 */
export {
  type CompiledWasm,
  type MupdfSource,
  compileMupdf,
  mupdfCompilations,
  mupdfWasmPath,
  readMupdfWasm,
  useMupdfModule,
} from "./mupdf-module.js";
export {
  type TesseractCore,
  compileTesseract,
  tesseractCompilations,
  tesseractInstantiations,
  useTesseractModule,
} from "./tesseract-module.js";
