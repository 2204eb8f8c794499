import { setFlagsFromString } from "node:v8";
import { describe, expect, it } from "vitest";
import { DEFAULT_RULING_TOLERANCES } from "./reader/rulings.js";
import { DEFAULT_TEXT_TOLERANCES } from "./text/lines.js";
import { resolveTolerances } from "./tolerances.js";

// V8's own test of whether two objects share a hidden class (a native, enabled for this test file only).
setFlagsFromString("--allow-natives-syntax");
const sameMap = new Function("a", "b", "return %HaveSameMap(a, b)") as (a: unknown, b: unknown) => boolean;

describe("resolveTolerances' object shapes", () => {
  it("gives a group nothing overrides as its defaults, the shape the stages' default arguments have", () => {
    const first = resolveTolerances(undefined);
    let last = first;
    // A spread's result takes a shape of its own once its call site is warm.
    for (let i = 0; i < 40; i++) last = resolveTolerances({ ruling: {} });
    for (const t of [first, last]) {
      expect(sameMap(t.text, DEFAULT_TEXT_TOLERANCES)).toBe(true);
      expect(sameMap(t.ruling, DEFAULT_RULING_TOLERANCES)).toBe(true);
    }
    expect(last.text).toEqual(DEFAULT_TEXT_TOLERANCES);
  });

  it("gives overridden groups one shape, whatever order the overrides come in", () => {
    const a = resolveTolerances({ ruling: { snap: 1, join: 4 } });
    let b = a;
    for (let i = 0; i < 40; i++) b = resolveTolerances({ ruling: { join: 4, snap: 1 } });
    expect(sameMap(a.ruling, b.ruling)).toBe(true);
    expect(Object.keys(b.ruling)).toEqual(Object.keys(DEFAULT_RULING_TOLERANCES));
    expect(b.ruling).toEqual({ ...DEFAULT_RULING_TOLERANCES, snap: 1, join: 4 });
  });
});
