/**
 * Helvetica and Helvetica-Bold advance widths (Adobe AFM, 1/1000 em) for
 * ASCII 32..126, so the generator can right-align and centre text exactly
 * and the PDF can carry /Widths that every reader honours.
 */

// prettier-ignore
const REGULAR = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

// prettier-ignore
const BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
  975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
  333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
  611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

/**
 * ZapfDingbats advance widths (Adobe AFM, 1/1000 em) for the codes the generator draws: check marks ("3" a19 ✓,
 * "4" a20 ✔), crosses ("7" a23 ✗, "8" a24 ✘), a disc ("l" a71 ●) and a square ("n" a73 ■).
 */
const DINGBATS: ReadonlyMap<string, number> = new Map([
  [" ", 278],
  ["3", 755],
  ["4", 846],
  ["7", 571],
  ["8", 677],
  ["l", 791],
  ["n", 761],
]);

/**
 * The fonts the writer embeds by reference (standard 14, no font file). ZapfDingbats is a symbol font: its codes
 * are ASCII letters and digits whose glyphs are marks, as office suites print a check mark from a symbol font.
 */
export type FontName = "Helvetica" | "Helvetica-Bold" | "ZapfDingbats";

/** Widths of codes 32..126 for a font, in 1/1000 em. */
export function fontWidths(font: FontName): readonly number[] {
  if (font === "ZapfDingbats") return REGULAR.map((_, i) => DINGBATS.get(String.fromCharCode(32 + i)) ?? 0);
  return font === "Helvetica" ? REGULAR : BOLD;
}

/** Latin-1 characters past ASCII the writer gives their own width (Adobe AFM, both weights): "±". */
const LATIN1_WIDTHS: ReadonlyMap<number, number> = new Map([[0xb1, 584]]);
/** The last WinAnsi code the fonts' /Widths cover: every Latin-1 character. */
export const LAST_CHAR = 255;

/**
 * The /Widths of a font from code 32 to LAST_CHAR: ASCII from the AFM, the Latin-1 characters past it as
 * `textWidth` measures them (a digit's width unless listed), so what the writer centres is where readers draw it.
 */
export function pdfWidths(font: FontName): number[] {
  const out = [...fontWidths(font)];
  for (let code = 127; code <= LAST_CHAR; code++) out.push(LATIN1_WIDTHS.get(code) ?? 556);
  return out;
}

/** Width of a string in points at a font size; characters outside ASCII count as a digit. */
export function textWidth(text: string, font: FontName, size: number): number {
  const widths = fontWidths(font);
  let units = 0;
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    units += code >= 32 && code <= 126 ? (widths[code - 32] ?? 556) : (LATIN1_WIDTHS.get(code) ?? 556);
  }
  return (units * size) / 1000;
}
