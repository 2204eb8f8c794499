import { describe, expect, it, vi } from "vitest";
import { chartAreas } from "./charts.js";
import { pageInput, phrase } from "./synthetic-page.js";

/** The functions handed to `mapNumbers` (see callbacks-per-call.test.ts: a callback made per call is compiled again after each GC). */
const passed = vi.hoisted(() => new Set<unknown>());

vi.mock("../flatten.js", async (importOriginal) => {
  const real = await importOriginal<typeof import("../flatten.js")>();
  return {
    ...real,
    mapNumbers: <T>(items: readonly T[], valueOf: (item: T, index: number) => number) => {
      passed.add(valueOf);
      return real.mapNumbers(items, valueOf);
    },
  };
});

describe("chart areas", () => {
  it("hand mapNumbers no callback made anew on each call", () => {
    const input = pageInput([...phrase("Sales 2024", 72, 100), ...phrase("12 14 18", 72, 114)]);
    chartAreas(input.content, input.words);
    const first = new Set(passed);
    passed.clear();
    chartAreas(input.content, input.words);
    expect(passed.size).toBeGreaterThan(0);
    expect([...passed].filter((f) => !first.has(f)).map(String)).toEqual([]);
  });
});
