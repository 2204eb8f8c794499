import { afterAll, describe, expect, it } from "vitest";
import { extractTables } from "../pipeline/extract-tables.js";
import { drawnImage, type PixelBox } from "../testing/drawn-image.js";
import { makePdf } from "../testing/make-pdf.js";
import { scannedPdf } from "../testing/scan.js";
import { smallTypeTable } from "../testing/small-type-table.js";
import { hasSmallType, xHeightPixels } from "./small-type.js";
import { shutdownOcr } from "./tesseract-worker.js";

afterAll(() => shutdownOcr());

/** Rows of "letters" `height` px tall and half as wide, with a few capitals half as tall again, and the rules of a table. */
function page(height: number, letters = 300): PixelBox[] {
  const boxes: PixelBox[] = [
    [40, 30, 1900, 33],
    [40, 30, 43, 1500],
  ];
  for (let i = 0; i < letters; i++) {
    const x = 60 + (i % 60) * height,
      y = 60 + Math.floor(i / 60) * height * 3;
    const tall = i % 5 === 0 ? Math.round(height * 1.5) : height;
    boxes.push([x, y + height - tall, x + Math.round(height / 2), y + height]);
  }
  return boxes;
}

describe("small type", () => {
  it("measures the x-height of the page's letters, rules and capitals aside", () => {
    expect(xHeightPixels(drawnImage(2000, 1600, page(9)), 300)).toBe(9);
    expect(xHeightPixels(drawnImage(2000, 1600, page(18)), 300)).toBe(18);
    // too few letters to tell
    expect(xHeightPixels(drawnImage(2000, 1600, page(9, 20)), 300)).toBeNull();
  });

  it("calls type of 4-5 pt small at 300 dpi, but not 9 pt", () => {
    expect(hasSmallType(drawnImage(2000, 1600, page(9)), 300)).toBe(true);
    expect(hasSmallType(drawnImage(2000, 1600, page(18)), 300)).toBe(false);
  });

  it("reads a clean 300 dpi scan of a table in 3.5 pt type whole, rendered larger", async () => {
    const { rows, ops } = smallTypeTable();
    const result = await extractTables(scannedPdf(makePdf([{ content: ops }]), { dpi: 300 }), {
      ocr: { mode: "auto", pageTimeoutMs: 600_000 },
    });
    expect(result.tables).toHaveLength(1);
    expect(result.tables[0]!.rows.map((r) => r.map((c) => c?.text ?? ""))).toEqual(rows);
  }, 600_000);
});
