// Writes dist/bundle/index.js: the built engine (dist/index.js and every module it imports) as one
// file, for threads that load the whole engine at start-up, such as the CLI's extraction thread.
// Node loads an ES module graph file by file (resolve, read, compile, link each), which cost a
// one-page `pdftab extract` about 50-80 ms of CPU over the engine's ~100 modules (packages/cli/README.md,
// "Start-up cost"). Packages (mupdf, tesseract.js) stay imports. The file sits two folders below the
// package root, as dist/wasm/ and dist/ocr/ do, so their paths relative to import.meta.url still hold.
// Run after `tsc -b` (npm run build does both).
//
// It also writes dist/bundle/engine-script.cjs: the same engine as one classic script (CommonJS in
// shape, the OCR stage included but initialised only when a page first needs it), for a loader that
// runs it through `vm.Script` and so can hand V8 a code cache of it: V8 takes a code cache for
// scripts only, not for ES modules (Node 20). The CLI's extraction thread loads it that way
// (packages/cli/src/supervise/engine-script.ts). `mupdf` and every other package stay `require`s
// the loader answers; `import.meta.url` becomes `__pdftab_import_meta_url`, which the loader sets to
// the script's own URL, so paths relative to it hold as in the ES module bundle.
import { rm } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

// file paths, not the URLs' pathnames: those keep a space in a folder's name as %20
const here = (relative) => fileURLToPath(new URL(relative, import.meta.url));

// Each build names its chunks by their hash: without emptying the folder, every rebuild left the
// last one's chunks (and a code cache of an older script) behind.
await rm(here("./dist/bundle/"), { recursive: true, force: true });

await build({
  entryPoints: [here("./dist/index.js")],
  outdir: here("./dist/bundle/"),
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

await build({
  entryPoints: [here("./dist/index.js")],
  outfile: here("./dist/bundle/engine-script.cjs"),
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  packages: "external",
  logLevel: "warning",
  define: { "import.meta.url": "__pdftab_import_meta_url" },
});
