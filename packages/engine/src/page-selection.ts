import { EngineError } from "./errors.js";

/** A 1-based inclusive page range. */
export interface PageRange {
  from: number;
  to: number;
}

/**
 * Parses "1-3,7" (also "5-" for 5 to the end) into ranges; throws
 * invalid_options on syntax errors. `to` is Infinity for an open range.
 */
export function parsePageRanges(spec: string): PageRange[] {
  const ranges: PageRange[] = [];
  for (const raw of spec.split(",")) {
    const part = raw.trim();
    const m = /^(\d+)\s*(?:-\s*(\d*))?$/.exec(part);
    if (!m) invalid(`pages: "${part}" is not a page number or range like 1-3`);
    const from = pageNumber(m[1]!);
    const to = m[2] === undefined ? from : m[2] === "" ? Infinity : pageNumber(m[2]);
    if (from < 1) invalid("pages: page numbers start at 1");
    if (to < from) invalid(`pages: range ${part} runs backwards`);
    ranges.push({ from, to });
  }
  return ranges;
}

/**
 * The sorted, de-duplicated 1-based pages a selection names in a document of
 * `pageCount` pages; throws page_out_of_range when it names a missing page.
 */
export function selectPages(spec: string | null, pageCount: number): number[] {
  if (spec === null) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const set = new Set<number>();
  for (const { from, to } of parsePageRanges(spec)) {
    if (from > pageCount || (to !== Infinity && to > pageCount)) {
      throw new EngineError(
        "page_out_of_range",
        `Page ${to !== Infinity && to > pageCount ? to : from} is out of range; the document has ${pageCount} page(s).`,
      );
    }
    for (let p = from; p <= Math.min(to, pageCount); p++) set.add(p);
  }
  return [...set].sort((a, b) => a - b);
}

/**
 * The page number `digits` names. Digits past JavaScript's exact integers are refused as written: read as a
 * number they round ("99999999999999999999" became page 100000000000000000000 in the out-of-range message).
 */
function pageNumber(digits: string): number {
  const page = Number(digits);
  if (!Number.isSafeInteger(page)) invalid(`pages: ${digits.replace(/^0+(?=\d)/, "")} is too large for a page number`);
  return page;
}

function invalid(reason: string): never {
  throw new EngineError("invalid_options", `Invalid options: ${reason}.`);
}

/**
 * Writes sorted page numbers as the shortest selection string ("1-3,7"), the
 * inverse of `selectPages` for a list it returned; used to resume a run at
 * the pages still to do.
 */
export function formatPageRanges(pages: readonly number[]): string {
  const runs: PageRange[] = [];
  for (let i = 0; i < pages.length;) {
    let j = i;
    while (j + 1 < pages.length && pages[j + 1] === pages[j]! + 1) j++;
    runs.push({ from: pages[i]!, to: pages[j]! });
    i = j + 1;
  }
  return rangesText(runs);
}

/**
 * Sorted, non-overlapping ranges as a selection string ("1-3,7", an open
 * range as "9-"): how `formatPageRanges` writes a page list, also used where
 * the ranges are too long to list page by page (a template's "20-99999").
 */
export function rangesText(ranges: readonly PageRange[]): string {
  return ranges
    .map(({ from, to }) => (from === to ? String(from) : to === Infinity ? `${from}-` : `${from}-${to}`))
    .join(",");
}
