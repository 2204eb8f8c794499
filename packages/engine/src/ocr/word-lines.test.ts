import { describe, expect, it } from "vitest";
import type { OcrWord } from "./tesseract-worker.js";
import { regroupLines } from "./word-lines.js";
import { ocrWord } from "../testing/drawn-image.js";

const word = (text: string, x0: number, y0: number, x1: number, y1: number, line: number): OcrWord =>
  ocrWord(text, x0, y0, x1, y1, line);

describe("regroupLines", () => {
  it("puts words printed on one line back together when the OCR engine split them", () => {
    // "M8 x 60," read as two lines: the short "x" sits inside the line's height.
    const words = [
      word("M8", 100, 100, 140, 130, 1),
      word("60,", 190, 100, 230, 132, 1),
      word("x", 150, 110, 170, 130, 2),
      word("and", 100, 140, 150, 170, 3),
    ];
    const lines = regroupLines(words).map((w) => w.line);
    expect(lines[0]).toBe(lines[1]);
    expect(lines[2]).toBe(lines[0]);
    expect(lines[3]).not.toBe(lines[0]);
    // Same words, same order, top line first.
    expect(regroupLines(words).map((w) => w.text)).toEqual(["M8", "60,", "x", "and"]);
    expect(lines[0]).toBeLessThan(lines[3]!);
  });

  it("keeps the close lines of a wrapped cell apart and never stacks words in one line", () => {
    const words = [
      word("Galvanised", 100, 100, 200, 130, 1),
      word("M10", 100, 134, 140, 164, 1),
      word("steel", 100, 112, 150, 140, 1),
    ];
    const lines = regroupLines(words).map((w) => w.line);
    expect(lines[0]).not.toBe(lines[1]);
    // "steel" overlaps "Galvanised" sideways: it cannot share its line.
    expect(lines[2]).not.toBe(lines[0]);
  });
});
