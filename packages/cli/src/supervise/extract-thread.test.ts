import type { Worker } from "node:worker_threads";
import { ruledTablePdf } from "@pdftab/engine/testing";
import { describe, expect, it, vi } from "vitest";
import { OPTIMISING_BUDGET_FLAG } from "../optimising-budget.js";
import { WASM_STARTUP_FLAGS } from "../wasm-tiering.js";
import { YOUNG_GENERATION_FLAGS } from "../young-generation.js";
import { ExtractThread } from "./extract-thread.js";
import type { ExtractJob, WorkerMessage } from "./worker-protocol.js";

/** Every V8 flag this thread sets, in order (the CLI sets them through `setFlagsFromString`). */
const flagsSet = vi.hoisted(() => [] as string[]);
vi.mock("node:v8", async (original) => {
  const v8 = await original<typeof import("node:v8")>();
  return {
    ...v8,
    setFlagsFromString: (flag: string) => {
      flagsSet.push(flag);
      v8.setFlagsFromString(flag);
    },
  };
});

/** How many V8 flags this thread had set each time MuPDF's WebAssembly file was read. */
const flagsAtRead = vi.hoisted(() => [] as number[]);
vi.mock("@pdftab/engine/wasm", async (original) => {
  const wasm = await original<typeof import("@pdftab/engine/wasm")>();
  return {
    ...wasm,
    readMupdfWasm: () => {
      flagsAtRead.push(flagsSet.length);
      return wasm.readMupdfWasm();
    },
  };
});

/** Loading the engine from sources in a thread is slow on a busy machine. A harness limit, not a timing assertion. */
const THREAD_TEST_MS = 120_000;

function job(): ExtractJob {
  const bytes = ruledTablePdf().bytes;
  const pdf = new Uint8Array(new SharedArrayBuffer(bytes.byteLength));
  pdf.set(bytes);
  return { pdf, options: { stitch: false }, verbose: false };
}

/** The thread's messages until it is done or fails. */
function messagesOf(worker: Worker): Promise<WorkerMessage[]> {
  const seen: WorkerMessage[] = [];
  return new Promise((resolve, reject) => {
    worker.on("message", (message: WorkerMessage) => {
      seen.push(message);
      if (message.type === "done" || message.type === "error") resolve(seen);
    });
    worker.on("error", reject);
  });
}

describe("ExtractThread", () => {
  it(
    "starts its thread with no V8 flag left set, then sets the WebAssembly flags and V8's optimising budget and hands it MuPDF once it has booted",
    async () => {
      const thread = new ExtractThread();
      // a flag left set now would make the new thread compile Node's own modules from source: only its young
      // generation's start size is set around its start, and put back to V8's default
      expect(flagsSet).toEqual([YOUNG_GENERATION_FLAGS[0], "--min-semi-space-size=0"]);
      const atStart = flagsSet.length;
      const worker = thread.run(job());
      try {
        const messages = await messagesOf(worker);
        expect(flagsSet.slice(atStart, atStart + WASM_STARTUP_FLAGS.length + 1)).toEqual([
          ...WASM_STARTUP_FLAGS,
          OPTIMISING_BUDGET_FLAG,
        ]);
        // MuPDF's file was read while the thread booted, before the flags the compile waits for
        expect(flagsAtRead[0]).toBe(atStart);
        // the thread instantiated the module this thread compiled, and read the job sent after it started
        expect(messages.find((m) => m.type === "ready")).toEqual({ type: "ready", mupdf: "shared" });
        const page = messages.find((m) => m.type === "page");
        expect(page?.type === "page" && page.result.tables).toHaveLength(1);
        expect(messages.at(-1)).toEqual({ type: "done" });
      } finally {
        await worker.terminate();
      }
    },
    THREAD_TEST_MS,
  );

  it("is stopped when no run took it, and then runs nothing", async () => {
    const thread = new ExtractThread();
    await thread.dispose();
    expect(() => thread.run(job())).toThrow(/one job/);
  });
});
