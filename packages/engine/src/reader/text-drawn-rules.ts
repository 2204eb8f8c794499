import type { Glyph } from "../types.js";
import type { RawSegment } from "./raw-page.js";

/** Characters that draw a level rule when set side by side: hyphens, equals signs, underscores, dashes, box drawing. */
const LEVEL = new Set(["-", "=", "_", "\u2010", "\u2012", "\u2013", "\u2014", "\u2015", "\u2500", "\u2501", "\u2550"]);
/** Characters that draw an upright rule when set one over the other: bars and box drawing. */
const UPRIGHT = new Set(["|", "\u00A6", "\u2502", "\u2503", "\u2551"]);
/** Where rules meet: plus signs and box drawing's corners, tees and crosses (U+250C-U+256C). */
const JUNCTIONS = new Set([
  "+",
  ...Array.from({ length: 0x256c - 0x250c + 1 }, (_, i) => String.fromCharCode(0x250c + i)),
]);

/** Marks a Markdown table's separator row carries at its ends to align a column (":---", "---:"). */
const ALIGN_MARK = ":";

/** A level rule has at least this many characters, this many of them rule characters, not junctions. */
const MIN_LEVEL_CHARS = 5;
const MIN_LEVEL_STROKES = 4;
/** Characters of one level rule stand at most this far apart (ems): a monospaced font's characters touch. */
const LEVEL_GAP_EM = 0.3;
/** ... and their centres this far up or down from the run's (ems). */
const LEVEL_DRIFT_EM = 0.25;
/** Upright characters of one column stand this close to one another across (points). */
const COLUMN_SLACK = 1;
/** Upright characters of one rule are at most this far apart down the page (ems): lines set one under the other. */
const UPRIGHT_GAP_EM = 0.6;
/** An upright rule has at least this many bars (a lone "|" is text). */
const MIN_UPRIGHT_BARS = 2;
/** The width given to a rule drawn with text: a hairline. */
const RULE_WIDTH = 0.5;

/**
 * Rules drawn with characters, as reports printed in a monospaced font draw them (a mainframe
 * report's "-----------" under its header, an ASCII table's "+------+-----+" and "|"): such
 * characters are no cell text but a table's lines. A run of five or more level characters
 * (hyphens, equals signs, underscores, dashes, box drawing; plus signs where rules meet) set
 * side by side on one line becomes a level line piece; bars set one under the other in one
 * column over two or more lines (with the plus signs where rules cross them) an upright one.
 * The pieces go to the ruling builder with the drawn ones (`rulings.ts`), and the characters
 * are taken out of the page's text. A lone dash (a cell's "nil") or bar stays text, and so
 * does upright text and a run broken by other characters ("2014-2015").
 */
export function textDrawnRules(glyphs: Glyph[]): { segments: RawSegment[]; glyphs: Glyph[] } {
  const candidates: number[] = [];
  for (let i = 0; i < glyphs.length; i++) {
    const g = glyphs[i]!;
    if (
      g.direction === 0 &&
      (LEVEL.has(g.text) || UPRIGHT.has(g.text) || JUNCTIONS.has(g.text) || g.text === ALIGN_MARK)
    )
      candidates.push(i);
  }
  if (candidates.length < MIN_UPRIGHT_BARS) return { segments: [], glyphs };
  const used = new Set<number>();
  const segments: RawSegment[] = [];
  levelRules(glyphs, candidates, used, segments);
  uprightRules(glyphs, candidates, used, segments);
  if (!used.size) return { segments, glyphs };
  return { segments, glyphs: glyphs.filter((_, i) => !used.has(i)) };
}

const centreY = (g: Glyph) => (g.bbox.y0 + g.bbox.y1) / 2;
const centreX = (g: Glyph) => (g.bbox.x0 + g.bbox.x1) / 2;

