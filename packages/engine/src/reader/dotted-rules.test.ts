import { describe, expect, it } from "vitest";
import { makePdf } from "../testing/make-pdf.js";
import { dottedRules, isDot } from "./dotted-rules.js";
import { openDocument } from "./open-document.js";
import type { RawRect } from "./raw-page.js";
import { readPage } from "./read-page.js";

/** `count` squares of `side` points, `pitch` apart from (x, y) along one axis. */
function dots(count: number, x: number, y: number, pitch: number, side = 0.5, vertical = false): RawRect[] {
  return Array.from({ length: count }, (_, i) => {
    const cx = vertical ? x : x + i * pitch;
    const cy = vertical ? y + i * pitch : y;
    return { bbox: { x0: cx - side / 2, y0: cy - side / 2, x1: cx + side / 2, y1: cy + side / 2 }, grey: 0 };
  });
}

describe("dottedRules", () => {
  it("joins a row and a column of dots on a regular step into rule pieces, taking the dots out of the boxes", () => {
    const box: RawRect = { bbox: { x0: 10, y0: 10, x1: 60, y1: 30 }, grey: 0.9 };
    const { segments, rest } = dottedRules([...dots(20, 100, 200, 2), ...dots(10, 100, 202, 2, 0.5, true), box]);
    expect(segments).toHaveLength(2);
    const [h, v] = segments;
    expect(h).toMatchObject({ orientation: "horizontal", x0: 99.75, x1: 138.25, y0: 200, width: 0.5 });
    // The row's first dot, 2 pt above the column's, is the corner both rules share.
    expect(v).toMatchObject({ orientation: "vertical", y0: 199.75, y1: 220.25, x0: 100 });
    expect(rest).toEqual([box]);
  });

  it("leaves too few dots, touching squares, an irregular step and dots too far apart alone", () => {
    const cases = [
      dots(5, 100, 200, 2),
      dots(12, 100, 200, 0.5),
      [...dots(4, 100, 200, 2), ...dots(4, 108.5, 200, 3.5)],
      dots(12, 100, 200, 6),
    ];
    for (const rects of cases) {
      const { segments, rest } = dottedRules(rects);
      expect(segments).toEqual([]);
      expect(rest).toHaveLength(rects.length);
    }
  });

  it("tells a dot from a rule piece and a box", () => {
    expect(isDot(0.5, 0.49999)).toBe(true);
    expect(isDot(1.2, 1)).toBe(true);
    expect(isDot(3, 0.5)).toBe(false);
    expect(isDot(4, 4)).toBe(false);
  });
});

describe("a grid of dotted rules painted as fills, read from a PDF", () => {
  it("reads each dotted line as one ruling, whichever way each square's rounding went", () => {
    // Three horizontal and three vertical lines of 0.5 pt squares every 2 pt, some a hair taller than wide.
    const ops: string[] = [];
    const square = (x: number, y: number, i: number) => ops.push(`${x} ${y} 0.5 ${i % 2 ? 0.49 : 0.51} re f`);
    for (const y of [500, 540, 580]) for (let i = 0; i <= 100; i++) square(100 + i * 2, y, i);
    for (const x of [100, 200, 300]) for (let i = 0; i <= 40; i++) square(x, 500 + i * 2, i);
    const bytes = makePdf([{ content: ops.join("\n") }]);
    const opened = openDocument(bytes);
    try {
      const { rulings } = readPage(opened.doc, 1);
      expect(rulings.filter((r) => r.orientation === "horizontal")).toHaveLength(3);
      expect(rulings.filter((r) => r.orientation === "vertical")).toHaveLength(3);
      for (const r of rulings) expect(Math.max(r.x1 - r.x0, r.y1 - r.y0)).toBeGreaterThan(79);
    } finally {
      opened.close();
    }
  });
});
