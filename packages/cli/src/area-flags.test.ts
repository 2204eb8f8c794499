import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as mupdf from "mupdf";
import { describe, expect, it } from "vitest";
import { captureConsole } from "./console-capture.fixture.js";
import { parseAreaFlags, parseColumnFlags } from "./area-flags.js";
import { UsageError } from "./args.js";
import { main } from "./main.js";

const dir = mkdtempSync(path.join(tmpdir(), "pdftab-cli-areas-"));

const { errors } = captureConsole();

const fruit = [
  ["Fruit", "Qty", "Price"],
  ["Apples", "10", "1.20"],
  ["Pears", "20", "2.40"],
  ["Plums", "30", "3.60"],
];
const tools = [
  ["Tool", "Stock", "Cost"],
  ["Hammer", "5", "12.00"],
  ["Saw", "7", "18.50"],
  ["Drill", "2", "55.00"],
];

/** Borderless table operators: first baseline at PDF y `top`, columns at x 60, 200, 300. */
function textTable(rows: string[][], top: number): string {
  return rows
    .flatMap((row, r) => row.map((t, c) => `BT /F1 10 Tf ${[60, 200, 300][c]} ${top - r * 16} Td (${t}) Tj ET`))
    .join("\n");
}

/** A one-page 612 x 792 PDF with the fruit table near the top and the tools table lower down; its path. */
function twoTablePdf(): string {
  const doc = new mupdf.PDFDocument();
  const font = doc.addSimpleFont(new mupdf.Font("Helvetica"));
  const page = doc.addPage(
    [0, 0, 612, 792],
    0,
    doc.addObject({ Font: { F1: font } }),
    `${textTable(fruit, 720)}\n${textTable(tools, 400)}`,
  );
  doc.insertPage(-1, page);
  const file = path.join(dir, "two.pdf");
  writeFileSync(file, doc.saveToBuffer("").asUint8Array());
  doc.destroy();
  return file;
}

/** The grids of the extract-info JSON written to `out`. */
function grids(out: string): string[][][] {
  const info = JSON.parse(readFileSync(out, "utf8"));
  return info.tables.map((t: { header_rows: string[][]; data: string[][] }) => [...t.header_rows, ...t.data]);
}

// The tools table spans y 380..440 on the displayed page; the fruit table 60..120.
const TOOLS_AREA = "1:40,370,400,450";

describe("--area, --columns and --template", () => {
  it("reads only the given area", async () => {
    const out = path.join(dir, "area.json");
    expect(await main(["extract", twoTablePdf(), "--area", TOOLS_AREA, "-o", out])).toBe(0);
    expect(grids(out)).toEqual([tools]);
  });

  it("takes repeated areas and column guides", async () => {
    const out = path.join(dir, "columns.json");
    expect(
      await main([
        "extract",
        twoTablePdf(),
        "--area",
        "1:40,50,400,130",
        "--area=" + TOOLS_AREA,
        "--columns",
        "1:150",
        "-o",
        out,
      ]),
    ).toBe(0);
    expect(grids(out)).toEqual([fruit, tools].map((g) => g.map(([a, b, c]) => [a!, `${b} ${c}`])));
  });

  it("applies a template file, and --area replaces its areas on that page", async () => {
    const pdf = twoTablePdf();
    const template = path.join(dir, "t.json");
    writeFileSync(
      template,
      JSON.stringify({
        name: "fruit",
        pages: null,
        method: "auto",
        stitch: false,
        areas: [{ page: "all", box: [40, 50, 400, 130], header_rows: 0 }],
      }),
    );
    const out = path.join(dir, "template.json");
    expect(await main(["extract", pdf, "--template", template, "-o", out])).toBe(0);
    const info = JSON.parse(readFileSync(out, "utf8"));
    expect(info.tables).toHaveLength(1);
    expect(info.tables[0].header_rows).toEqual([]);
    expect(info.tables[0].data).toEqual(fruit);
    expect(await main(["extract", pdf, "--template", template, "--area", TOOLS_AREA, "-o", out])).toBe(0);
    expect(grids(out)).toEqual([tools]);
  });

  it("reports template warnings on standard error", async () => {
    const template = path.join(dir, "anchor.json");
    writeFileSync(
      template,
      JSON.stringify({ name: "a", areas: [{ page: 1, box: [0, 0, 100, 100], anchor: { text: "Closing balance" } }] }),
    );
    expect(
      await main(["extract", twoTablePdf(), "--template", template, "-o", path.join(dir, "anchor-out.json")]),
    ).toBe(0);
    expect(errors.join("\n")).toMatch(/warning: page 1 \(anchor_not_found\): .*Closing balance/);
  });

  it.each([
    [["--area", "1:40,370,400"], /^pdftab: --area 1:40,370,400: expected four numbers/],
    [["--area", "x:1,2,3,4"], /^pdftab: --area x:1,2,3,4: "x" is not a page number/],
    [["--area", "1:400,370,40,450"], /^pdftab: --area 1:400,370,40,450: needs X0 < X1/],
    [["--area", "1:40,370,700,450"], /^pdftab: --area 1:40,370,700,450: box .* lies outside page 1/],
    [["--area", "3:40,370,400,450"], /^pdftab: --area 3:40,370,400,450: page 3 does not exist/],
    [["--columns", "1:100,abc"], /^pdftab: --columns 1:100,abc: expected comma-separated x positions/],
    [["--columns", "1:100,900"], /^pdftab: --columns 1:\.\.\.: x 900 lies outside page 1/],
  ])("rejects %j with exit code 2 and one line naming the flag", async (flags, message) => {
    expect(await main(["extract", twoTablePdf(), ...flags])).toBe(2);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it("rejects a bad template naming the flag, file and JSON path", async () => {
    const bad = path.join(dir, "bad.json");
    writeFileSync(bad, JSON.stringify({ name: "b", areas: [{ page: 1, box: [1, 2, 3] }] }));
    expect(await main(["extract", twoTablePdf(), "--template", bad])).toBe(2);
    expect(errors).toEqual([
      expect.stringMatching(/^pdftab: --template .*bad\.json: areas\[0\]\.box: must be \[x0, y0, x1, y1\]/),
    ]);
    const notJson = path.join(dir, "not.json");
    writeFileSync(notJson, "{ name:");
    expect(await main(["extract", twoTablePdf(), "--template", notJson])).toBe(2);
    expect(errors[1]).toMatch(/--template .*not\.json: not valid JSON/);
    expect(await main(["extract", twoTablePdf(), "--template", path.join(dir, "missing.json")])).toBe(3);
  });
});

describe("parseAreaFlags and parseColumnFlags", () => {
  it("group values by page", () => {
    expect(parseAreaFlags(["2:1,2,3,4", "2: 5, 6, 7, 8", "1:0,0,10,10"])).toEqual({
      1: [{ x0: 0, y0: 0, x1: 10, y1: 10 }],
      2: [
        { x0: 1, y0: 2, x1: 3, y1: 4 },
        { x0: 5, y0: 6, x1: 7, y1: 8 },
      ],
    });
    expect(parseColumnFlags(["1:300,100", "1:200", "4:50.5"])).toEqual({ 1: [100, 200, 300], 4: [50.5] });
    expect(() => parseAreaFlags(["1,2,3,4"])).toThrow(UsageError);
    expect(() => parseColumnFlags(["0:10"])).toThrow(/--columns 0:10: "0" is not a page number/);
  });
});