/** Level rules: runs of level characters and junctions side by side on one line. */
function levelRules(
  glyphs: readonly Glyph[],
  candidates: readonly number[],
  used: Set<number>,
  out: RawSegment[],
): void {
  const level = candidates.filter((i) => !UPRIGHT.has(glyphs[i]!.text));
  const isMark = (i: number) => glyphs[i]!.text === ALIGN_MARK;
  const isHyphen = (i: number | undefined) => i !== undefined && glyphs[i]!.text === "-";
  // Line by line (centres a drift apart), left to right.
  level.sort((a, b) => {
    const ga = glyphs[a]!,
      gb = glyphs[b]!;
    const dy = centreY(ga) - centreY(gb);
    return Math.abs(dy) > LEVEL_DRIFT_EM * Math.max(ga.fontSize, gb.fontSize) ? dy : ga.bbox.x0 - gb.bbox.x0;
  });
  let run: number[] = [];
  // A colon belongs to a rule only as a Markdown alignment mark, at an end of a run of hyphens: elsewhere
  // ("Name:_____") it parts the run and stays text.
  const close = () => {
    const parts: number[][] = [[]];
    run.forEach((i, k) => {
      const mark = isMark(i) && ((k === 0 && isHyphen(run[1])) || (k === run.length - 1 && isHyphen(run[k - 1])));
      if (isMark(i) && !mark) parts.push([]);
      else parts[parts.length - 1]!.push(i);
    });
    for (const part of parts) closePart(part);
    run = [];
  };
  const closePart = (run: readonly number[]) => {
    const strokes = run.filter((i) => LEVEL.has(glyphs[i]!.text)).length;
    if (run.length >= MIN_LEVEL_CHARS && strokes >= MIN_LEVEL_STROKES) {
      const first = glyphs[run[0]!]!,
        last = glyphs[run[run.length - 1]!]!;
      const y = run.reduce((sum, i) => sum + centreY(glyphs[i]!), 0) / run.length;
      out.push({
        orientation: "horizontal",
        x0: first.bbox.x0,
        y0: y,
        x1: last.bbox.x1,
        y1: y,
        width: RULE_WIDTH,
        grey: 0,
      });
      for (const i of run) used.add(i);
    }
  };
  for (const i of level) {
    const g = glyphs[i]!;
    const prev = run.length ? glyphs[run[run.length - 1]!]! : null;
    if (
      prev &&
      (g.bbox.x0 - prev.bbox.x1 > LEVEL_GAP_EM * g.fontSize ||
        g.bbox.x0 < prev.bbox.x0 ||
        Math.abs(centreY(g) - centreY(prev)) > LEVEL_DRIFT_EM * g.fontSize)
    )
      close();
    run.push(i);
  }
  close();
}

/** Upright rules: bars (and the junctions where level rules cross them) one under the other in one column. */
function uprightRules(
  glyphs: readonly Glyph[],
  candidates: readonly number[],
  used: Set<number>,
  out: RawSegment[],
): void {
  const upright = candidates.filter((i) => !LEVEL.has(glyphs[i]!.text) && glyphs[i]!.text !== ALIGN_MARK);
  if (upright.length < MIN_UPRIGHT_BARS) return;
  upright.sort((a, b) => centreX(glyphs[a]!) - centreX(glyphs[b]!));
  // Columns: centres within COLUMN_SLACK of the column's first.
  let column: number[] = [];
  const closeColumn = () => {
    column.sort((a, b) => glyphs[a]!.bbox.y0 - glyphs[b]!.bbox.y0);
    let run: number[] = [];
    const closeRun = () => {
      const bars = run.filter((i) => UPRIGHT.has(glyphs[i]!.text)).length;
      if (bars >= MIN_UPRIGHT_BARS) {
        const x = run.reduce((sum, i) => sum + centreX(glyphs[i]!), 0) / run.length;
        const y0 = glyphs[run[0]!]!.bbox.y0,
          y1 = glyphs[run[run.length - 1]!]!.bbox.y1;
        out.push({ orientation: "vertical", x0: x, y0, x1: x, y1, width: RULE_WIDTH, grey: 0 });
        for (const i of run) used.add(i);
      }
      run = [];
    };
    for (const i of column) {
      const g = glyphs[i]!;
      const prev = run.length ? glyphs[run[run.length - 1]!]! : null;
      if (prev && g.bbox.y0 - prev.bbox.y1 > UPRIGHT_GAP_EM * g.fontSize) closeRun();
      run.push(i);
    }
    closeRun();
    column = [];
  };
  for (const i of upright) {
    if (column.length && centreX(glyphs[i]!) - centreX(glyphs[column[0]!]!) > COLUMN_SLACK) closeColumn();
    column.push(i);
  }
  closeColumn();
}
