/**
 * Worker thread of `pdftab extract`: loads the engine as soon as it starts, then runs it on the
 * job the command sends and reports each page as it starts and ends, so the command's watchdog can
 * terminate this thread when a page is stuck inside MuPDF and start another at the next page. At
 * the end it merges the pages of earlier runs, stitches and sends the result.
 */
// Every Node module this thread and the engine load, loaded before "booted" below: the command sets
// V8's flags once it hears it, and Node's own modules loaded after that are compiled from source
// (extract-thread.ts).
import "node:fs";
import "node:fs/promises";
import "node:module";
import "node:os";
import "node:path";
import "node:perf_hooks";
import "node:url";
import { parentPort, workerData } from "node:worker_threads";
import type { PageResult } from "@pdftab/engine";
import type { MupdfSource } from "@pdftab/engine/wasm";
import {
  keepYoungGenerationSmall,
  NEW_SPACE_MB,
  withYoungGenerationFlags,
  youngGenerationAtLeast,
} from "../young-generation.js";
// (its Node modules, node:vm among them, load with the others before "booted")
import { answerCall } from "./engine-call.js";
import { compileEngineScript, mupdfEntry, type CompiledEngineScript } from "./engine-script.js";
import type {
  CallJob,
  CommandMessage,
  ExtractJob,
  ExtractThreadData,
  MupdfMessage,
  WorkerMessage,
} from "./worker-protocol.js";

const post = (message: WorkerMessage) => parentPort!.postMessage(message);
const source = workerData as ExtractThreadData;
let mupdfArrived: (message: MupdfMessage) => void = () => {};
let jobArrived: (job: ExtractJob | CallJob) => void = () => {};
const mupdfMessage = new Promise<MupdfMessage>((resolve) => (mupdfArrived = resolve));
const jobMessage = new Promise<ExtractJob | CallJob>((resolve) => (jobArrived = resolve));
// each comes once; the listener goes after both, so the port does not keep this thread alive
let awaited = 2;
const receive = (message: CommandMessage) => {
  if ("job" in message) jobArrived(message.job);
  else mupdfArrived(message);
  if (--awaited === 0) parentPort!.off("message", receive);
};
parentPort!.on("message", receive);
post({ type: "booted" });
// V8's young-generation flags, as the command's flags go in (young-generation.ts); when this thread did not get its
// 8 MB start (it was not run in time), only once it has grown to the size they hold it at, or they would stop it small
let youngGenerationKept = false;
const keepYoungGenerationFrom = (mb: number) => {
  if (youngGenerationKept || !youngGenerationAtLeast(mb)) return;
  keepYoungGenerationSmall();
  youngGenerationKept = true;
};
keepYoungGenerationFrom(NEW_SPACE_MB.start);

// Instantiate the command's compiled MuPDF instead of compiling 10 MB of WebAssembly again. The hook goes in before
// the engine imports mupdf and takes the module as a promise, so this thread loads the engine's modules while the
// command is still compiling (they only wait for the module at MuPDF.js's own instantiation).
const wasm = (await import(
  source.engineEntry ? new URL("wasm/index.ts", source.engineEntry).href : "@pdftab/engine/wasm"
)) as typeof import("@pdftab/engine/wasm");
let mupdfSource: MupdfSource = "compiled";
wasm.useMupdfModule(
  mupdfMessage.then((message) => message.mupdf),
  (how) => (mupdfSource = how),
);
// one file when the engine's bundle is fresh: cheaper to load than the engine's modules one by one; as a classic script
// when there is one, which V8 compiles from its code cache
let engineScript: CompiledEngineScript | undefined;
const engine = source.engineScript
  ? await runEngineScript(source.engineScript)
  : ((await import(source.engineEntry ?? source.engineBundle ?? "@pdftab/engine")) as typeof import("@pdftab/engine"));
const job = await jobMessage;
// importing the engine loaded MuPDF.js: from the posted module, or compiled here when the command's compile failed
post({ type: "ready", mupdf: mupdfSource, ...(engineScript ? { codeCache: engineScript.cache } : {}) });

try {
  if ("call" in job) post({ type: "answer", answer: answerCall(engine, job.pdf, job.call) });
  else await extract(job);
} catch (error) {
  const e = error instanceof Error ? error : new Error(String(error));
  const code = "code" in e && typeof e.code === "string" ? e.code : undefined;
  post({
    type: "error",
    error: { name: e.name, message: e.message, ...(code ? { code } : e.stack ? { stack: e.stack } : {}) },
  });
}

/** Reads the job's pages, posting each as it is read; at the end the stitched result, or only that it is done. */
async function extract(data: ExtractJob): Promise<void> {
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
      ...(data.claims ? { claimPage: engine.claimInPageOrder(data.claims) } : {}),
      onPlan: (pages, count) => post({ type: "plan", pages, pageCount: count }),
      onPageStart: (page) => post({ type: "page-start", page }),
      onPageOcr: (page, budgetMs) => post({ type: "page-ocr", page, budgetMs }),
      onReadAhead: (page) => post({ type: "page-ahead", page }),
      onPageDone: (page) => {
        post({ type: "page", result: page });
        keepYoungGenerationFrom(NEW_SPACE_MB.kept);
        // only stitching needs the pages again here
        if (data.options.stitch) fresh.push(page);
      },
    });
    pageCount = result.pageCount;
  }
  // without a code cache that V8 took, one is written for the next run, now that the engine's functions are compiled
  if (engineScript && engineScript.cache !== "used") {
    const script = engineScript;
    withYoungGenerationFlags(youngGenerationKept, () => script.saveCache());
  }
  if (!data.options.stitch) post({ type: "done" });
  else {
    const result = engine.resultFromPages([...(data.resume?.carried ?? []), ...fresh], pageCount, true);
    post({ type: "done", result });
  }
}

/**
 * The engine's one-script bundle run with MuPDF.js (engine-script.ts). MuPDF.js is imported at once (it waits for the
 * command's module at its instantiation); the script is compiled once that module has come: the command sets V8's
 * flags before it compiles MuPDF, and V8 checks (and makes) the code cache under the flags set at the time.
 */
async function runEngineScript(file: string): Promise<typeof import("@pdftab/engine")> {
  const mupdf = import(mupdfEntry(file)) as Promise<object>;
  await mupdfMessage;
  // under the young-generation flags whether or not this thread has set them yet, as the cache is made
  engineScript = withYoungGenerationFlags(youngGenerationKept, () => compileEngineScript(file));
  return engineScript.run(await mupdf);
}
