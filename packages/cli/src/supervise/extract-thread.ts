import { Worker } from "node:worker_threads";
import type { CompiledWasm } from "@pdftab/engine/wasm";
import { raiseOptimisingBudget } from "../optimising-budget.js";
import { preferBaselineWasm } from "../wasm-tiering.js";
import { startWithYoungGeneration } from "../young-generation.js";
import { freshEngineBundle } from "./engine-bundle.js";
import type { CallJob, CommandMessage, ExtractJob, ExtractThreadData, WorkerMessage } from "./worker-protocol.js";

/**
 * An extraction worker thread, started before its job is known: `pdftab extract` starts it before
 * it loads its own modules, reads its arguments and the file, so the thread starts and loads the
 * engine meanwhile, and gets the job by message (`run`).
 *
 * It also decides when V8's flags are set. Any V8 flag set in a process (by `v8.setFlagsFromString`
 * or on the command line) makes V8 reject Node's built-in code cache of its own modules, so a worker
 * thread started afterwards compiled them from source: an empty thread took about 75 ms of CPU
 * instead of 35 (Node 20, packages/cli/README.md, "Start-up cost"). So nothing is set until the
 * thread has loaded the Node modules it needs ("booted"); then the command sets the WebAssembly
 * flags (wasm-tiering.ts) and compiles MuPDF while the thread loads the engine, and the thread sets
 * the young-generation flags; the thread's 8 MB young generation is set only around its start
 * (young-generation.ts).
 */
export class ExtractThread {
  private readonly worker: Worker;
  /** The thread's error, or its exit, before a run took it over. */
  private failure: Error | undefined;
  private taken = false;

  constructor() {
    const data = threadData();
    this.worker = startWithYoungGeneration(
      () =>
        new Worker(
          data.engineEntry
            ? new URL("./source-worker.mjs", import.meta.url)
            : new URL("./extract-worker.js", import.meta.url),
          { workerData: data },
        ),
    );
    // MuPDF's glue module and its 10 MB file are loaded while the thread boots: only the compile waits for it
    mupdfTools().catch(() => {});
    // until a run takes it, the thread does not keep the process alive (a usage error just exits)
    this.worker.unref();
    this.worker.on("message", (message: WorkerMessage) => {
      if (message.type === "booted")
        void sharedMupdf().then((mupdf) => this.worker.postMessage({ mupdf } satisfies CommandMessage));
    });
    this.worker.on("error", (error) => (this.failure ??= error));
    this.worker.on("exit", (code) => (this.failure ??= stoppedUnexpectedly(code)));
  }

  /**
   * Hands the thread its job and gives it to the caller, who listens to it from now on and
   * terminates it; throws what ended the thread if it ended before.
   */
  run(job: ExtractJob | CallJob): Worker {
    if (this.taken) throw new Error("an extraction thread runs one job");
    this.taken = true;
    if (this.failure) throw this.failure;
    this.worker.ref();
    this.worker.postMessage({ job } satisfies CommandMessage);
    return this.worker;
  }

  /** Stops the thread when no run took it (the command failed before extracting). */
  async dispose(): Promise<void> {
    if (this.taken) return;
    this.taken = true;
    await this.worker.terminate();
  }
}

/** The error a thread that exited on its own is reported with. */
export function stoppedUnexpectedly(code: number): Error {
  return new Error(`the extraction worker stopped unexpectedly (exit code ${code})`);
}

let mupdf: Promise<CompiledWasm | undefined> | undefined;
let tools: Promise<typeof import("@pdftab/engine/wasm")> | undefined;

/**
 * `@pdftab/engine/wasm`, with MuPDF's WebAssembly file being read. Loaded as the first thread starts, not before (the
 * command starts it as early as it can), and before V8's flags are set (the Node modules it loads compile from source
 * once a flag is set); the file is read meanwhile, so once the thread has booted the compile is all that is left.
 */
function mupdfTools(): Promise<typeof import("@pdftab/engine/wasm")> {
  tools ??= import("@pdftab/engine/wasm").then((wasm) => {
    // a failed read is met again, and reported, by the compile
    wasm.readMupdfWasm().catch(() => {});
    return wasm;
  });
  return tools;
}

/**
 * MuPDF's WebAssembly compiled once in this thread for every extraction thread, the CLI's
 * WebAssembly flags set first (they apply when a module is compiled); undefined when that fails,
 * and each thread then compiles its own. Started when the first thread has booted.
 */
export function sharedMupdf(): Promise<CompiledWasm | undefined> {
  mupdf ??= (async () => {
    try {
      const { compileMupdf } = await mupdfTools();
      preferBaselineWasm();
      raiseOptimisingBudget();
      return await compileMupdf();
    } catch {
      return undefined;
    }
  })();
  return mupdf;
}

/**
 * From sources (vitest, tsx) the worker registers tsx and reads the engine's sources; built, it
 * loads the engine's one-file bundle when that is fresh (engine-bundle.ts), as a classic script
 * with V8's code cache when that was written too (engine-script.ts).
 */
function threadData(): ExtractThreadData {
  if (import.meta.url.endsWith(".ts"))
    return { engineEntry: new URL("../../../engine/src/index.ts", import.meta.url).href };
  const engine = freshEngineBundle();
  if (!engine) return {};
  return engine.script ? { engineBundle: engine.bundle, engineScript: engine.script } : { engineBundle: engine.bundle };
}
