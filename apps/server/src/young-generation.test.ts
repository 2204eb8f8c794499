import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { SERVING_FLAG, START_FLAG } from "./young-generation.js";

/**
 * A process that sets `flags` in turn and, after each, keeps a rolling window of objects alive
 * (many survive each scavenge, as a start's modules and query results do); it prints the size of
 * its young generation at the start and after each round, in bytes.
 */
function newSpaceAfter(flags: readonly string[]): number[] {
  const script = `
    const v8 = require("node:v8");
    const newSpace = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === "new_space").space_size;
    const sizes = [newSpace()];
    for (const flag of JSON.parse(process.env.FLAGS)) {
      v8.setFlagsFromString(flag);
      const window = new Array(20000);
      for (let i = 0; i < 2000000; i++) window[i % window.length] = { row: i, text: "cell " + i };
      sizes.push(newSpace());
    }
    console.log(JSON.stringify(sizes));
  `;
  const run = spawnSync(process.execPath, ["-e", script], {
    encoding: "utf8",
    env: { ...process.env, FLAGS: JSON.stringify(flags) },
  });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as number[];
}

describe("the young generation while the server starts", () => {
  // measured with Node 20: 1 -> 2 MB while held (V8's first step), then 32 MB once released;
  // without the hold the same work grows it to 32 MB at once
  it("grows one step at most while held, and as V8 sizes it once released", () => {
    const [first, held, released] = newSpaceAfter([START_FLAG, SERVING_FLAG]);
    expect(held).toBeLessThanOrEqual(2 * first!);
    expect(released).toBeGreaterThan(4 * held!);
  });

  it("is held by the flag: without it the same work grows the young generation many times over", () => {
    const [first, grown] = newSpaceAfter([SERVING_FLAG]);
    expect(grown).toBeGreaterThan(4 * first!);
  });
});

describe("the server's entry", () => {
  it("holds the young generation before it loads the server, which lets go once it listens", async () => {
    const { readFile } = await import("node:fs/promises");
    const entry = await readFile(new URL("./main.ts", import.meta.url), "utf8");
    const boot = await readFile(new URL("./boot.ts", import.meta.url), "utf8");
    // a static import of the server would be read (and make its garbage) before any statement ran
    expect(entry).toMatch(/^holdYoungGenerationWhileStarting\(\);\s*await import\("\.\/boot\.js"\);/m);
    expect([...entry.matchAll(/^import\s.*from\s+"([^"]+)";/gm)].map((m) => m[1])).toEqual([
      "./optimising-budget.js",
      "./young-generation.js",
    ]);
    expect(boot).toMatch(/await app\.listen\([^)]*\);[\s\S]*releaseYoungGeneration\(\);/);
  });
});
