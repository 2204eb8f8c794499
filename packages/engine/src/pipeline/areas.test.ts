import { describe, expect, it } from "vitest";
import { ruledTable, textGrid } from "../testing/grid.js";
import { makePdf, rotatePdf } from "../testing/make-pdf.js";
import type { TableTemplate } from "../template/types.js";
import type { BBox } from "../types.js";
import { extractTables } from "./extract-tables.js";

/** PDF operators for a borderless table: `rows` drawn at column x positions `xs`, first baseline at PDF y `top`. */
function textTable(rows: string[][], xs: number[], top: number, rowHeight = 16): string {
  return rows
    .flatMap((row, r) => row.map((text, c) => `BT /F1 10 Tf ${xs[c]} ${top - r * rowHeight} Td (${text}) Tj ET`))
    .join("\n");
}

/** PDF operators for one line of text at (x, y), PDF coordinates. */
function text(s: string, x: number, y: number): string {
  return `BT /F1 10 Tf ${x} ${y} Td (${s}) Tj ET`;
}

const fruit = [
  ["Fruit", "Qty", "Price"],
  ["Apples", "10", "1.20"],
  ["Pears", "20", "2.40"],
  ["Plums", "30", "3.60"],
  ["Figs", "40", "4.80"],
];
const tools = [
  ["Tool", "Stock", "Cost"],
  ["Hammer", "5", "12.00"],
  ["Saw", "7", "18.50"],
  ["Drill", "2", "55.00"],
  ["Level", "9", "9.99"],
];
const XS = [60, 200, 300];
/** Engine y (top-left origin) of a table drawn by textTable with first baseline at PDF y `top` on a 792 pt page. */
const topOf = (top: number) => 792 - top - 12;
const bottomOf = (top: number, rows: number) => 792 - top + (rows - 1) * 16 + 5;
const around = (top: number, rows: number): BBox => ({ x0: 40, y0: topOf(top), x1: 400, y1: bottomOf(top, rows) });

/** A page with the fruit table high up and the tools table lower down. */
const twoTables = () => makePdf([{ content: textTable(fruit, XS, 720) + "\n" + textTable(tools, XS, 400) }]);

function template(areas: TableTemplate["areas"], rest: Partial<TableTemplate> = {}): TableTemplate {
  return { name: "test", pages: null, method: "auto", stitch: false, areas, ...rest };
}

