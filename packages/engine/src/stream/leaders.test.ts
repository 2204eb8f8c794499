import { describe, expect, it } from "vitest";
import type { Glyph, Word } from "../types.js";
import { detectStream } from "./index.js";
import { cutLeaderGlyphs, dotsWithin, leaderDots } from "../text/leaders.js";
import { withoutSpacedLeaders } from "./leaders.js";
import { toLine } from "./lines.js";
import type { FrameWord } from "./model.js";
import { DEFAULT_STREAM_SETTINGS } from "./settings.js";
import { CHAR, pageInput, phrase, phraseRight, texts, word } from "./synthetic-page.js";

const SIZE = 10;

/** A word whose every character is a glyph of its own, as the reader makes them (one text run). */
function glyphWord(text: string, x: number, y: number, size = SIZE): Word {
  const w = size * CHAR;
  const glyphs: Glyph[] = Array.from(text, (ch, i) => ({
    text: ch,
    bbox: { x0: x + i * w, y0: y - size, x1: x + (i + 1) * w, y1: y },
    fontSize: size,
    fontName: "Synthetic",
    bold: false,
    direction: 0,
  }));
  return {
    text,
    bbox: { x0: x, y0: y - size, x1: x + text.length * w, y1: y },
    glyphs,
    fontSize: size,
    bold: false,
    direction: 0,
  };
}

/** Spaced leader dots, each a word of its own, `pitch` apart from x up to `to`. */
function spacedDots(x: number, to: number, y: number, pitch = 8): Word[] {
  const out: Word[] = [];
  for (let at = x; at + SIZE * CHAR <= to; at += pitch) out.push(word(".", at, y));
  return out;
}

const frameWord = (w: Word): FrameWord => ({ text: w.text, bbox: w.bbox, fontSize: w.fontSize, bold: w.bold });
const textsOf = (words: readonly { text: string }[]) => words.map((w) => w.text);

const STATEMENT: Array<[string, string, string]> = [
  ["Product sales", "8,412.6", "7,903.1"],
  ["Services", "2,118.0", "1,964.4"],
  ["Cost of sales", "(5,204.3)", "(4,981.0)"],
  ["Administration", "(986.4)", "(1,002.9)"],
  ["Finance costs", "(311.5)", "(298.7)"],
  ["Profit for the year", "2,111.8", "1,637.9"],
];

/** Header, then one line per item: the label and its leader as `label` lays them out, two figures right-aligned. */
function statementPage(label: (text: string, y: number) => Word[]): Word[] {
  const words: Word[] = [
    ...phrase("EUR million", 72, 100),
    ...phraseRight("2025", 330, 100),
    ...phraseRight("2024", 400, 100),
  ];
  STATEMENT.forEach(([text, a, b], i) => {
    const y = 114 + i * 14;
    words.push(...label(text, y), ...phraseRight(a, 330, y), ...phraseRight(b, 400, y));
  });
  return words;
}

const EXPECTED = [["EUR million", "2025", "2024"], ...STATEMENT];

describe("leaderDots", () => {
  it("counts the dots of leader characters alone, and nothing for other text", () => {
    expect(leaderDots("....")).toBe(4);
    expect(leaderDots("\u2026\u2026")).toBe(6);
    expect(leaderDots("\u00B7")).toBe(1);
    expect(leaderDots("1.5")).toBe(0);
    expect(leaderDots("etc.")).toBe(0);
  });

  it("counts every leader character, and none of the letters beside them or outside the basic plane", () => {
    // Each leader character with its dots: full stop, middle dot, bullet operator, one and two dot leaders, ellipses.
    const leaders: [string, number][] = [
      [".", 1],
      ["\u00B7", 1],
      ["\u2219", 1],
      ["\u2024", 1],
      ["\u2025", 2],
      ["\u2026", 3],
      ["\u22EF", 3],
    ];
    for (const [ch, dots] of leaders) {
      expect(leaderDots(ch + ch)).toBe(2 * dots);
      expect(dotsWithin(`a${ch}b${ch}`)).toBe(2 * dots);
    }
    expect(leaderDots("")).toBe(0);
    // A character outside the basic plane (two UTF-16 units) is not a leader, nor are its halves.
    expect(leaderDots("..\u{1F4C8}")).toBe(0);
    expect(dotsWithin(".\u{1F4C8}.\u2026")).toBe(5);
    expect(dotsWithin("\u00B8\u2027\u22EE,")).toBe(0);
  });
});

