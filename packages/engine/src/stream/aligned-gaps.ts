import type { FrameWord, Segment } from "./model.js";
import { continuesDate } from "./date-words.js";
import { isDebitCreditGap, isPercentSignGap } from "./unit-signs.js";
import { isTimesTenGap } from "./times-ten.js";
import { median } from "./geometry.js";
import { makeSegment } from "./segments.js";
import { mapList, mapNumbers } from "../flatten.js";
import { fontSizeOf } from "../geometry/box-fields.js";

/** Word gaps (and word edges) within this many points count as the same position. */
const GAP_TOLERANCE = 1;
/** A cut needs this many lines with the same gap... */
const MIN_SUPPORT = 4;
/** ...and this share of the segments that run across the cut. */
const SUPPORT_SHARE = 0.6;
/** The text before the gap must start at positions this many ems apart (it is right-aligned, not a phrase). */
const MIN_START_SPREAD_EM = 0.4;

interface Gap {
  line: number;
  seg: number;
  /** Index of the first word after the gap. */
  k: number;
  leftX1: number;
  rightX0: number;
  startX0: number;
  /** The segment's words: the text before the gap is only spelled out when a cut is in doubt (`beforeText`). */
  words: readonly FrameWord[];
  /** The word after the gap. */
  after: string;
  fontSize: number;
}

/**
 * Splits segments at a word gap that lines up on line after line: two columns
 * printed a word space apart (a right-aligned number column followed by a
 * left-aligned code column, e.g. `648765 AAA`, `82030 AAA`). The text before
 * the gap ends on one x and starts at different x (right-aligned figures of
 * different widths), the text after it starts on one x, and most segments
 * running across that x have the gap there. A phrase in one left-aligned cell
 * ("AMERICAN AIRLINES") starts on one x, so its repeated word gaps are no cut;
 * nor is a thousands gap ("1 234 567"), nor a gap beside a plus-minus sign ("12.3 ± 0.4"),
 * nor a space inside a date or time written out ("01 Mar 2024", "09:30 am"; `date-words.ts`),
 * nor the space before a per cent sign ("12,5 %") or a statement's "CR" / "DR" ("1,125.00 DR"; `unit-signs.ts`), nor a space inside a figure in
 * scientific notation ("1.93 × 10³"; `times-ten.ts`).
 * Once a cut is found, any other
 * segment with a word starting on the cut's x (a header label) is split too.
 */
export function splitAtAlignedGaps(segmentsByLine: readonly Segment[][]): Segment[][] {
  const gaps = collectGaps(segmentsByLine);
  const cuts = findCuts(gaps, segmentsByLine);
  if (!cuts.length) return mapList(segmentsByLine, copyLine);
  const out: Segment[][] = [];
  for (const segs of segmentsByLine) {
    const line: Segment[] = [];
    for (const s of segs) for (const piece of cutSegment(s, cuts)) line.push(piece);
    out.push(line);
  }
  return out;
}

/*
 * Callbacks as module-level functions, not arrows made on each call: V8 keeps a callback's
 * optimised code only while a closure holding it lives, so once warm such an arrow was compiled
 * again after each garbage collection (bench/README.md, issue #17).
 */

const copyLine = (segs: readonly Segment[]) => [...segs];
const byRightX0 = (a: Gap, b: Gap) => a.rightX0 - b.rightX0;
const lineOf = (g: Gap) => g.line;
const leftX1Of = (g: Gap) => g.leftX1;
const startX0Of = (g: Gap) => g.startX0;
const rightX0Of = (g: Gap) => g.rightX0;

function collectGaps(segmentsByLine: readonly Segment[][]): Gap[] {
  const gaps: Gap[] = [];
  for (let line = 0; line < segmentsByLine.length; line++) {
    const segs = segmentsByLine[line]!;
    for (let seg = 0; seg < segs.length; seg++) {
      const s = segs[seg]!;
      for (let k = 1; k < s.words.length; k++) {
        const a = s.words[k - 1]!,
          b = s.words[k]!;
        if (isThousandsGap(a, b) || isSpreadGap(a, b) || LEADER.test(a.text) || LEADER.test(b.text)) continue;
        // "01 Mar 2024", "3 Jan 2024": a date's spaces line up down a column of dates, as a column gap does.
        if (continuesDate(a.text, b.text)) continue;
        // "12,5 %": the space before a per cent sign lines up down a column of right-aligned percentages.
        if (isPercentSignGap(a.text, b.text)) continue;
        // "1,125.00 DR": a statement's debit or credit mark after its amount lines up the same way.
        if (isDebitCreditGap(a.text, b.text)) continue;
        // "1.93 × 10³": the gap before a multiplication sign lines up down a column of such figures.
        if (isTimesTenGap(a.text, b.text)) continue;
        gaps.push({
          line,
          seg,
          k,
          leftX1: a.bbox.x1,
          rightX0: b.bbox.x0,
          startX0: s.words[0]!.bbox.x0,
          words: s.words,
          after: b.text,
          fontSize: Math.max(a.fontSize, b.fontSize, 1),
        });
      }
    }
  }
  return gaps;
}