describe("user areas", () => {
  it("reads an area on a page with two tables as that one table", async () => {
    const pdf = twoTables();
    expect((await extractTables(pdf)).tables).toHaveLength(2);
    const result = await extractTables(pdf, { areas: { 1: [around(400, 5)] } });
    expect(result.tables).toHaveLength(1);
    expect(textGrid(result.tables[0]!)).toEqual(tools);
    expect(result.warnings).toEqual([]);
  });

  it("gives at most one table per area, the one covering most of it", async () => {
    const content = ruledTable(fruit, 50, 740, [120, 80, 80]) + "\n" + ruledTable(tools, 50, 600, [120, 80, 80]);
    const pdf = makePdf([{ content }]);
    // Drawn a little sloppily: all of the lower grid and the last row of the upper one.
    const result = await extractTables(pdf, { areas: { 1: [{ x0: 30, y0: 128, x1: 400, y1: 320 }] } });
    expect(result.tables).toHaveLength(1);
    expect(textGrid(result.tables[0]!)).toEqual(tools);
  });

  it("reads one area drawn around two ruled grids as one table", async () => {
    const [head, ...rest] = fruit;
    const upper = [head!, ...rest.slice(0, 2)],
      lower = rest.slice(2);
    const pdf = makePdf([
      { content: ruledTable(upper, 50, 740, [120, 80, 80]) + "\n" + ruledTable(lower, 50, 670, [120, 80, 80]) },
    ]);
    expect((await extractTables(pdf)).tables).toHaveLength(2);
    const result = await extractTables(pdf, { areas: { 1: [{ x0: 40, y0: 40, x1: 340, y1: 170 }] } });
    expect(result.tables).toHaveLength(1);
    expect(textGrid(result.tables[0]!)).toEqual(fruit);
  });

  it("splits columns where the user's guides are, over the text alignment", async () => {
    const pdf = twoTables();
    const area = around(720, 5);
    const twoColumns = await extractTables(pdf, { areas: { 1: [area] }, columns: { 1: [150] } });
    expect(twoColumns.tables).toHaveLength(1);
    expect(textGrid(twoColumns.tables[0]!)).toEqual(fruit.map(([a, b, c]) => [a, `${b} ${c}`]));
    const viaTemplate = await extractTables(pdf, {
      template: template([{ page: 1, box: [area.x0, area.y0, area.x1, area.y1], columns: [100, 250] }]),
    });
    expect(textGrid(viaTemplate.tables[0]!)).toEqual(fruit);
    const fourColumns = await extractTables(pdf, {
      template: template([{ page: 1, box: [area.x0, area.y0, area.x1, area.y1], columns: [100, 180, 250] }]),
    });
    expect(textGrid(fourColumns.tables[0]!)[1]).toEqual(["Apples", "", "10", "1.20"]);
  });

  it("uses each area's own method", async () => {
    const content = ruledTable(fruit, 50, 740, [120, 80, 80]) + "\n" + textTable(tools, XS, 400);
    const pdf = makePdf([{ content }]);
    const ruled: [number, number, number, number] = [40, 40, 330, 160];
    const plain = around(400, 5);
    const plainBox: [number, number, number, number] = [plain.x0, plain.y0, plain.x1, plain.y1];
    const asLattice = await extractTables(pdf, {
      template: template([
        { page: 1, box: ruled, method: "lattice" },
        { page: 1, box: plainBox, method: "stream" },
      ]),
    });
    expect(asLattice.tables.map((t) => t.method)).toEqual(["lattice", "stream"]);
    expect(asLattice.tables.map(textGrid)).toEqual([fruit, tools]);
    const asStream = await extractTables(pdf, { template: template([{ page: 1, box: ruled, method: "stream" }]) });
    expect(asStream.tables).toHaveLength(1);
    expect(asStream.tables[0]!.method).not.toBe("lattice");
    // No rulings in the lower area: lattice alone finds nothing there.
    const noGrid = await extractTables(pdf, { template: template([{ page: 1, box: plainBox, method: "lattice" }]) });
    expect(noGrid.tables).toEqual([]);
  });

  it("takes the user's header rows over header detection", async () => {
    const pdf = twoTables();
    const box: [number, number, number, number] = [40, topOf(400), 400, bottomOf(400, 5)];
    expect((await extractTables(pdf, { template: template([{ page: 1, box }]) })).tables[0]!.headerRows).toBe(1);
    expect(
      (await extractTables(pdf, { template: template([{ page: 1, box, header_rows: 0 }]) })).tables[0]!.headerRows,
    ).toBe(0);
    expect(
      (await extractTables(pdf, { template: template([{ page: 1, box, header_rows: 2 }]) })).tables[0]!.headerRows,
    ).toBe(2);
  });

  it("applies the method, header rows and guides a request's area carries, over the request's", async () => {
    const content = ruledTable(fruit, 50, 740, [120, 80, 80]) + "\n" + textTable(tools, XS, 400);
    const pdf = makePdf([{ content }]);
    const ruled = { x0: 40, y0: 40, x1: 330, y1: 160 };
    const plain = around(400, 5);
    const own = await extractTables(pdf, {
      method: "lattice",
      areas: {
        1: [
          { ...ruled, headerRows: 2 },
          { ...plain, method: "stream", headerRows: 0 },
        ],
      },
    });
    expect(own.tables.map((t) => [t.method, t.headerRows])).toEqual([
      ["lattice", 2],
      ["stream", 0],
    ]);
    expect(own.tables.map(textGrid)).toEqual([fruit, tools]);
    // Without its own method the lower area takes the request's lattice, which finds no grid there.
    const inherited = await extractTables(pdf, { method: "lattice", areas: { 1: [ruled, plain] } });
    expect(inherited.tables.map((t) => t.method)).toEqual(["lattice"]);
    // An area's own guides win over the page's.
    const guides = await extractTables(pdf, {
      areas: { 1: [{ ...plain, columns: [150] }] },
      columns: { 1: [100, 250] },
    });
    expect(textGrid(guides.tables[0]!)).toEqual(tools.map(([a, b, c]) => [a, `${b} ${c}`]));
  });

  it("matches page rules all, last and a number; pages without areas are read automatically", async () => {
    const page = (rows: string[][]) => ({ content: textTable(rows, XS, 720) + "\n" + textTable(tools, XS, 400) });
    const pdf = makePdf([page(fruit), page(fruit), page(fruit)]);
    const lower: [number, number, number, number] = [40, topOf(400), 400, bottomOf(400, 5)];
    const all = await extractTables(pdf, { template: template([{ page: "all", box: lower }]) });
    expect(all.tables.map((t) => t.page)).toEqual([1, 2, 3]);
    expect(all.tables.every((t) => textGrid(t)[0]![0] === "Tool")).toBe(true);
    const last = await extractTables(pdf, { template: template([{ page: "last", box: lower }]) });
    expect(last.tables.filter((t) => t.page === 3).map((t) => textGrid(t)[0]![0])).toEqual(["Tool"]);
    expect(last.tables.filter((t) => t.page === 1)).toHaveLength(2);
    const second = await extractTables(pdf, { template: template([{ page: 2, box: lower }], { pages: "2-3" }) });
    expect(second.pages.map((p) => p.page)).toEqual([2, 3]);
    expect(second.tables.map((t) => t.page)).toEqual([2, 3, 3]);
    // the template's pages past the end: those that exist are read, the rest reported on the first page read
    const partly = await extractTables(pdf, { template: template([{ page: 2, box: lower }], { pages: "2-5" }) });
    expect(partly.pages.map((p) => p.page)).toEqual([2, 3]);
    expect(partly.tables.map((t) => t.page)).toEqual([2, 3, 3]);
    expect(partly.warnings).toEqual([
      {
        page: 2,
        code: "template_pages_past_end",
        message: "The template reads pages 2-5; this document has 3 page(s), so pages 4-5 were not read.",
      },
    ]);
    // none of them exist: refused, named as the template's pages, not as the request's
    const past = extractTables(pdf, { template: template([{ page: 2, box: lower }], { pages: "4-5" }) });
    await expect(past).rejects.toMatchObject({
      code: "page_out_of_range",
      message: expect.stringMatching(/^The template reads pages 4-5, past the end of this document, which has 3 page/),
    });
    // pages given with the request are the request's own: the usual message
    const asked = extractTables(pdf, { template: template([{ page: 2, box: lower }], { pages: "2-3" }), pages: "4" });
    await expect(asked).rejects.toMatchObject({
      code: "page_out_of_range",
      message: expect.stringMatching(/^Page 4 /),
    });
  });

  it("finds an anchored area on a table that moved down the page", async () => {
    const statement = (top: number) =>
      makePdf([
        {
          content: [
            text("Account summary for the period", 60, 760),
            textTable(fruit, XS, 700),
            text("CLOSING   Balance", 60, top + 24),
            textTable(tools, XS, top),
          ].join("\n"),
        },
      ]);
    const high = statement(560);
    const low = statement(300);
    // Box drawn on the first statement, relative to the anchor's top-left corner.
    const anchored = (anchorText: string) =>
      template([{ page: 1, anchor: { text: anchorText }, box: [-20, 10, 340, 100] }]);
    for (const pdf of [high, low]) {
      const result = await extractTables(pdf, { template: anchored("closing balance") });
      expect(result.tables).toHaveLength(1);
      expect(textGrid(result.tables[0]!)).toEqual(tools);
      expect(result.warnings).toEqual([]);
    }
    const moved = await extractTables(low, { template: anchored("closing balance") });
    const stayed = await extractTables(high, { template: anchored("closing balance") });
    expect(moved.tables[0]!.bbox.y0 - stayed.tables[0]!.bbox.y0).toBeCloseTo(260, 0);
    const missing = await extractTables(low, { template: anchored("Opening balance") });
    expect(missing.tables).toEqual([]);
    expect(missing.warnings).toEqual([
      { page: 1, code: "anchor_not_found", message: expect.stringContaining("Opening balance") },
    ]);
  });

  it("warns about an area outside the page and reads nothing from it", async () => {
    const pdf = twoTables();
    const direct = await extractTables(pdf, { areas: { 1: [{ x0: 700, y0: 100, x1: 900, y1: 200 }, around(400, 5)] } });
    expect(direct.tables.map((t) => textGrid(t)[0]![0])).toEqual(["Tool"]);
    expect(direct.warnings).toEqual([
      { page: 1, code: "area_outside_page", message: expect.stringMatching(/^areas\[0\]: .*outside page 1/) },
    ]);
    const viaTemplate = await extractTables(pdf, { template: template([{ page: 1, box: [40, 700, 400, 900] }]) });
    expect(viaTemplate.tables).toEqual([]);
    expect(viaTemplate.warnings.map((w) => w.code)).toEqual(["area_outside_page"]);
  });

  it("gives no table for an area without text", async () => {
    const result = await extractTables(twoTables(), { areas: { 1: [{ x0: 40, y0: 200, x1: 400, y1: 300 }] } });
    expect(result.tables).toEqual([]);
    expect(result.pages[0]).toMatchObject({ status: "ok", tableCount: 0 });
  });

  it("lets request areas replace the template's on their page, and request settings win", async () => {
    const pdf = twoTables();
    const upper = around(720, 5);
    const result = await extractTables(pdf, {
      areas: { 1: [upper] },
      template: template([{ page: 1, box: [40, topOf(400), 400, bottomOf(400, 5)] }], { pages: "2" }),
      pages: "1",
    });
    expect(result.tables.map((t) => textGrid(t)[0]![0])).toEqual(["Fruit"]);
  });

  it("keeps area coordinates on the page as displayed for rotated pages", async () => {
    const pdf = rotatePdf(twoTables(), 90);
    const auto = await extractTables(pdf);
    expect(auto.tables).toHaveLength(2);
    const target = auto.tables.find((t) => textGrid(t)[0]![0] === "Tool")!;
    const b = target.bbox;
    const result = await extractTables(pdf, {
      areas: { 1: [{ x0: b.x0 - 5, y0: b.y0 - 5, x1: b.x1 + 5, y1: b.y1 + 5 }] },
    });
    expect(result.tables).toHaveLength(1);
    expect(textGrid(result.tables[0]!)).toEqual(tools);
    const guided = await extractTables(pdf, {
      areas: { 1: [{ x0: b.x0 - 5, y0: b.y0 - 5, x1: b.x1 + 5, y1: b.y1 + 5 }] },
      columns: { 1: [(b.x0 + b.x1) / 2] },
    });
    expect(textGrid(guided.tables[0]!)).toEqual(tools);
    expect(guided.warnings.map((w) => w.code)).toEqual(["columns_ignored"]);
  });

  it("shows the area stage in the debug view", async () => {
    const result = await extractTables(twoTables(), { debug: true, areas: { 1: [around(400, 5)] } });
    const stages = result.pages[0]!.stages!;
    expect(stages["areas"]).toMatchObject({
      restricted: true,
      specs: [{ source: "areas[0]", method: "auto" }],
      warnings: [],
    });
    expect(stages["areaTables"]).toMatchObject([{ source: "areas[0]", outcome: "stream" }]);
  });
});
