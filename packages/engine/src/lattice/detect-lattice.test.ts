import { describe, expect, it } from "vitest";
import { extractTables } from "../pipeline/extract-tables.js";
import { corpusPdf, corpusTruth, describeWithCorpus } from "../testing/corpus.js";
import { twoTablesPdf } from "../testing/fixtures.js";
import { normGrid, ruledTable, textGrid } from "../testing/grid.js";
import { makePdf, rotatePdf } from "../testing/make-pdf.js";

async function lattice(name: string) {
  const truth = corpusTruth(name);
  const result = await extractTables(corpusPdf(name), { method: "lattice", pages: String(truth.tables[0]!.page) });
  return { truth, result };
}

describeWithCorpus("lattice detector on corpus PDFs", () => {
  for (const name of [
    "camelot_column_span_2.pdf",
    "camelot_multiple_tables.pdf",
    "camelot_twotables_2.pdf",
    "tabulapy_data.pdf",
    "pdfplumber_ca-warn-report.pdf",
  ]) {
    it(`reads every expected table of ${name} exactly`, async () => {
      const { truth, result } = await lattice(name);
      expect(result.tables.map(textGrid)).toEqual(truth.tables.map((t) => normGrid(t.cells)));
      for (const t of result.tables) expect(t.method).toBe("lattice");
    });
  }

  it("reports merged cells with their spans", async () => {
    const { result } = await lattice("camelot_column_span_2.pdf");
    const table = result.tables[0]!;
    const spanning = table.rows.flat().filter((c) => c !== null && (c.rowSpan > 1 || c.colSpan > 1));
    expect(spanning.length).toBeGreaterThan(3);
    // Every slot is either a cell's top-left or covered by exactly one spanning cell.
    const covered = table.rows.map((r) => r.map(() => 0));
    table.rows.forEach((row, r) =>
      row.forEach((cell, c) => {
        if (!cell) return;
        for (let i = r; i < r + cell.rowSpan; i++) for (let j = c; j < c + cell.colSpan; j++) covered[i]![j]! += 1;
      }),
    );
    expect(covered.flat().every((n) => n === 1)).toBe(true);
  });

  it("reads a landscape table printed rotated on a portrait page in reading order", async () => {
    for (const name of ["camelot_anticlockwise_table_1.pdf", "camelot_clockwise_table_1.pdf"]) {
      const { truth, result } = await lattice(name);
      expect(result.tables.map(textGrid)).toEqual(truth.tables.map((t) => normGrid(t.cells)));
      // The table box is on the displayed (portrait) page: taller than wide.
      const box = result.tables[0]!.bbox;
      expect(box.y1 - box.y0).toBeGreaterThan(box.x1 - box.x0);
    }
  });

  it("drops thin empty shading rows and adds the unruled row labels left of the grid", async () => {
    const { truth, result } = await lattice("camelot_vertical_header.pdf");
    const grid = textGrid(result.tables[0]!);
    const expected = normGrid(truth.tables[0]!.cells);
    const labels = expected.map((r) => r[0]!).filter((t) => t !== "" && t !== "Totals");
    // Every row label of the truth starts a body row, in order, with no empty rows between.
    const firstBody = grid.findIndex((r) => r[0] === labels[0]);
    expect(grid.slice(firstBody, firstBody + labels.length).map((r) => r[0])).toEqual(labels);
    expect(grid[firstBody]!.slice(1, 4)).toEqual(["963", "439", "55"]);
    // Vertical header text reads in its own direction.
    expect(grid.flat()).toContain("Number of Registered voters");
  });
});

