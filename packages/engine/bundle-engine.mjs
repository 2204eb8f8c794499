// Writes dist/bundle/index.js: the built engine (dist/index.js and every module it imports) as one
// file, for threads that load the whole engine at start-up, such as the CLI's extraction thread.
// Node loads an ES module graph file by file (resolve, read, compile, link each), which cost a
// one-page `pdftab extract` about 50-80 ms of CPU over the engine's ~100 modules (packages/cli/README.md,
// "Start-up cost"). Packages (mupdf, tesseract.js) stay imports. The file sits two folders below the
// package root, as dist/wasm/ and dist/ocr/ do, so their paths relative to import.meta.url still hold.
// Run after `tsc -b` (npm run build does both).
import { build } from "esbuild";

await build({
  entryPoints: [new URL("./dist/index.js", import.meta.url).pathname],
  outdir: new URL("./dist/bundle/", import.meta.url).pathname,
  bundle: true,
  // The OCR stage and tesseract.js are imported when a page first needs OCR
  // (src/pipeline/ocr-on-demand.ts); without splitting, esbuild would inline that import and
  // load tesseract.js with the engine.
  splitting: true,
  chunkNames: "[name]-[hash]",
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  logLevel: "warning",
});
