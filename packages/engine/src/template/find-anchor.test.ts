import { describe, expect, it } from "vitest";
import type { Glyph, TextLine, Word } from "../types.js";
import { findAnchor } from "./find-anchor.js";

/** A word of 6 pt wide glyphs starting at x on the line whose top is y. */
function word(text: string, x: number, y: number): Word {
  const glyphs: Glyph[] = [...text].map((ch, i) => ({
    text: ch,
    bbox: { x0: x + 6 * i, y0: y, x1: x + 6 * (i + 1), y1: y + 10 },
    fontSize: 10,
    fontName: "F",
    bold: false,
    direction: 0,
  }));
  return {
    text,
    bbox: { x0: x, y0: y, x1: x + 6 * text.length, y1: y + 10 },
    glyphs,
    fontSize: 10,
    bold: false,
    direction: 0,
  };
}

function line(y: number, ...words: [string, number][]): TextLine {
  const ws = words.map(([t, x]) => word(t, x, y));
  return {
    text: ws.map((w) => w.text).join(" "),
    bbox: { x0: ws[0]!.bbox.x0, y0: y, x1: ws[ws.length - 1]!.bbox.x1, y1: y + 10 },
    baseline: y + 8,
    words: ws,
    direction: 0,
  };
}

describe("findAnchor", () => {
  const lines = [
    line(300, ["Closing", 50], ["balance", 100]),
    line(100, ["Our", 20], ["CLOSING", 60], ["BALANCE:", 110]),
    line(200, ["closingbalance", 400]),
  ];

  it("finds the first occurrence top to bottom, across words, ignoring case and spacing", () => {
    expect(findAnchor(lines, "closing   balance")).toEqual({ x0: 60, y0: 100, x1: 110 + 6 * 7, y1: 110 });
    expect(findAnchor(lines.slice(0, 1).concat(lines.slice(2)), "Closing balance")).toEqual({
      x0: 400,
      y0: 200,
      x1: 400 + 6 * 14,
      y1: 210,
    });
  });

  it("starts the box at the matched characters, not the word", () => {
    expect(findAnchor(lines, "balance:")!.x0).toBe(110);
    expect(findAnchor([line(10, ["Subtotal", 30])], "total")!.x0).toBe(30 + 6 * 3);
  });

  it("prefers an occurrence of whole words to one inside a word", () => {
    const page = [line(10, ["Subtotal", 30], ["12.00", 200]), line(40, ["(Total)", 30], ["24.00", 200])];
    expect(findAnchor(page, "total")).toEqual({ x0: 36, y0: 40, x1: 36 + 6 * 5, y1: 50 });
    expect(findAnchor([line(10, ["Subtotals", 30])], "total")!.x0).toBe(30 + 6 * 3);
  });

  it("returns null when the phrase is not on one line", () => {
    expect(findAnchor(lines, "balance closing")).toBeNull();
    expect(findAnchor(lines, "   ")).toBeNull();
  });
});
