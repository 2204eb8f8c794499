import { spawnSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { OPTIMISING_BUDGET_FLAG } from "./optimising-budget.js";

/**
 * Calls a small function in a fresh process (after setting `flag` at run time, when given) until
 * V8 has it optimised or queued for it, and returns how many calls that took.
 */
function callsUntilOptimised(flag?: string): number {
  const script = `
    const v8 = require("node:v8");
    if (process.env.FLAG) v8.setFlagsFromString(process.env.FLAG);
    function hot(a, b) { return (a * b + 1) | 0; }
    const status = new Function("f", "return %GetOptimizationStatus(f)");
    // optimised (1 << 4), marked for optimisation (1 << 8, 1 << 9) or being optimised (1 << 10)
    const optimising = (1 << 4) | (1 << 8) | (1 << 9) | (1 << 10);
    let calls = 0;
    for (; calls < 50000000; calls++) {
      hot(calls, 3);
      if ((calls & 63) === 0 && (status(hot) & optimising) !== 0) break;
    }
    console.log(calls);
  `;
  const run = spawnSync(process.execPath, ["--allow-natives-syntax", "-e", script], {
    encoding: "utf8",
    env: { ...process.env, FLAG: flag ?? "" },
  });
  expect(run.status, run.stderr).toBe(0);
  return Number(run.stdout.trim());
}

describe("the optimising budget", () => {
  // measured with Node 20: 5696 calls with V8's budget, 45120 with the raised one
  it("set at run time, makes V8 wait several times longer before it optimises a function", () => {
    const usual = callsUntilOptimised();
    const raised = callsUntilOptimised(OPTIMISING_BUDGET_FLAG);
    expect(usual).toBeGreaterThan(0);
    expect(usual).toBeLessThan(50000000);
    // Not bounded above: on a loaded machine V8's background compiler may not get a core before
    // the loop's 50 million calls end (seen once in a full test run beside two benchmarks), and
    // that too is V8 waiting longer.
    expect(raised).toBeGreaterThan(4 * usual);
  });

  it("is raised by the server's entry before it loads the server, and by the worker process first thing", async () => {
    const entry = await readFile(new URL("./main.ts", import.meta.url), "utf8");
    const worker = await readFile(new URL("./worker.ts", import.meta.url), "utf8");
    expect(entry).toMatch(/^raiseOptimisingBudget\(\);[\s\S]*await import\("\.\/boot\.js"\);/m);
    expect(worker).toMatch(/^raiseOptimisingBudget\(\);/m);
  });
});
