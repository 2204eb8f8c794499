import type { ExtractResult, Table } from "@pdftab/engine";
import { describe, expect, it } from "vitest";
import { fixturesDir, loadCorpus } from "../corpus/load.js";
import type { ExtractTables } from "../engine.js";
import { runFile } from "./run-file.js";

const entries = await loadCorpus(fixturesDir);
const box = { x0: 0, y0: 0, x1: 1, y1: 1 };

/** A table shaped like the engine's from plain cells (no spans). */
function table(page: number, cells: string[][]): Table {
  const rows = cells.map((r) => r.map((text) => ({ text, bbox: box, rowSpan: 1, colSpan: 1 })));
  return { page, pages: [page], index: 0, bbox: box, method: "lattice", confidence: 1, rows, headerRows: 1 };
}

describe("runFile", () => {
  const multi = entries.find((e) => e.name === "gen_multipage_header_repeated");
  if (!multi) throw new Error("fixture gen_multipage_header_repeated missing");

  it("passes the method through, reads the PDF and scores what comes back", async () => {
    const seen: unknown[] = [];
    const echo: ExtractTables = async (pdf, options) => {
      seen.push([pdf.byteLength > 1000, options]);
      const result: ExtractResult = {
        pageCount: 3,
        tables: multi.tables.map((t) => table(t.page, t.cells)),
        pages: [],
        warnings: [],
      };
      return result;
    };
    const r = await runFile(multi, "generated", echo, "stream");
    expect(seen).toEqual([[true, { method: "stream" }]]);
    expect(r.score.tables.map((t) => [t.f1, t.exact])).toEqual([
      [1, true],
      [1, true],
      [1, true],
    ]);
    expect(r).toMatchObject({
      expectedTables: 3,
      foundTables: 3,
      pageCount: 3,
      methods: ["lattice", "lattice", "lattice"],
    });
  });

  it("scores stitched runs against the whole table and asks the engine to stitch", async () => {
    const whole = multi.stitched_tables?.[0];
    if (!whole) throw new Error("fixture has no stitched table");
    let asked: unknown;
    const stitched: ExtractTables = async (_pdf, options) => {
      asked = options;
      return { pageCount: 3, tables: [{ ...table(1, whole.cells), pages: whole.pages }], pages: [], warnings: [] };
    };
    const r = await runFile(multi, "generated", stitched, "auto", true);
    expect(asked).toEqual({ method: "auto", stitch: true });
    expect(r.expectedTables).toBe(1);
    expect(r.score.tables[0]).toMatchObject({ f1: 1, exact: true });
  });

  it("records an engine error and scores the file as nothing found", async () => {
    const failing: ExtractTables = async () => {
      throw Object.assign(new Error("bad xref"), { code: "PDF_DAMAGED" });
    };
    const r = await runFile(multi, "generated", failing, "auto");
    expect(r.error).toBe("PDF_DAMAGED: bad xref");
    expect(r.score.tables.every((t) => t.f1 === 0)).toBe(true);
    expect(r.foundTables).toBe(0);
  });
});

describe("figures by layout class", () => {
  it("keeps each fixture's class and gives one summary per class", async () => {
    const { accuracyFigures } = await import("./figures.js");
    const classed = entries.filter((e) => e.fixture_class === "stacked_tables").slice(0, 2);
    expect(classed.length).toBe(2);
    const results = [];
    for (const e of classed)
      results.push(
        await runFile(
          e,
          "generated",
          async () => ({ pageCount: 1, tables: e.tables.map((t) => table(t.page, t.cells)), pages: [], warnings: [] }),
          "auto",
        ),
      );
    expect(results.map((r) => r.fixtureClass)).toEqual(["stacked_tables", "stacked_tables"]);
    const figures = accuracyFigures([
      ...results,
      {
        ...results[0]!,
        fixtureClass: "boxed_header",
        score: { ...results[0]!.score, tables: [{ ...results[0]!.score.tables[0]!, f1: 0.5, exact: false }] },
      },
    ]);
    expect(Object.keys(figures.classes)).toEqual(["boxed_header", "stacked_tables"]);
    expect(figures.classes.stacked_tables!.meanF1).toBe(1);
    expect(figures.classes.boxed_header!.meanF1).toBe(0.5);
  });
});