/** Dot leaders (`. . .`) are set on a grid of their own: their gaps line up without being cells. */
const LEADER = /^[.·…_]+$/u;

/** `1 234` or `12 345,6`: digit groups of a number, not two cells. */
function isThousandsGap(a: FrameWord, b: FrameWord): boolean {
  return /\d$/u.test(a.text) && /^\d{3}(?:[.,]\d+)?$/u.test(b.text);
}

/** A plus-minus sign: "±", "∓", "+/-", "+-" (a hyphen or a minus sign). */
const PLUS_MINUS = /^(?:[±∓]|\+\/?[-−])/u;

/**
 * `12.3 ± 0.4`: a value and its spread are one cell, however well the gaps either side of the sign line up
 * down a column of figures set on their decimal point (scientific tables, bench/README.md "Probe classes").
 */
function isSpreadGap(a: FrameWord, b: FrameWord): boolean {
  return PLUS_MINUS.test(b.text) || (PLUS_MINUS.test(a.text) && /^[(]?[-−+]?\d/u.test(b.text));
}

/** The x positions (left edges of the text after the gap) where segments are cut. */
function findCuts(gaps: readonly Gap[], segmentsByLine: readonly Segment[][]): number[] {
  const cuts: number[] = [];
  const sorted = [...gaps].sort(byRightX0);
  let i = 0;
  while (i < sorted.length) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1]!.rightX0 - sorted[i]!.rightX0 <= GAP_TOLERANCE) j++;
    const group = sorted.slice(i, j + 1);
    i = j + 1;
    const cut = cutOf(group, segmentsByLine);
    if (cut !== null) cuts.push(cut);
  }
  return cuts;
}

function cutOf(group: readonly Gap[], segmentsByLine: readonly Segment[][]): number | null {
  if (new Set(mapNumbers(group, lineOf)).size < MIN_SUPPORT) return null;
  const leftEdge = median(mapNumbers(group, leftX1Of));
  const members: Gap[] = [];
  for (const g of group) if (Math.abs(g.leftX1 - leftEdge) <= GAP_TOLERANCE) members.push(g);
  const lines = new Set(mapNumbers(members, lineOf));
  if (lines.size < MIN_SUPPORT) return null;
  const starts = mapNumbers(members, startX0Of);
  const em = median(mapNumbers(members, fontSizeOf));
  if (Math.max(...starts) - Math.min(...starts) < MIN_START_SPREAD_EM * em && !distinctFigures(members)) return null;
  const rightEdge = median(mapNumbers(members, rightX0Of));
  const mid = (leftEdge + rightEdge) / 2;
  let across = 0;
  for (const segs of segmentsByLine) for (const s of segs) if (s.bbox.x0 < mid && s.bbox.x1 > mid) across++;
  return lines.size >= SUPPORT_SHARE * across ? rightEdge : null;
}

/**
 * Figures of one width (tabular digits: `632426`, `641387`) before the gap on
 * most lines, different on each, and words after it: a number column, even
 * though its right alignment does not show. Figures on both sides
 * (`(405) 680-3701`) are one formatted value.
 */
function distinctFigures(members: readonly Gap[]): boolean {
  const figures: string[] = [];
  for (const g of members) {
    const before = beforeText(g);
    if (FIGURE.test(before) && !FIGURE.test(g.after)) figures.push(before);
  }
  return figures.length >= SUPPORT_SHARE * members.length && new Set(figures).size >= MIN_SUPPORT;
}

/** The segment's text before the gap. */
function beforeText(g: Gap): string {
  return mapList(g.words.slice(0, g.k), (w) => w.text).join(" ");
}

/** A number, code or date made of figures and their punctuation. */
const FIGURE = /^[\d.,/()+-]+$/u;

/** The segment cut before every word that starts on a cut's x after a word gap. */
function cutSegment(s: Segment, cuts: readonly number[]): Segment[] {
  const pieces: Segment[] = [];
  let start = 0;
  for (let k = 1; k < s.words.length; k++) {
    const x0 = s.words[k]!.bbox.x0;
    if (s.words[k]!.bbox.x0 - s.words[k - 1]!.bbox.x1 <= 0) continue;
    if (cuts.some((c) => Math.abs(x0 - c) <= GAP_TOLERANCE)) {
      pieces.push(makeSegment(s.words.slice(start, k), s.line));
      start = k;
    }
  }
  if (!pieces.length) return [s];
  pieces.push(makeSegment(s.words.slice(start), s.line));
  return pieces;
}
