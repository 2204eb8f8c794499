import type { ColumnLayout, Placement } from "./columns.js";
import type { Column, FrameWord } from "./model.js";
import { makeSegment } from "./segments.js";
import { flatMapList, mapList, mapNumbers } from "../flatten.js";

/** A cell that reads as a number: digits with separators, optional sign, currency, percent or brackets. */
const NUMBER = /^[-+−–(]?[$€£¥]?\s?\d[\d.,\s]*%?\)?$/u;

/** Whether a cell's text reads as a number (the rule header zones are found by). */
export function isFigure(text: string): boolean {
  return NUMBER.test(text.trim());
}

/** A header word group counts as centred over a column when its centre is this close (share of the column width). */
const CENTRE_SHARE = 0.25;

/**
 * Splits header segments that run over several narrow columns, one centred
 * word group per column ("method method sterilization" over three numeric
 * columns, set too close together to split on gaps). Only lines above the
 * first line holding two numbers are touched, each group must sit centred
 * over an otherwise empty column of that line, and groups keep their order,
 * so a heading spanning columns (not centred on each) is left whole.
 */
export function splitCentredHeaders(layout: ColumnLayout): ColumnLayout {
  const zone = firstNumericLine(layout.placements);
  if (zone <= 0) return layout;
  if (!layout.placements.some((p) => p.segment.line < zone && p.segment.words.length >= 2)) return layout;
  // Only lines above the zone are asked about, so only their slots are filed (line and column in one number).
  const occupied = new Set<number>();
  for (const p of layout.placements)
    if (p.segment.line < zone) for (let k = 0; k < p.span; k++) occupied.add(slotKey(p.segment.line, p.col + k));
  const placements = flatMapList(layout.placements, (p) => {
    if (p.segment.line >= zone || p.segment.words.length < 2) return [p];
    return centredGroups(p, layout.columns, occupied) ?? [p];
  });
  return { ...layout, placements };
}

function slotKey(line: number, col: number): number {
  return line * 65536 + col;
}

function centredGroups(p: Placement, columns: readonly Column[], occupied: Set<number>): Placement[] | null {
  const colOf = mapNumbers(p.segment.words, (w) => columnContaining(w, columns));
  if (colOf.some((c) => c < 0)) return null;
  const groups: { col: number; words: FrameWord[] }[] = [];
  p.segment.words.forEach((w, i) => {
    const last = groups[groups.length - 1];
    if (last && last.col === colOf[i]) last.words.push(w);
    else groups.push({ col: colOf[i]!, words: [w] });
  });
  if (groups.length < 2) return null;
  for (let i = 0; i < groups.length; i++) {
    const g = groups[i]!;
    if (i && g.col <= groups[i - 1]!.col) return null;
    const own = g.col >= p.col && g.col < p.col + p.span;
    if (!own && occupied.has(slotKey(p.segment.line, g.col))) return null;
    const col = columns[g.col]!;
    const x0 = g.words[0]!.bbox.x0,
      x1 = g.words[g.words.length - 1]!.bbox.x1;
    if (Math.abs((x0 + x1) / 2 - (col.x0 + col.x1) / 2) > CENTRE_SHARE * Math.max(col.x1 - col.x0, x1 - x0))
      return null;
  }
  return mapList(groups, (g) => ({ segment: makeSegment(g.words, p.segment.line), col: g.col, span: 1 }));
}

/** Among the columns whose span holds the word's centre, the one centred nearest to it; -1 when none. */
function columnContaining(w: FrameWord, columns: readonly Column[]): number {
  const cx = (w.bbox.x0 + w.bbox.x1) / 2;
  let best = -1,
    bestDistance = Infinity;
  // A plain loop: a closure writing `best` put both in a context object made per word.
  for (let i = 0; i < columns.length; i++) {
    const c = columns[i]!;
    const d = Math.abs((c.x0 + c.x1) / 2 - cx);
    if (cx >= c.x0 && cx <= c.x1 && d < bestDistance) {
      best = i;
      bestDistance = d;
    }
  }
  return best;
}

/** Index of the first line with two or more number cells; -1 when there is none. */
export function firstNumericLine(placements: readonly Placement[]): number {
  const counts = new Map<number, number>();
  for (const p of placements)
    if (NUMBER.test(p.segment.text.trim())) counts.set(p.segment.line, (counts.get(p.segment.line) ?? 0) + 1);
  let first = Infinity;
  for (const [line, n] of counts) if (n >= 2) first = Math.min(first, line);
  return first === Infinity ? -1 : first;
}
