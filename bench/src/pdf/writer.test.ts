import * as mupdf from "mupdf";
import { describe, expect, it } from "vitest";
import { tableHeavyPdf } from "../speed/big-pdf.js";
import { PageCanvas } from "./canvas.js";
import { drawTable } from "./draw-table.js";
import { writePdf } from "./writer.js";

function lines(page: mupdf.Page): Array<{ text: string; x: number; y: number }> {
  const json = JSON.parse(page.toStructuredText("preserve-whitespace").asJSON()) as {
    blocks: Array<{ lines?: Array<{ text: string; bbox: { x: number; y: number } }> }>;
  };
  return json.blocks.flatMap((b) => b.lines ?? []).map((l) => ({ text: l.text, x: l.bbox.x, y: l.bbox.y }));
}

describe("writePdf + PageCanvas", () => {
  it("sets Chinese text in the CJK font, where a reader finds its characters and its one-em widths", () => {
    const canvas = new PageCanvas({ width: 612, height: 792 });
    canvas.text(100, 100, "城市统计", 10);
    canvas.text(100, 120, "Total", 10);
    const pdf = writePdf([canvas.page()]);
    const doc = mupdf.Document.openDocument(pdf, "application/pdf");
    const seen = lines(doc.loadPage(0));
    expect(seen.map((l) => l.text)).toEqual(["城市统计", "Total"]);
    expect(seen[0]!.x).toBeCloseTo(100, 0);
    expect(canvas.measure("城市统计", 10)).toBe(40);
    // a page without Chinese lists no CJK font
    expect(
      Buffer.from(writePdf([new PageCanvas({ width: 612, height: 792 }).page()])).toString("latin1"),
    ).not.toContain("STSong");
  });

  it("writes upright text at the same displayed place on /Rotate 0, 90 and 270 pages", () => {
    const pages = ([0, 90, 270] as const).map((rotate) => {
      const canvas = new PageCanvas({ width: 612, height: 792 }, rotate);
      drawTable(
        canvas,
        {
          rows: [
            ["Name", "Total"],
            ["Oslo (N)", "1,250"],
          ],
          headerRows: 1,
          style: "ruled",
          align: ["left", "right"],
        },
        100,
        100,
      );
      return canvas.page();
    });
    const doc = mupdf.Document.openDocument(writePdf(pages), "application/pdf");
    expect(doc.countPages()).toBe(3);
    const seen = [0, 1, 2].map((i) => lines(doc.loadPage(i)));
    expect(seen[0]?.map((l) => l.text)).toEqual(["Name", "Total", "Oslo (N)", "1,250"]);
    // Rotated pages are displayed landscape and their text lands where page 1's does.
    expect(doc.loadPage(1).getBounds()).toEqual([0, 0, 792, 612]);
    for (const rotated of [seen[1], seen[2]]) {
      expect(rotated?.map((l) => [l.text, Math.round(l.x), Math.round(l.y)])).toEqual(
        seen[0]?.map((l) => [l.text, Math.round(l.x), Math.round(l.y)]),
      );
    }
  });

  it("builds the speed benchmark's table-heavy PDF with one ledger per page", () => {
    const doc = mupdf.Document.openDocument(tableHeavyPdf(4), "application/pdf");
    expect(doc.countPages()).toBe(4);
    const text = lines(doc.loadPage(3)).map((l) => l.text);
    expect(text).toContain("Unit price");
    expect(text).toContain("Page 4 of 4");
  });

  it("sets a body row's one-line cells level with a wrapped cell's last line, or its middle, by bodyVAlign", () => {
    const rowOf = (bodyVAlign: "top" | "middle" | "bottom") => {
      const canvas = new PageCanvas({ width: 400, height: 300 });
      const rows = [
        ["Item", "Amount"],
        ["First line\nsecond line\nthird line", "12.50"],
      ];
      drawTable(canvas, { headerRows: 1, style: "borderless", bodyVAlign, rows }, 40, 40);
      const found = lines(mupdf.Document.openDocument(writePdf([canvas.page()]), "application/pdf").loadPage(0));
      const y = (text: string) => found.find((l) => l.text.trim() === text)!.y;
      return { figure: y("12.50"), first: y("First line"), second: y("second line"), third: y("third line") };
    };
    const top = rowOf("top"),
      middle = rowOf("middle"),
      bottom = rowOf("bottom");
    expect(top.figure).toBeCloseTo(top.first, 1);
    expect(middle.figure).toBeCloseTo(middle.second, 1);
    expect(bottom.figure).toBeCloseTo(bottom.third, 1);
  });

  it('sets decimal-aligned figures on their point and draws a "±" as wide as it measures', () => {
    const canvas = new PageCanvas({ width: 400, height: 300 });
    const spec = {
      headerRows: 1,
      style: "column-rules" as const,
      align: ["left" as const, "decimal" as const],
      rows: [
        ["Model", "Score"],
        ["A", "4.25 ± 0.5"],
        ["B", "128.0 ± 12.75"],
        ["C", "17"],
      ],
    };
    drawTable(canvas, spec, 40, 40);
    const doc = mupdf.Document.openDocument(writePdf([canvas.page()]), "application/pdf");
    const chars: Array<{ c: string; x0: number; x1: number }> = [];
    doc
      .loadPage(0)
      .toStructuredText("preserve-whitespace")
      .walk({ onChar: (c, _origin, _font, _size, quad) => chars.push({ c, x0: quad[0], x1: quad[2] }) });
    const points = chars.filter((ch) => ch.c === ".").map((ch) => ch.x0);
    // The two points line up: the first figure's and the second's, whatever their widths before them.
    expect(points.length).toBeGreaterThanOrEqual(2);
    expect(Math.abs(points[0]! - points[2]!)).toBeLessThan(0.05);
    // "±" drawn 584/1000 em wide at 9 pt, as the generator measures it.
    const plusMinus = chars.find((ch) => ch.c === "±")!;
    expect(plusMinus.x1 - plusMinus.x0).toBeCloseTo(0.584 * 9, 1);
  });

  it("draws a cell's symbol-font mark centred at its width, and lists ZapfDingbats only on PDFs that use it", () => {
    const canvas = new PageCanvas({ width: 612, height: 792 });
    const spec = {
      headerRows: 1,
      style: "ruled" as const,
      align: ["left" as const, "center" as const],
      colWidths: [80, 60],
      rows: [
        ["Feature", "Free"],
        ["Audit log", { text: "\u2714", dingbat: "4" }],
      ],
    };
    drawTable(canvas, spec, 40, 40);
    const bytes = writePdf([canvas.page()]);
    expect(Buffer.from(bytes).toString("latin1")).toContain("/BaseFont /ZapfDingbats /FirstChar");
    const doc = mupdf.Document.openDocument(bytes, "application/pdf");
    const marks: Array<{ font: string; x0: number; x1: number }> = [];
    doc
      .loadPage(0)
      .toStructuredText("preserve-whitespace")
      .walk({
        onChar: (_c, _origin, font, _size, quad) => marks.push({ font: font.getName(), x0: quad[0], x1: quad[2] }),
      });
    const mark = marks.find((m) => m.font.includes("Dingbats"))!;
    // ✔ (a20) is 846/1000 em wide at 9 pt, centred in the column from 120 to 180.
    expect(mark.x1 - mark.x0).toBeCloseTo(0.846 * 9, 1);
    expect((mark.x0 + mark.x1) / 2).toBeCloseTo(150, 0);
    const plain = new PageCanvas({ width: 612, height: 792 });
    plain.text(40, 40, "No marks", 9);
    expect(Buffer.from(writePdf([plain.page()])).toString("latin1")).not.toContain("ZapfDingbats");
  });
});
