import type { Cell } from "../types.js";
import { mapList } from "../flatten.js";

const NUMERIC = /^[-+(]?[$€£¥]?\s*[-+]?(\d{1,3}([,. ]\d{3})+|\d+)([.,]\d+)?\s*%?\)?$/;

/** True when a cell's text reads as a number, amount or percentage. */
export function isNumeric(text: string): boolean {
  return NUMERIC.test(text.replace(/\s+/g, " ").trim());
}

/**
 * How many leading rows are headers, when the detector did not say: the top
 * row is a header when none of its cells is a number while the rows below
 * hold numbers in some of the same columns. A header cell spanning columns
 * extends the header over the row beneath it (a two-level header).
 */
export function detectHeaderRows(rows: (Cell | null)[][], known: number): number {
  if (known > 0 || rows.length < 2) return known;
  const first = rows[0]!;
  const texts = mapList(first, (c) => c?.text.trim() ?? "");
  if (texts.every((t) => t === "") || texts.some((t) => t !== "" && isNumeric(t))) return 0;
  let numericBelow = 0;
  for (let c = 0; c < first.length; c++) {
    const below = mapList(rows.slice(1), (r) => r[c]?.text.trim() ?? "").filter((t) => t !== "");
    if (below.length > 0 && below.filter(isNumeric).length * 2 >= below.length) numericBelow++;
  }
  const spans = first.some((c) => c !== null && c.colSpan > 1);
  if (numericBelow === 0 && !spans) return 0;
  if (spans && rows.length > 2) {
    const second = mapList(rows[1]!, (c) => c?.text.trim() ?? "");
    if (second.every((t) => t === "" || !isNumeric(t))) return 2;
  }
  return 1;
}
