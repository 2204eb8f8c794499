/**
 * Right-to-left text (Hebrew, Arabic, Syriac, Thaana, N'Ko) read back into logical (reading) order.
 *
 * A PDF draws text in visual order, and the engine reads glyphs left to right, so a line's text comes out as it
 * looks: a Hebrew word's letters backwards, and in a Hebrew line the first word rightmost. This module is the one
 * rule both cell text (`cell-text.ts`) and borderless-table segments (`../stream/segments.ts`) use. It is a
 * simplified form of the Unicode Bidirectional Algorithm (UAX #9), applied in reverse: the line's direction is the
 * direction of most of its letters, then runs of the other direction are found and put in reading order.
 */

/** Code points of the right-to-left blocks: Hebrew, Arabic, Syriac, Thaana, N'Ko, ... and their presentation forms. */
const RTL_BLOCKS = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
const LETTER_OR_MARK = /[\p{L}\p{M}]/u;
const RTL_LETTERS = /(?=\p{L})[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/gu;
const ALL_LETTERS = /\p{L}/gu;
/**
 * A number, which reads left to right in any script: digits (European or Arabic-Indic) with single separators
 * between them ("1,240.5", "2014-2015", "12:30", "٣٫٥"), a sign or currency before and a percent or degree after.
 * UAX #9 keeps such a run together (its rules W4 and W5); the leading sign is kept with it too, as printed.
 */
const NUMBER =
  /[+\-\u2212$\u00A2-\u00A5\u20AC#]?\p{Nd}+(?:[.,:/+\-\u00A0\u202F\u066B\u066C]\p{Nd}+)*[%\u2030\u00B0]?/uy;
/** Brackets a right-to-left run shows mirrored (UAX #9 rule L4): the glyph drawn as ")" is the opening one. */
const MIRROR: Record<string, string> = {
  "(": ")",
  ")": "(",
  "[": "]",
  "]": "[",
  "{": "}",
  "}": "{",
  "<": ">",
  ">": "<",
  "\u00AB": "\u00BB",
  "\u00BB": "\u00AB",
};

/** Strong right-to-left, strong left-to-right, a number, or anything else (spaces, punctuation). */
type Kind = "rtl" | "ltr" | "number" | "other";
interface Token {
  text: string;
  kind: Kind;
}

/**
 * Whether a line reads right to left: it has right-to-left letters and no fewer of them than letters of other
 * scripts (digits and punctuation have no direction of their own). A tie goes right to left: a Hebrew or Arabic
 * cell names a Latin product or language as long as its own word ("מפתח Java"), while Latin text seldom holds a
 * right-to-left word as long as itself.
 */
export function isRightToLeft(text: string): boolean {
  // Fast path: no code unit at or above U+0590 means no right-to-left letter.
  if (!hasHighCodePoint(text)) return false;
  const rtl = text.match(RTL_LETTERS)?.length ?? 0;
  return rtl > 0 && rtl * 2 >= (text.match(ALL_LETTERS)?.length ?? 0);
}

/**
 * The reading order of one line's text as drawn (visual order, left to right).
 * - A right-to-left line (`isRightToLeft`) is read from the right: its characters reversed, except that numbers and
 *   runs of left-to-right words ("Java Script 8") keep their own order, and brackets outside them are mirrored.
 * - A left-to-right line keeps its order, except each run of right-to-left text (from a right-to-left letter to the
 *   last one before the next left-to-right letter, with the spaces, punctuation and numbers between) is reversed
 *   the same way: "Tel Aviv ביבא לת" reads "Tel Aviv תל אביב". Numbers and words beside a run stay where they are.
 * Text with no right-to-left letter comes back as it is.
 */
export function logicalOrder(visual: string): string {
  if (!hasHighCodePoint(visual) || !RTL_BLOCKS.test(visual)) return visual;
  const tokens = tokenize(visual);
  return isRightToLeft(visual) ? readRightToLeft(tokens) : readLeftToRight(tokens);
}

/** True when `t` has a code unit at or above U+0590: only then can it hold a right-to-left letter. */
export function hasHighCodePoint(t: string): boolean {
  for (let i = 0; i < t.length; i++) if (t.charCodeAt(i) >= 0x590) return true;
  return false;
}

/** Numbers as whole tokens, every other character a token of its own. */
function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    NUMBER.lastIndex = i;
    const m = NUMBER.exec(text);
    if (m) {
      tokens.push({ text: m[0], kind: "number" });
      i += m[0].length;
      continue;
    }
    const ch = String.fromCodePoint(text.codePointAt(i)!);
    tokens.push({ text: ch, kind: kindOf(ch) });
    i += ch.length;
  }
  return tokens;
}

function kindOf(ch: string): Kind {
  if (!LETTER_OR_MARK.test(ch)) return "other";
  // A combining mark (Hebrew points, Arabic vowel signs) goes with the letters of its block.
  return RTL_BLOCKS.test(ch) ? "rtl" : "ltr";
}

/** Tokens `from..to` (inclusive) in reverse, brackets among them mirrored: a run read from the right. */
function reversed(tokens: readonly Token[], from: number, to: number): string {
  let out = "";
  for (let k = to; k >= from; k--) {
    const t = tokens[k]!;
    out += t.kind === "other" ? (MIRROR[t.text] ?? t.text) : t.text;
  }
  return out;
}

/** A left-to-right line: each right-to-left run reversed in place. */
function readLeftToRight(tokens: readonly Token[]): string {
  let out = "";
  let i = 0;
  while (i < tokens.length) {
    if (tokens[i]!.kind !== "rtl") {
      out += tokens[i++]!.text;
      continue;
    }
    // The run ends at its last right-to-left letter before a left-to-right one: what follows it (a number, a
    // closing bracket) stays on the left-to-right side.
    let end = i;
    for (let k = i + 1; k < tokens.length && tokens[k]!.kind !== "ltr"; k++) if (tokens[k]!.kind === "rtl") end = k;
    out += reversed(tokens, i, end);
    i = end + 1;
  }
  return out;
}

/** A right-to-left line: read from the right, each left-to-right run (letters, and numbers after them) kept whole. */
function readRightToLeft(tokens: readonly Token[]): string {
  const units: Token[] = [];
  let i = 0;
  while (i < tokens.length) {
    if (tokens[i]!.kind !== "ltr") {
      units.push(tokens[i++]!);
      continue;
    }
    // "Java Script 8": from a left-to-right letter to the last letter or number before the next right-to-left one.
    let end = i;
    for (let k = i + 1; k < tokens.length && tokens[k]!.kind !== "rtl"; k++) {
      if (tokens[k]!.kind === "ltr" || tokens[k]!.kind === "number") end = k;
    }
    let text = "";
    for (let k = i; k <= end; k++) text += tokens[k]!.text;
    units.push({ text, kind: "ltr" });
    i = end + 1;
  }
  return reversed(units, 0, units.length - 1);
}
