import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { ENGINE_YOUNG_GENERATION_MB, YOUNG_GENERATION_FLAGS } from "./young-generation.js";

/**
 * A process that, with the flags set or not, starts a worker thread that sets them again first
 * thing (as the engine's thread does) and then keeps a rolling window of objects alive, so many
 * survive each scavenge as a page's tables do while they are written; it prints the worker's
 * young generation size (one semi-space, in bytes) before and after.
 */
function workerNewSpace(flags: readonly string[], youngGenerationMb?: number): { before: number; after: number } {
  const worker = `
    const v8 = require("node:v8");
    const { parentPort, workerData } = require("node:worker_threads");
    for (const flag of workerData) v8.setFlagsFromString(flag);
    const newSpace = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === "new_space").space_size;
    const before = newSpace();
    const window = new Array(20000);
    for (let i = 0; i < 2000000; i++) window[i % window.length] = { row: i, text: "cell " + i };
    parentPort.postMessage({ before, after: newSpace() });
  `;
  const script = `
    const v8 = require("node:v8");
    const { Worker } = require("node:worker_threads");
    const flags = JSON.parse(process.env.FLAGS);
    for (const flag of flags) v8.setFlagsFromString(flag);
    const limit = Number(process.env.YOUNG_MB);
    const resourceLimits = limit > 0 ? { maxYoungGenerationSizeMb: limit } : undefined;
    new Worker(process.env.WORKER, { eval: true, workerData: flags, resourceLimits }).on("message", (m) => console.log(JSON.stringify(m)));
  `;
  const run = spawnSync(process.execPath, ["-e", script], {
    encoding: "utf8",
    env: { ...process.env, FLAGS: JSON.stringify(flags), WORKER: worker, YOUNG_MB: String(youngGenerationMb ?? 0) },
  });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as { before: number; after: number };
}

const MB = 1024 * 1024;

describe("keepYoungGenerationSmall's flags", () => {
  // measured with Node 20: 8 -> 16 MB with the flags, 2 -> 32 MB without them
  it("start a worker thread's young generation at 8 MB and let it grow one step at most", () => {
    const { before, after } = workerNewSpace(YOUNG_GENERATION_FLAGS);
    expect(before).toBe(8 * MB);
    expect(after).toBeLessThanOrEqual(2 * before);
  });

  it("are what stops the growth: without them the same work grows the young generation many times over", () => {
    const { before, after } = workerNewSpace([]);
    expect(after).toBeGreaterThan(4 * before);
  });

  // youngGenerationFull reads this thread's heap; the sizes it compares with are these
  it("as the engine thread's resource limit, ENGINE_YOUNG_GENERATION_MB lets it grow to the size the flags stopped it at, and no further", () => {
    const withFlags = workerNewSpace(YOUNG_GENERATION_FLAGS);
    const capped = workerNewSpace([], ENGINE_YOUNG_GENERATION_MB);
    expect(capped.before).toBeLessThan(withFlags.before);
    expect(capped.after).toBe(withFlags.after);
    expect(capped.after).toBe(((ENGINE_YOUNG_GENERATION_MB * 2) / 3) * MB);
  });
});