describe("lattice detector", () => {
  it("finds the same grid on a page turned by /Rotate", async () => {
    const bytes = twoTablesPdf().bytes;
    const upright = await extractTables(bytes, { method: "lattice" });
    const turned = await extractTables(rotatePdf(bytes, 90), { method: "lattice" });
    expect(turned.tables.map(textGrid)).toEqual(upright.tables.map(textGrid));
  });

  it("marks a bold first row as header and keeps a nested grid's text out of the outer cell", async () => {
    const rows = [
      ["Name", "Qty"],
      ["apples", "3"],
      ["pears", "5"],
    ];
    const inner = ruledTable(rows, 200, 680, [100, 60]);
    // Fake bold: the header drawn a second time, offset by 0.3 pt.
    const boldAgain = "BT /F1 10 Tf 204.3 666 Td (Name) Tj ET BT /F1 10 Tf 304.3 666 Td (Qty) Tj ET";
    const outer =
      "0.5 w 50 400 m 550 400 l 550 700 l 50 700 l h S 150 400 m 150 700 l S 50 550 m 550 550 l S" +
      " BT /F1 10 Tf 60 680 Td (Stock) Tj ET BT /F1 10 Tf 60 500 Td (Notes) Tj ET BT /F1 10 Tf 160 500 Td (none) Tj ET";
    const result = await extractTables(makePdf([{ content: [outer, inner, boldAgain].join("\n") }]), {
      method: "lattice",
    });
    expect(result.tables).toHaveLength(2);
    const [outerTable, innerTable] = [...result.tables].sort((a, b) => b.bbox.x1 - b.bbox.x0 - (a.bbox.x1 - a.bbox.x0));
    expect(textGrid(innerTable!)).toEqual(rows);
    expect(innerTable!.headerRows).toBe(1);
    expect(textGrid(outerTable!)).toEqual([
      ["Stock", ""],
      ["Notes", "none"],
    ]);
  });

  it("does not take prose in the next column for row labels", async () => {
    const table = ruledTable(
      [
        ["Year", "Sales"],
        ["2021", "10"],
        ["2022", "12"],
        ["2023", "15"],
      ],
      330,
      700,
      [100, 100],
      40,
    );
    const prose = Array.from(
      { length: 16 },
      (_, i) => `BT /F1 10 Tf 125 ${690 - i * 10} Td (Prose in the left column runs on line ${i}.) Tj ET`,
    ).join("\n");
    const result = await extractTables(makePdf([{ content: table + "\n" + prose }]), { method: "lattice" });
    expect(textGrid(result.tables[0]!)).toEqual([
      ["Year", "Sales"],
      ["2021", "10"],
      ["2022", "12"],
      ["2023", "15"],
    ]);
  });

  it("gives a table printed rotated among upright text in reading order", async () => {
    // Visual grid: 2 columns x 3 rows; text reads upwards, so logical rows run left to right.
    const ops = ["0.5 w"];
    for (const x of [100, 140, 180]) ops.push(`${x} 400 m ${x} 580 l S`);
    for (const y of [400, 460, 520, 580]) ops.push(`100 ${y} m 180 ${y} l S`);
    const logical = [
      ["Alpha", "Beta", "Gamma"],
      ["1", "2", "3"],
    ];
    logical.forEach((row, i) =>
      row.forEach((text, k) => {
        ops.push(`BT /F1 10 Tf 0 1 -1 0 ${124 + i * 40} ${410 + k * 60} Tm (${text}) Tj ET`);
      }),
    );
    for (let l = 0; l < 12; l++)
      ops.push(`BT /F1 10 Tf 250 ${700 - l * 14} Td (Upright prose keeps this page portrait, line ${l}.) Tj ET`);
    const result = await extractTables(makePdf([{ content: ops.join("\n") }]), { method: "lattice" });
    expect(result.tables).toHaveLength(1);
    expect(textGrid(result.tables[0]!)).toEqual(logical);
  });

  it("does not take a box around a paragraph, or a box split once, for a table", async () => {
    const content = [
      "0.5 w 50 500 m 550 500 l 550 700 l 50 700 l h S",
      "BT /F1 10 Tf 60 680 Td (A paragraph of prose inside a decorative frame, as notes and callouts are drawn.) Tj ET",
      "BT /F1 10 Tf 60 668 Td (It has a second line but no grid.) Tj ET",
      "50 300 m 550 300 l 550 450 l 50 450 l h S 50 380 m 550 380 l S",
      "BT /F1 10 Tf 60 420 Td (Upper half) Tj ET BT /F1 10 Tf 60 340 Td (Lower half) Tj ET",
    ].join("\n");
    const result = await extractTables(makePdf([{ content }]), { method: "lattice" });
    expect(result.tables).toHaveLength(0);
  });
});

describe("lattice cell text without dot leaders", () => {
  const rows = [
    ["EUR thousand", "2025", "2024"],
    ["Inventories ..........................", "3,904", "4,118"],
    ["Trade receivables....................", "5,271", "4,986"],
    ["Hedging reserve", "..", "96"],
    ["Provisions", "......", "12"],
  ];

  it("leaves leaders out of a ruled statement's labels and keeps a cell of dots alone", async () => {
    const pdf = makePdf([{ content: ruledTable(rows, 60, 700, [200, 70, 70]) }]);
    const result = await extractTables(pdf, { method: "lattice" });
    expect(result.tables).toHaveLength(1);
    expect(textGrid(result.tables[0]!)).toEqual([
      ["EUR thousand", "2025", "2024"],
      ["Inventories", "3,904", "4,118"],
      ["Trade receivables", "5,271", "4,986"],
      ["Hedging reserve", "..", "96"],
      ["Provisions", "......", "12"],
    ]);
  });

  it("reads leaders by tolerances.stream's leader settings", async () => {
    const pdf = makePdf([{ content: ruledTable(rows, 60, 700, [200, 70, 70]) }]);
    // Longer runs than these, and no dots a word space after a label: a label's tail of dots is no leader either.
    const stream = { leaderMinDots: 40, leaderGapEm: 0.1 };
    const result = await extractTables(pdf, { method: "lattice", tolerances: { stream } });
    expect(textGrid(result.tables[0]!)[1]![0]).toBe("Inventories ..........................");
  });
});
