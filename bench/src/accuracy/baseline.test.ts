import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { delta, readBaseline } from "./baseline.js";
import type { FileResult } from "./run-file.js";

const result = (name: string, f1s: number[]): FileResult => ({
  name,
  set: "corpus",
  kind: "lattice",
  expectedTables: f1s.length,
  foundTables: f1s.length,
  elapsedMs: 1,
  pageCount: 1,
  methods: [],
  score: {
    tables: f1s.map((f1, i) => ({
      expectedIndex: i,
      page: 1,
      extractedIndex: i,
      precision: f1,
      recall: f1,
      f1,
      exact: f1 === 1,
    })),
    pages: [],
  },
});

describe("baseline deltas", () => {
  it("shows how each file's mean F1 moved since an earlier accuracy.json", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "bench-baseline-"));
    const file = path.join(dir, "accuracy.json");
    await writeFile(
      file,
      JSON.stringify({
        commit: "abc123",
        figures: { overall: { meanF1: 0.8 } },
        files: [{ name: "a", tables: [{ f1: 0.5 }, { f1: 1 }] }],
      }),
    );
    const baseline = await readBaseline(file);
    expect(baseline).toMatchObject({ commit: "abc123", overall: 0.8 });
    expect(delta(baseline, result("a", [1, 1]))).toBe(" (+0.25)");
    expect(delta(baseline, result("a", [0.5, 1]))).toBe("");
    expect(delta(baseline, result("b", [1]))).toBe(" (new)");
    expect(delta(null, result("a", [1]))).toBe("");
  });

  it("rejects a file that is not an accuracy record", async () => {
    await expect(readBaseline("/nonexistent/accuracy.json")).rejects.toThrow(/BENCH_BASELINE_UNREADABLE/);
  });
});
