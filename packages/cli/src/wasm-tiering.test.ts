import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { WASM_STARTUP_FLAGS } from "./wasm-tiering.js";

/**
 * A WebAssembly module whose one function does not validate (it must return an i32 and returns
 * nothing): compiled with whole-module validation it is rejected at once; validated lazily it is
 * rejected only when the function is first called.
 */
const INVALID_FUNCTION = [
  ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00], // magic, version 1
  ...[0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7f], // type section: () -> i32
  ...[0x03, 0x02, 0x01, 0x00], // function section: one function of that type
  ...[0x07, 0x05, 0x01, 0x01, 0x66, 0x00, 0x00], // export section: "f"
  ...[0x0a, 0x04, 0x01, 0x02, 0x00, 0x0b], // code section: a body with no locals and no value
];

/** In a fresh process with `flags` set as the CLI sets them: what compiling and then calling the module did. */
function compileWith(flags: readonly string[]): { compiled: boolean; callFailed: boolean } {
  const script = `
    const v8 = require("node:v8");
    for (const flag of JSON.parse(process.env.FLAGS)) v8.setFlagsFromString(flag);
    let compiled = false, callFailed = false;
    WebAssembly.compile(new Uint8Array(JSON.parse(process.env.BYTES)))
      .then((module) => {
        compiled = true;
        try { new WebAssembly.Instance(module).exports.f(); } catch { callFailed = true; }
      }, () => {})
      .then(() => console.log(JSON.stringify({ compiled, callFailed })));
  `;
  const run = spawnSync(process.execPath, ["-e", script], {
    encoding: "utf8",
    env: { ...process.env, FLAGS: JSON.stringify(flags), BYTES: JSON.stringify(INVALID_FUNCTION) },
  });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as { compiled: boolean; callFailed: boolean };
}

describe("preferBaselineWasm's flags", () => {
  it("validate each WebAssembly function on its first call, not the whole module as it is compiled", () => {
    expect(compileWith(WASM_STARTUP_FLAGS)).toEqual({ compiled: true, callFailed: true });
  });

  it("are what defers validation: without them the module is rejected as it is compiled", () => {
    expect(compileWith([]).compiled).toBe(false);
  });

  it("keep MuPDF's WebAssembly on the baseline compiler", () => {
    expect(WASM_STARTUP_FLAGS).toContain("--liftoff-only");
  });
});
