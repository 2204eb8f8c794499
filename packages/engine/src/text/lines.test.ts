import { describe, expect, it } from "vitest";
import type { Glyph, TextDirection } from "../types.js";
import { buildLines } from "./lines.js";
import { cellText } from "./cell-text.js";

/** Glyphs of a string written from (x, y) baseline in a direction, 10 pt Helvetica-like. */
function write(text: string, x: number, y: number, direction: TextDirection = 0, size = 10): Glyph[] {
  const out: Glyph[] = [];
  let pen = 0;
  for (const ch of text) {
    const adv = ch === " " ? 2.8 : 5.5;
    let bbox;
    if (direction === 0) bbox = { x0: x + pen, y0: y - 8, x1: x + pen + adv, y1: y + 2 };
    else if (direction === 90) bbox = { x0: x - 8, y0: y - pen - adv, x1: x + 2, y1: y - pen };
    else bbox = { x0: x - 2, y0: y + pen, x1: x + 8, y1: y + pen + adv };
    out.push({ text: ch, bbox, fontSize: size, fontName: "Helvetica", bold: false, direction });
    pen += adv;
  }
  return out;
}

describe("buildLines", () => {
  it("splits words at spaces and at wide gaps, and orders lines top to bottom", () => {
    const glyphs = [...write("second line", 50, 130), ...write("first", 50, 100), ...write("gap", 100, 100)];
    const lines = buildLines(glyphs);
    expect(lines.map((l) => l.text)).toEqual(["first gap", "second line"]);
    expect(lines[1]!.words.map((w) => w.text)).toEqual(["second", "line"]);
    expect(lines[0]!.baseline).toBeCloseTo(100, 0);
  });

  it("orders glyphs that come out of order by centre, then left to right, equal ones as they came", () => {
    const glyphs = [...write("lower", 50, 130), ...write("upper", 50, 100)].reverse();
    // Two letters on one spot: the first given stays first.
    const twin = { ...write("b", 200, 100)[0]!, text: "c" };
    const lines = buildLines([...glyphs, ...write("b", 200, 100), twin]);
    expect(lines.map((l) => l.text)).toEqual(["upper bc", "lower"]);
  });

  it("keeps a raised superscript on its line", () => {
    const sup = write("1", 78, 96, 0, 6).map((g) => ({ ...g, bbox: { ...g.bbox, y0: 90, y1: 97 } }));
    const lines = buildLines([...write("Total", 50, 100), ...sup]);
    expect(lines).toHaveLength(1);
  });

  it("gives the same lines whatever calls came before (its box buffer is reused from call to call)", () => {
    const small = [...write("a b", 50, 100), ...write("Up", 300, 400, 90)];
    const fresh = buildLines(small).map((l) => [l.text, l.bbox, l.baseline]);
    // Thousands of glyphs grow the buffer; a mixed-direction call in between fills it one direction at a time.
    const big = Array.from({ length: 300 }, (_, i) => write(`row ${i} figure`, 50, 100 + 12 * i)).flat();
    expect(buildLines(big)).toHaveLength(300);
    buildLines([...write("x y", 20, 20), ...write("Down", 200, 50, 270), ...write("z", 20, 40)]);
    expect(buildLines(small).map((l) => [l.text, l.bbox, l.baseline])).toEqual(fresh);
  });

  it("reads upward and downward text in its own order", () => {
    expect(buildLines(write("Up text", 100, 500, 90)).map((l) => [l.text, l.direction])).toEqual([["Up text", 90]]);
    expect(buildLines(write("Down", 100, 100, 270)).map((l) => l.text)).toEqual(["Down"]);
  });
});

describe("cellText", () => {
  it("joins words with spaces and lines with newlines", () => {
    expect(cellText([...write("Age/Sex/", 50, 100), ...write("Physiological", 50, 112)])).toBe(
      "Age/Sex/\nPhysiological",
    );
    expect(cellText([])).toBe("");
  });

  it("puts right-to-left text in reading order, numbers kept as printed", () => {
    // "שלום עולם 42" as drawn on the page: the first word rightmost, letters mirrored.
    expect(cellText(write("42 םלוע םולש", 50, 100))).toBe("שלום עולם 42");
  });

  it("puts a Hebrew word or run inside a Latin line in reading order, the Latin words and numbers in place", () => {
    // "Tel Aviv תל אביב" as drawn: the Hebrew run at the right, its words and letters read from the right.
    expect(cellText(write("Tel Aviv ביבא לת", 50, 100))).toBe("Tel Aviv תל אביב");
    expect(cellText(write("Item no. םולש 12", 50, 100))).toBe("Item no. שלום 12");
    // Each line of a cell on its own: a Latin line, then a Hebrew one holding a Latin run.
    expect(cellText([...write("Head office ביבא לת", 50, 100), ...write("Java Script 8 םיבר םיחתפמ", 50, 112)])).toBe(
      "Head office תל אביב\nמפתחים רבים Java Script 8",
    );
  });
});

describe("buildLines word and line boxes", () => {
  it("spans a word over its letters only, with no visible-gap space inside it, in every direction", () => {
    for (const direction of [0, 90, 270] as const) {
      // A space drawn over a letter (no visible gap) does not split the word; a drawn space with a gap does.
      const glyphs = write("ab cd", 100, 300, direction);
      const hidden: Glyph = { ...glyphs[2]!, bbox: { ...glyphs[0]!.bbox } };
      const line = buildLines([glyphs[0]!, hidden, ...glyphs.slice(1)])[0]!;
      expect(line.words.map((w) => w.text)).toEqual(["ab", "cd"]);
      const union = (boxes: { x0: number; y0: number; x1: number; y1: number }[]) => ({
        x0: Math.min(...boxes.map((b) => b.x0)),
        y0: Math.min(...boxes.map((b) => b.y0)),
        x1: Math.max(...boxes.map((b) => b.x1)),
        y1: Math.max(...boxes.map((b) => b.y1)),
      });
      expect(line.words[0]!.bbox).toEqual(union(glyphs.slice(0, 2).map((g) => g.bbox)));
      expect(line.words[1]!.bbox).toEqual(union(glyphs.slice(3).map((g) => g.bbox)));
      expect(line.bbox).toEqual(union([...glyphs.slice(0, 2), ...glyphs.slice(3)].map((g) => g.bbox)));
    }
  });
});