describe("cutLeaderGlyphs", () => {
  const min = DEFAULT_STREAM_SETTINGS.leaderMinDots;

  it("cuts a leader glued to a label, or run between a label and a figure in one text run, out of the word", () => {
    expect(textsOf(cutLeaderGlyphs(glyphWord("Revenue........", 72, 100), min))).toEqual(["Revenue"]);
    const pieces = cutLeaderGlyphs(glyphWord("sales\u2026\u2026\u20261,234", 72, 100), min);
    expect(textsOf(pieces)).toEqual(["sales", "1,234"]);
    expect(pieces[0]!.bbox.x1).toBe(72 + 5 * SIZE * CHAR);
    expect(pieces[1]!.bbox.x0).toBe(72 + 8 * SIZE * CHAR);
    expect(cutLeaderGlyphs(glyphWord(".......", 72, 100), min)).toEqual([]);
  });

  it("keeps a word's own points and short runs: an abbreviation, a decimal, an ellipsis, a '..' cell", () => {
    for (const text of ["etc.", "1.5", "...", "..", "(5,204.3)"]) {
      const w = glyphWord(text, 72, 100);
      expect(cutLeaderGlyphs(w, min)).toEqual([w]);
    }
  });
});

describe("withoutSpacedLeaders", () => {
  it("drops a run of spaced dots after a label, and a label's short tail of dots", () => {
    const long = toLine(
      [word("Robbery", 72, 100), ...spacedDots(112, 200, 100), word("102.1", 240, 100)].map(frameWord),
    );
    expect(textsOf(withoutSpacedLeaders(long, DEFAULT_STREAM_SETTINGS)!.words)).toEqual(["Robbery", "102.1"]);
    const tail = toLine(
      [...phrase("possessing, etc.", 72, 100), ...spacedDots(155, 170, 100), word("132.9", 240, 100)].map(frameWord),
    );
    expect(textsOf(withoutSpacedLeaders(tail, DEFAULT_STREAM_SETTINGS)!.words)).toEqual([
      "possessing,",
      "etc.",
      "132.9",
    ]);
  });

  it("keeps '.' and '..' cells standing apart in figure columns", () => {
    const line = toLine(
      [word("Bavaria", 72, 100), word(".", 200, 100), word("..", 260, 100), word("12.5", 320, 100)].map(frameWord),
    );
    expect(withoutSpacedLeaders(line, DEFAULT_STREAM_SETTINGS)).toBe(line);
  });
});

describe("detectStream reads statements with dot leaders", () => {
  it("cuts leaders glued to the labels out of the label cells", () => {
    const page = statementPage((text, y) => {
      const words = phrase(text, 72, y);
      const last = words.pop()!;
      const dots = ".".repeat(Math.floor((250 - last.bbox.x1) / (SIZE * CHAR)));
      return [...words, glyphWord(last.text + dots, last.bbox.x0, y)];
    });
    const out = detectStream(pageInput(page));
    expect(out.tables).toHaveLength(1);
    expect(texts(out.tables[0]!.rows)).toEqual(EXPECTED);
    // The debug view tells what was taken out: every label's word, and no line's spaced dots.
    expect(out.stages.streamLeaders).toEqual({ words: STATEMENT.length, lines: { 0: 0 } });
  });

  it("leaves spaced leader dots out of the table: no dots in the labels, no column of dots", () => {
    const page = statementPage((text, y) => {
      const words = phrase(text, 72, y);
      return [...words, ...spacedDots(words.at(-1)!.bbox.x1 + 4, 270, y)];
    });
    const tables = detectStream(pageInput(page)).tables;
    expect(tables).toHaveLength(1);
    expect(texts(tables[0]!.rows)).toEqual(EXPECTED);
  });

  it("splits a label from the figure a leader runs right up to", () => {
    // The dots end within a word space of the widest figures: label, dots and figure read as one segment there.
    const page = statementPage((text, y) => {
      const words = phrase(text, 72, y);
      return [...words, ...spacedDots(words.at(-1)!.bbox.x1 + 3, 283, y, 6)];
    });
    const tables = detectStream(pageInput(page)).tables;
    expect(tables).toHaveLength(1);
    expect(texts(tables[0]!.rows)).toEqual(EXPECTED);
  });
});
