import { describe, expect, it } from "vitest";
import type { Glyph } from "../types.js";
import { buildLines } from "./lines.js";

/**
 * Glyphs of `text` from x on baseline 100, 8 pt, each letter 5 pt wide (an "I" 2 pt), `tracking` points added after
 * every glyph (a space 2.5 pt wide), as letter-spacing sets them; `kern` pulls the glyph after an "A" closer.
 */
function tracked(text: string, x: number, tracking: number, kern = 0): Glyph[] {
  const out: Glyph[] = [];
  let pen = x;
  let prev = "";
  for (const ch of text) {
    if (prev === "A") pen -= kern;
    const adv = ch === " " ? 2.5 : ch === "I" ? 2 : 5;
    if (ch !== " ")
      out.push({
        text: ch,
        bbox: { x0: pen, y0: 92, x1: pen + adv, y1: 101 },
        fontSize: 8,
        fontName: "Helvetica",
        bold: false,
        direction: 0,
      });
    pen += adv + tracking;
    prev = ch;
  }
  return out;
}

const wordsOf = (glyphs: Glyph[]) => buildLines(glyphs).flatMap((l) => l.words.map((w) => w.text));

describe("letter-spaced text", () => {
  it("joins tracked capitals into words, a space still parting them", () => {
    expect(wordsOf(tracked("PROGRAMME", 50, 2))).toEqual(["PROGRAMME"]);
    expect(wordsOf(tracked("RATE (%)", 50, 2, 0.6))).toEqual(["RATE", "(%)"]);
    expect(wordsOf(tracked("UNIT PRICE", 50, 3.2))).toEqual(["UNIT", "PRICE"]);
    // Tracked so wide that the space parts the word from its signs by more than a run's gap: "(%)" joins by the tracking.
    expect(wordsOf(tracked("RATE (%)", 50, 3.2, 0.6))).toEqual(["RATE", "(%)"]);
  });

  it("keeps single letters in columns of their own apart", () => {
    // Cells of one letter, left-aligned 9 pt apart: gaps differ with each letter's width.
    const cells = ["A", "I", "B", "I", "C"].flatMap((ch, i) => tracked(ch, 50 + i * 9, 0));
    expect(wordsOf(cells)).toEqual(["A", "I", "B", "I", "C"]);
    // Grades a word space apart in prose stay words.
    expect(wordsOf(tracked("grades A B or C", 50, 0))).toEqual(["grades", "A", "B", "or", "C"]);
  });
});
