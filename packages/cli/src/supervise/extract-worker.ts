/**
 * Worker thread of `pdftab extract`: runs the engine on the pages it is given
 * and reports each page as it starts and ends, so the command's watchdog can
 * terminate this thread when a page is stuck inside MuPDF and start another
 * at the next page. At the end it merges the pages of earlier runs, stitches
 * and sends the result.
 */
import { parentPort, workerData } from "node:worker_threads";
import type { PageResult } from "@pdftab/engine";
import type { MupdfSource } from "@pdftab/engine/wasm";
import { keepYoungGenerationSmall } from "../young-generation.js";
import type { ExtractWorkerData, MupdfMessage, WorkerMessage } from "./worker-protocol.js";

// Node sets V8's flags again as it starts a worker thread, undoing the command's setting for every thread
keepYoungGenerationSmall();

const data = workerData as ExtractWorkerData;
// Instantiate the command's compiled MuPDF instead of compiling 10 MB of WebAssembly again. The hook goes in before
// the engine imports mupdf and takes the module as a promise, so this thread loads the engine's modules while the
// command is still compiling (they only wait for the module at MuPDF.js's own instantiation).
const wasm = (await import(
  data.engineEntry ? new URL("wasm/index.ts", data.engineEntry).href : "@pdftab/engine/wasm"
)) as typeof import("@pdftab/engine/wasm");
let source: MupdfSource = "compiled";
wasm.useMupdfModule(
  new Promise<MupdfMessage>((resolve) => parentPort!.once("message", resolve)).then((message) => message.mupdf),
  (how) => (source = how),
);
// one file when the engine's bundle is fresh: cheaper to load than the engine's modules one by one
const engine = (await import(
  data.engineEntry ?? data.engineBundle ?? "@pdftab/engine"
)) as typeof import("@pdftab/engine");
const post = (message: WorkerMessage) => parentPort!.postMessage(message);
// importing the engine loaded MuPDF.js: from the posted module, or compiled here when the command's compile failed
post({ type: "ready", mupdf: source });

try {
  engine.setLibraryLog(data.verbose ? (message) => console.error(`mupdf: ${message}`) : null);
  const fresh: PageResult[] = [];
  let pageCount = data.resume?.pageCount ?? 0;
  if (!data.resume || data.resume.pages.length > 0) {
    const { stitch: _stitch, ...options } = data.options;
    const result = await engine.extractTables(data.pdf, {
      ...options,
      ...(data.resume ? { pages: engine.formatPageRanges(data.resume.pages) } : {}),
      // stitching waits for the merge below, so pages of an earlier run stitch too
      stitch: false,
      // The command has every page's tables once they are posted; the engine's result (only its page count is
      // read below) need not hold them too.
      keepTables: false,
      onPlan: (pages, count) => post({ type: "plan", pages, pageCount: count }),
      onPageStart: (page) => post({ type: "page-start", page }),
      onPageOcr: (page, budgetMs) => post({ type: "page-ocr", page, budgetMs }),
      onPageDone: (page) => {
        post({ type: "page", result: page });
        // only stitching needs the pages again here
        if (data.options.stitch) fresh.push(page);
      },
    });
    pageCount = result.pageCount;
  }
  if (!data.options.stitch) post({ type: "done" });
  else {
    const result = engine.resultFromPages([...(data.resume?.carried ?? []), ...fresh], pageCount, true);
    post({ type: "done", result });
  }
} catch (error) {
  const e = error instanceof Error ? error : new Error(String(error));
  post({
    type: "error",
    error: { name: e.name, message: e.message, ...("code" in e && typeof e.code === "string" ? { code: e.code } : {}) },
  });
}
