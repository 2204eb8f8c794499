import { spawnSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { describe, expect, it, vi } from "vitest";

const setFlags = vi.hoisted(() => vi.fn());
vi.mock("node:v8", async (original) => ({
  ...(await original<typeof import("node:v8")>()),
  setFlagsFromString: setFlags,
}));

const { PGLITE_WASM_TIERING_FLAG, V8_WASM_TIERING_FLAG, withPGliteTieringBudget } = await import("./pglite-tiering.js");

/**
 * In a fresh process: instantiates one small WebAssembly module (a loop of 100 additions) under
 * `first`, then sets `then` and instantiates another, calls each up to 100000 times until V8 has
 * recompiled it with TurboFan, and returns the two counts.
 */
function callsUntilTieredUp(first: string, then: string): [number, number] {
  const script = `
    const v8 = require("node:v8");
    // (func (param i32) (result i32) (local i32) (loop: local1 += local0; local0 -= step; br_if) local1)
    const module = (step) => new WebAssembly.Module(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 6, 1,
      96, 1, 127, 1, 127, 3, 2, 1, 0, 7, 5, 1, 1, 102, 0, 0, 10, 27, 1, 25, 1, 1, 127, 3, 64, 32, 1, 32,
      0, 106, 33, 1, 32, 0, 65, step, 107, 34, 0, 13, 0, 11, 32, 1, 11]));
    v8.setFlagsFromString(process.env.FIRST);
    const a = new WebAssembly.Instance(module(1)).exports.f;
    v8.setFlagsFromString(process.env.THEN);
    const b = new WebAssembly.Instance(module(2)).exports.f;
    const turbofan = new Function("f", "return %IsTurboFanFunction(f)");
    const calls = (f) => {
      let n = 0;
      for (; n < 100000; n++) {
        f(100);
        if ((n & 63) === 0 && turbofan(f)) break;
      }
      return n;
    };
    console.log(calls(a), calls(b));
  `;
  const run = spawnSync(process.execPath, ["--allow-natives-syntax", "-e", script], {
    encoding: "utf8",
    env: { ...process.env, FIRST: first, THEN: then },
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout.trim().split(" ").map(Number) as [number, number];
}

describe("PGlite's WebAssembly tiering budget", () => {
  // measured with Node 20: the first instance untouched after 100000 calls, the second
  // recompiled after about 9000 (more on a loaded machine, where the background compile waits)
  it("stays with the instance made under it, while one made after V8's budget is set back tiers up as usual", () => {
    const [raised, usual] = callsUntilTieredUp(PGLITE_WASM_TIERING_FLAG, V8_WASM_TIERING_FLAG);
    expect(raised).toBe(100000);
    expect(usual).toBeLessThan(100000);
  });

  it("sets back V8's own budget, the one `node --v8-options` prints", () => {
    const options = spawnSync(process.execPath, ["--v8-options"], { encoding: "utf8" }).stdout;
    const usual = /--wasm-tiering-budget[^\n]*\n\s*type: int\s+default: (--wasm-tiering-budget=\d+)/.exec(options);
    expect(usual?.[1]).toBe(V8_WASM_TIERING_FLAG);
  });

  it("is raised while PGlite opens and set back after, when it fails too", async () => {
    setFlags.mockClear();
    await withPGliteTieringBudget(async () => {
      expect(setFlags.mock.calls).toEqual([[PGLITE_WASM_TIERING_FLAG]]);
    });
    expect(setFlags.mock.calls).toEqual([[PGLITE_WASM_TIERING_FLAG], [V8_WASM_TIERING_FLAG]]);
    setFlags.mockClear();
    await expect(withPGliteTieringBudget(() => Promise.reject(new Error("no")))).rejects.toThrow("no");
    expect(setFlags.mock.calls).toEqual([[PGLITE_WASM_TIERING_FLAG], [V8_WASM_TIERING_FLAG]]);
  });

  it("is what openDatabase makes PGlite under", async () => {
    const source = await readFile(new URL("./open-database.ts", import.meta.url), "utf8");
    expect(source).toMatch(/withPGliteTieringBudget\(async \(\) => \{\s*const made = [^;]*new PGlite\(/);
  });
});
