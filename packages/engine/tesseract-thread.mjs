/**
 * The OCR worker thread: tesseract.js's own Node worker script
 * (tesseract.js/src/worker-script/node/index.js) with one change, its core is
 * instantiated from the WebAssembly module compiled once per process instead
 * of compiled again here. The engine starts it through createWorker's
 * `workerPath` after putting the module in the worker environment data
 * (src/wasm/tesseract-module.ts explains why).
 */
import { createRequire } from "node:module";
import path from "node:path";
import { getEnvironmentData, parentPort } from "node:worker_threads";

const require = createRequire(import.meta.url);

/** Must match TESSERACT_SHARE_KEY in src/wasm/tesseract-module.ts. */
const share = getEnvironmentData("pdftab:tesseract-core");
if (!share) throw new Error("tesseract-thread.mjs started without a compiled OCR core in its environment data");

const script = (file) => require(path.join(share.tesseract, "src", "worker-script", file));
const worker = script("index.js");
const Core = require(require.resolve(`tesseract.js-core/${share.variant}`, { paths: [share.tesseract] }));

/** The core's emscripten factory, handed the compiled module through emscripten's instantiateWasm hook. */
function sharedCore(options) {
  return Core({
    ...options,
    instantiateWasm(imports, done) {
      WebAssembly.instantiate(share.module, imports).then(
        (instance) => {
          Atomics.add(share.instantiations, 0, 1);
          done(instance, share.module);
        },
        // emscripten has no way to hear of it: fail the thread instead of waiting forever
        (error) =>
          queueMicrotask(() => {
            throw error;
          }),
      );
      // emscripten's contract: an empty object means "instantiating asynchronously, wait for done"
      return {};
    },
  });
}

parentPort.on("message", (packet) => {
  worker.dispatchHandlers(packet, (obj) => parentPort.postMessage(obj));
});

worker.setAdapter({
  getCore: async () => sharedCore,
  gunzip: script("node/gunzip.js"),
  fetch: globalThis.fetch,
  ...script("node/cache.js"),
});
