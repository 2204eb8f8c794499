import { describe, expect, it } from "vitest";
import type { CorpusEntry } from "./entry.js";
import { stitchedEntry } from "./stitched.js";

const base: CorpusEntry = { file: "f.pdf", source: "s", license: "MIT", kind: "lattice", tables: [] };

describe("stitchedEntry", () => {
  it("replaces the per-page parts of a continued table by the whole table on its first page", () => {
    const entry = {
      ...base,
      tables: [
        { page: 1, cells: [["H"], ["a"]] },
        { page: 2, cells: [["H"], ["b"]] },
        { page: 3, cells: [["other"], ["x"]] },
      ],
      stitched_tables: [{ pages: [1, 2], cells: [["H"], ["a"], ["b"]] }],
    };
    expect(stitchedEntry(entry).tables).toEqual([
      { page: 1, cells: [["H"], ["a"], ["b"]] },
      { page: 3, cells: [["other"], ["x"]] },
    ]);
  });

  it("leaves entries without stitched tables alone", () => {
    const entry = { ...base, tables: [{ page: 1, cells: [["a", "b"]] }] };
    expect(stitchedEntry(entry)).toBe(entry);
  });
});
