import { describe, expect, it } from "vitest";
import { extractTables } from "../pipeline/extract-tables.js";
import { makePdf } from "../testing/make-pdf.js";
import { buildLines } from "../text/lines.js";
import { openDocument } from "./open-document.js";
import { readPage } from "./read-page.js";
import { withoutWatermarks } from "./watermark-glyphs.js";

const ROWS = [
  ["Depot", "Q1", "Q2", "Q3"],
  ["Genoa", "3,987", "72", "12"],
  ["Ypres", "997", "2,326", "841"],
  ["Porto", "987", "2,088", "64"],
  ["Bergen", "2,285", "1,174", "3,333"],
  ["Split", "3,372", "1,861", "1,801"],
  ["Dresden", "859", "410", "883"],
];

/** An unruled table at 9 pt, rows 14 pt apart from the top at y 692, figures flush right. */
function table(): string {
  return ROWS.map((row, r) =>
    row
      .map((text, c) => {
        const x = c === 0 ? 72 : 150 + c * 60 - text.length * 5;
        return `BT /${r === 0 ? "F2" : "F1"} 9 Tf ${x} ${692 - r * 14} Td (${text}) Tj ET`;
      })
      .join(" "),
  ).join(" ");
}

/** `text` at `size`, light grey, turned `degrees` anticlockwise from (x, y) in PDF space. */
function turned(text: string, size: number, degrees: number, x: number, y: number): string {
  const r = (degrees * Math.PI) / 180;
  const [c, s] = [Math.cos(r).toFixed(4), Math.sin(r).toFixed(4)];
  return `0.85 g BT /F2 ${size} Tf ${c} ${s} -${s} ${c} ${x} ${y} Tm (${text}) Tj ET 0 g`;
}

function lineTexts(content: string): string[] {
  const opened = openDocument(makePdf([{ content }]));
  try {
    return buildLines(withoutWatermarks(readPage(opened.doc, 1)).glyphs).map((l) => l.text);
  } finally {
    opened.close();
  }
}

describe("withoutWatermarks", () => {
  it("drops a large word turned across the page, over or under the table, and keeps the table's text", () => {
    for (const content of [
      table() + " " + turned("DRAFT", 90, 40, 110, 560),
      turned("COPY", 120, 50, 160, 520) + " " + table(),
    ]) {
      const texts = lineTexts(content);
      expect(texts).toContain("Genoa 3,987 72 12");
      expect(texts).toContain("Dresden 859 410 883");
      expect(texts.join(" ")).not.toMatch(/[DRAFTCOPY]{2}/u);
      expect(texts).toHaveLength(ROWS.length);
    }
  });

  it("keeps large text written up the page and angled text in the body's size", () => {
    expect(lineTexts(table() + " " + turned("Annual", 40, 90, 500, 400))).toContain("Annual");
    const angled = lineTexts(table() + " " + turned("Region", 9, 45, 400, 700));
    expect(angled.join(" ")).toContain("R");
    expect(angled.join("").replace(/[^Region]/gu, "").length).toBeGreaterThanOrEqual(6 + 6);
  });

  it("leaves a page without diagonal text as it is", () => {
    const opened = openDocument(makePdf([{ content: table() }]));
    try {
      const page = readPage(opened.doc, 1);
      expect(withoutWatermarks(page)).toBe(page);
    } finally {
      opened.close();
    }
  });
});

/** `text` at `size`, upright, in a grey level, its baseline starting at (x, y) in PDF space. */
function upright(text: string, size: number, x: number, y: number, grey = 0.85): string {
  return `${grey} g BT /F2 ${size} Tf ${x} ${y} Td (${text}) Tj ET 0 g`;
}

/** A rubber stamp: `text` in a thick stroked box around it, upright. */
function stamp(text: string, size: number, x: number, y: number): string {
  const width = text.length * size * 0.72;
  const box = `${x - 8} ${y - size * 0.35} ${width + 16} ${size * 1.3} re`;
  return `0.3 G 3 w ${box} S 0 G 0.5 w ` + upright(text, size, x, y, 0.3);
}

describe("withoutWatermarks, upright words printed over the text", () => {
  it("drops a large upright word over the table's rows, in front of or behind them", () => {
    for (const content of [
      table() + " " + upright("CONFIDENTIAL", 40, 60, 630),
      upright("DRAFT", 60, 90, 620, 0.9) + " " + table(),
      table() + " " + stamp("PAID", 24, 200, 640),
    ]) {
      const texts = lineTexts(content);
      expect(texts).toContain("Genoa 3,987 72 12");
      expect(texts).toContain("Dresden 859 410 883");
      expect(texts.join(" ")).not.toMatch(/[CONFIDENTIALDRFPY]{2}/u);
      expect(texts).toHaveLength(ROWS.length);
    }
  });

  it("keeps a large heading clear of the text, and large type over large type", () => {
    const heading = lineTexts(upright("Annual report", 28, 72, 730, 0) + " " + table());
    expect(heading).toContain("Annual report");
    expect(heading).toHaveLength(ROWS.length + 1);
    // Over text of more than half its size (a 9 pt table under 16 pt type) the larger type is no watermark.
    expect(lineTexts(table() + " " + upright("Totals", 16, 150, 660, 0)).join(" ")).toContain("Totals");
  });
});

describe("a table under a watermark", () => {
  it("reads without the watermark's letters", async () => {
    const result = await extractTables(makePdf([{ content: table() + " " + turned("DRAFT", 90, 40, 110, 560) }]));
    expect(result.tables).toHaveLength(1);
    expect(result.tables[0]!.rows.map((row) => row.map((cell) => cell?.text ?? ""))).toEqual(ROWS);
  });

  it("reads without the letters of an upright watermark or a stamp over its rows", async () => {
    for (const over of [upright("CONFIDENTIAL", 40, 60, 630), stamp("RECEIVED", 20, 190, 650)]) {
      const result = await extractTables(makePdf([{ content: table() + " " + over }]));
      expect(result.tables).toHaveLength(1);
      expect(result.tables[0]!.rows.map((row) => row.map((cell) => cell?.text ?? ""))).toEqual(ROWS);
    }
  });
});
