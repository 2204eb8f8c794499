import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { NEW_SPACE_MB, YOUNG_GENERATION_FLAGS } from "./young-generation.js";

/**
 * A process that, with the flags set or not, starts a worker thread that sets them again first
 * thing (starting a thread undoes the growth factor) and then keeps a rolling window of objects alive, so many
 * survive each scavenge as a page's tables do while they are written; it prints the worker's
 * young generation size (one semi-space, in bytes) before and after.
 */
function workerNewSpace(flags: readonly string[]): { before: number; after: number } {
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
    new Worker(process.env.WORKER, { eval: true, workerData: flags }).on("message", (m) => console.log(JSON.stringify(m)));
  `;
  const run = spawnSync(process.execPath, ["-e", script], {
    encoding: "utf8",
    env: { ...process.env, FLAGS: JSON.stringify(flags), WORKER: worker },
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

  // the engine's thread compares its own young generation with these sizes
  it("hold a worker thread's young generation at NEW_SPACE_MB: its start, then one step, where a thread without them grows past", () => {
    const withFlags = workerNewSpace(YOUNG_GENERATION_FLAGS);
    expect(withFlags.before).toBe(NEW_SPACE_MB.start * MB);
    expect(withFlags.after).toBe(NEW_SPACE_MB.kept * MB);
    const without = workerNewSpace([]);
    expect(without.before).toBeLessThan(NEW_SPACE_MB.start * MB);
    expect(without.after).toBeGreaterThanOrEqual(NEW_SPACE_MB.kept * MB);
  });
});
