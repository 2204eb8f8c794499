import type { ColumnLayout, Placement } from "./columns.js";

/** A page number of a table of contents: a whole number of at most four digits, no grouping or decimals. */
const PAGE_NUMBER = /^\d{1,4}$/u;

/** A title holds a letter ("1.2 Scope" does; a figure alone does not). */
const LETTER = /\p{L}/u;

/** A contents list has at least this many entries; fewer are too few to tell by their order. */
const MIN_ENTRIES = 3;

/**
 * A contents list starts on an early page; a list whose first number is at least this is more
 * likely years in order (a timeline: "Founded 1998", "Listed 2004") than page numbers.
 */
const FIRST_PAGE_BELOW = 1000;

/**
 * A table of contents, not a table: two columns, titles at the left, and at
 * the right only page numbers, one beside each title, never falling down the
 * list, the first of them an early page. With dot leaders taken out of the
 * text (`leaders.ts`) such a list has the two aligned columns of a table; a
 * real two-column table has a header over its figures, or figures that are
 * not whole page numbers in order.
 */
export function isContentsList(layout: ColumnLayout): boolean {
  if (layout.columns.length !== 2) return false;
  const titles: Placement[] = [];
  const numbers: Placement[] = [];
  for (const p of layout.placements) (p.col === 0 && p.span === 1 ? titles : numbers).push(p);
  if (numbers.length < MIN_ENTRIES) return false;
  const titleLines = new Set<number>();
  for (const t of titles) {
    if (!LETTER.test(t.segment.text)) return false;
    titleLines.add(t.segment.line);
  }
  numbers.sort(byLine);
  let last = -Infinity;
  for (const n of numbers) {
    if (n.col !== 1 || !PAGE_NUMBER.test(n.segment.text) || !titleLines.has(n.segment.line)) return false;
    const page = Number(n.segment.text);
    if (page < last || (last === -Infinity && page >= FIRST_PAGE_BELOW)) return false;
    last = page;
  }
  return true;
}

function byLine(a: Placement, b: Placement): number {
  return a.segment.line - b.segment.line;
}
