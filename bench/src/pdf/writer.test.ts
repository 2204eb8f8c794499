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
});
