import { describe, expect, it } from "vitest";
import type { Table } from "@pdftab/engine";
import { planRerun, type StoredSettings } from "./plan-rerun.js";

const table = (page: number, pages = [page]): Table => ({
  page,
  pages,
  index: 0,
  bbox: { x0: 0, y0: 0, x1: 1, y1: 1 },
  method: "lattice",
  confidence: 1,
  rows: [],
  headerRows: 0,
});
const box = { x0: 10, y0: 10, x1: 100, y1: 100 };
const tables = [table(1), table(2), table(3, [3, 4]), table(5), table(6)];

describe("planRerun", () => {
  it("re-reads only the pages whose areas or columns changed", () => {
    const before: StoredSettings = { areas: { 2: [box] } };
    expect(planRerun(before, { areas: { 2: [box], 5: [box] } }, 6, tables)).toEqual({
      selection: [1, 2, 3, 4, 5, 6],
      run: [5],
      pastEnd: null,
    });
    expect(planRerun(before, { areas: { 2: [{ ...box, x1: 90 }] } }, 6, tables).run).toEqual([2]);
    expect(planRerun(before, { ...before, columns: { 6: [50] } }, 6, tables).run).toEqual([6]);
    expect(planRerun(before, { ...before }, 6, tables).run).toEqual([]);
    // JSON keys come back as strings from the database: still the same page
    expect(
      planRerun(JSON.parse(JSON.stringify(before)) as StoredSettings, { areas: { 2: [box] } }, 6, tables).run,
    ).toEqual([]);
  });

  it("takes every page of a table continued over pages, and of one whose page left the selection", () => {
    expect(planRerun({}, { areas: { 4: [box] } }, 6, tables).run).toEqual([3, 4]);
    expect(planRerun({}, { pages: "1-3,5-6" }, 6, tables)).toMatchObject({ selection: [1, 2, 3, 5, 6], run: [3] });
    expect(planRerun({ pages: "1-2" }, { pages: "1-4" }, 6, tables.slice(0, 2)).run).toEqual([3, 4]);
  });

  it("re-reads every page for a new method, stitch or template, or without stored tables", () => {
    const all = [1, 2, 3, 4, 5, 6];
    expect(planRerun({}, { method: "stream" }, 6, tables).run).toEqual(all);
    expect(planRerun({ method: "auto" }, {}, 6, tables).run).toEqual([]);
    expect(planRerun({}, { stitch: true }, 6, tables).run).toEqual(all);
    const template = { name: "t", pages: "2-3", method: "auto" as const, stitch: false, areas: [] };
    expect(planRerun({}, { template, template_id: "x" }, 6, tables)).toEqual({
      selection: [2, 3],
      run: [2, 3],
      pastEnd: null,
    });
    expect(planRerun({}, {}, 6, null).run).toEqual(all);
  });

  it("throws the engine's code for pages the document lacks", () => {
    expect(() => planRerun({}, { pages: "8" }, 6, tables)).toThrow(
      expect.objectContaining({ code: "page_out_of_range" }),
    );
  });

  it("reads a template's pages the document has and reports the rest, as a first extraction does", () => {
    const template = { name: "t", pages: "5-8", method: "auto" as const, stitch: false, areas: [] };
    const plan = planRerun({ template, template_id: "x" }, { template, template_id: "x", columns: { 6: [50] } }, 6, [
      table(5),
      table(6),
    ]);
    expect(plan).toEqual({
      selection: [5, 6],
      run: [6],
      pastEnd: {
        code: "template_pages_past_end",
        message: "The template reads pages 5-8; this document has 6 page(s), so pages 7-8 were not read.",
      },
    });
    // the request's own pages past the end are refused, the template's too when none exists
    expect(() => planRerun({}, { template, template_id: "x", pages: "5-8" }, 6, tables)).toThrow(
      expect.objectContaining({ code: "page_out_of_range", message: expect.stringMatching(/^Page 8 /) }),
    );
    expect(() => planRerun({}, { template, template_id: "x" }, 4, tables)).toThrow(
      expect.objectContaining({ code: "page_out_of_range", message: expect.stringMatching(/^The template reads/) }),
    );
  });
});
