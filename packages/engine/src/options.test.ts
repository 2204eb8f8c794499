import { describe, expect, it } from "vitest";
import { EngineError } from "./errors.js";
import { parsePageRanges, resolveOptions, selectPages } from "./options.js";

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    return e instanceof EngineError ? e.code : "other";
  }
  return undefined;
}

describe("options", () => {
  it("fills defaults", () => {
    const o = resolveOptions();
    expect(o.method).toBe("auto");
    expect(o.pages).toBeNull();
    expect(o.stitch).toBe(false);
    expect(o.pageTimeoutMs).toBe(10_000);
    expect(o.keepTables).toBe(true);
    expect(resolveOptions({ keepTables: false, onPageDone: () => {} }).keepTables).toBe(false);
    expect(o.tolerances.lattice.intersection).toBe(3);
  });

  it("takes pages, method and stitch from a template unless the options set them", () => {
    const template = { name: "t", pages: "2-3", method: "stream" as const, stitch: true, areas: [] };
    expect(resolveOptions({ template })).toMatchObject({ pages: "2-3", method: "stream", stitch: true, template });
    expect(resolveOptions({ template, pages: "1", method: "lattice", stitch: false })).toMatchObject({
      pages: "1",
      method: "lattice",
      stitch: false,
    });
    expect(resolveOptions({ template, pages: "" }).pages).toBeNull();
    expect(
      codeOf(() => resolveOptions({ template: { ...template, areas: [{ page: 1, box: [0, 0, 0, 0] }] } as never })),
    ).toBe("invalid_template");
  });

  it("parses page selections and resolves them against the page count", () => {
    expect(parsePageRanges("1-3,7")).toEqual([
      { from: 1, to: 3 },
      { from: 7, to: 7 },
    ]);
    expect(selectPages("1-3,7,2", 10)).toEqual([1, 2, 3, 7]);
    expect(selectPages("8-", 10)).toEqual([8, 9, 10]);
    expect(selectPages(null, 3)).toEqual([1, 2, 3]);
    expect(resolveOptions({ pages: "all" }).pages).toBeNull();
  });

  it("rejects bad selections and names pages that do not exist", () => {
    expect(codeOf(() => resolveOptions({ pages: "3-1" }))).toBe("invalid_options");
    expect(codeOf(() => resolveOptions({ pages: "a,b" }))).toBe("invalid_options");
    expect(codeOf(() => resolveOptions({ pages: "0" }))).toBe("invalid_options");
    expect(codeOf(() => selectPages("2,12", 10))).toBe("page_out_of_range");
  });

  it("refuses a page number too large to hold exactly, naming it as typed", () => {
    for (const pages of ["99999999999999999999", "1-99999999999999999999", "00" + "99999999999999999999" + "-"]) {
      let message = "";
      try {
        selectPages(pages, 10);
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message).toBe("Invalid options: pages: 99999999999999999999 is too large for a page number.");
    }
    expect(parsePageRanges(`${Number.MAX_SAFE_INTEGER}-`)).toEqual([{ from: Number.MAX_SAFE_INTEGER, to: Infinity }]);
  });

  it("rejects malformed settings with invalid_options", () => {
    expect(codeOf(() => resolveOptions({ method: "magic" as never }))).toBe("invalid_options");
    expect(codeOf(() => resolveOptions({ pageTimeoutMs: -5 }))).toBe("invalid_options");
    expect(codeOf(() => resolveOptions({ areas: { 1: [{ x0: 10, y0: 10, x1: 5, y1: 20 }] } }))).toBe("invalid_options");
    expect(codeOf(() => resolveOptions({ columns: { x: [1] } as never }))).toBe("invalid_options");
    expect(codeOf(() => resolveOptions({ tolerances: { lattice: { intersection: Number.NaN } } }))).toBe(
      "invalid_options",
    );
    expect(resolveOptions({ columns: { 2: [300, 100] } }).columns[2]).toEqual([100, 300]);
  });
});
