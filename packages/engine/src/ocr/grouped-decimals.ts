/** A figure with decimals grouped with commas: "1,234.5", "(11,062.6)". */
const GROUPED = /^[(\-−+]?\d{1,3}(,\d{3})+\.\d+\)?%?$/;
/** A figure in the other convention, points between groups and a decimal comma: "1.234,5". */
const OTHER_CONVENTION = /^[(\-−+]?\d{1,3}(\.\d{3})+,\d+\)?%?$/;
/** Sign or bracket, a figure, bracket or percent. */
const FIGURE = /^([(\-−+]?)([\d.,]+)(\)?%?)$/;
/** A figure with a point and its decimal places: "12.5". */
const DECIMAL = /^[(\-−+]?[\d,]*\d\.(\d+)\)?%?$/;
/** The table's convention is learnt from at least this many figures grouped with commas, more than in the other convention. */
const MIN_GROUPED = 2;
/** A column's count of decimal places is learnt from at least this many figures, this share of its decimals. */
const MIN_DECIMALS = 4;
const MIN_SHARE = 0.8;
/**
 * A mended cell's confidence is at most this: its marks are inferred from
 * the table, not read, so the cell stays under the web workspace's
 * low-confidence mark (0.6) and is shown for checking.
 */
export const MENDED_GROUPS_CONFIDENCE = 0.5;

/**
 * Mends the marks of figures with decimals and thousands separators that a
 * worn scan garbled. On a worn copy the comma of "9,478.5" fades into a
 * point and the point into nothing ("9.4785"), the comma goes ("4678.5"), or
 * the point does ("1,1545"); the other stages read integers only. In a table
 * that groups figures with commas (at least MIN_GROUPED "1,234.5", and more
 * than "1.234,5"), a column whose decimals nearly all (MIN_SHARE, at least
 * MIN_DECIMALS) have the same count of places n has those figures rewritten:
 * one mark before n + 3 figures ("9.4785", "1,1545") becomes a comma with the
 * point n from the end, and a figure of four or more digits before its point
 * and no comma gets its commas ("4678.5" -> "4,678.5"). A figure starting
 * "0" is left (no grouped figure does). A changed cell's confidence drops
 * to MENDED_GROUPS_CONFIDENCE. Returns new rows (cells copied only when
 * changed).
 */
export function mendGroupedDecimals<C extends { text: string; confidence?: number }>(
  rows: readonly (readonly (C | null)[])[],
): (C | null)[][] {
  const out = rows.map((row) => [...row]);
  const texts = rows.flatMap((row) => row.map((cell) => cell?.text.trim() ?? ""));
  const grouped = texts.filter((t) => GROUPED.test(t)).length;
  const other = texts.filter((t) => OTHER_CONVENTION.test(t)).length;
  if (grouped < MIN_GROUPED || grouped <= other) return out;
  const columns = Math.max(0, ...rows.map((r) => r.length));
  for (let c = 0; c < columns; c++) {
    const places = decimalPlaces(rows.map((row) => row[c]?.text.trim() ?? ""));
    if (places === null) continue;
    out.forEach((row, r) => {
      const cell = row[c];
      const text = cell ? mended(cell.text.trim(), places) : null;
      if (!cell || text === null) return;
      out[r]![c] = { ...cell, text, confidence: Math.min(cell.confidence ?? 1, MENDED_GROUPS_CONFIDENCE) };
    });
  }
  return out;
}

/** The count of decimal places the column's figures keep (see `mendGroupedDecimals`), or null. */
function decimalPlaces(texts: readonly string[]): number | null {
  const counts = new Map<number, number>();
  for (const t of texts) {
    const m = DECIMAL.exec(t);
    if (m) counts.set(m[1]!.length, (counts.get(m[1]!.length) ?? 0) + 1);
  }
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const [places, count] = [...counts.entries()].reduce((a, b) => (b[1] > a[1] ? b : a), [0, 0]);
  return count >= MIN_DECIMALS && count >= MIN_SHARE * total ? places : null;
}

/** The figure with its marks mended for `places` decimal places, or null when it needs none or is not one to mend. */
function mended(text: string, places: number): string | null {
  const m = FIGURE.exec(text);
  if (!m || m[2]!.startsWith("0")) return null;
  const body = m[2]!;
  const digits = body.replace(/[.,]/g, "");
  const marks = body.length - digits.length;
  const lone = /^\d{1,3}[.,](\d+)$/.exec(body);
  // one mark before n + 3 figures: the comma read (or misread) and the point lost
  const oneMark = marks === 1 && lone !== null && lone[1]!.length === places + 3;
  // a point n from the end with four or more figures before it and no comma: the commas lost
  const noCommas = marks === 1 && new RegExp(`^\\d{4,}\\.\\d{${places}}$`).test(body);
  if (!oneMark && !noCommas) return null;
  const whole = digits.slice(0, -places).replace(/\B(?=(\d{3})+$)/g, ",");
  return `${m[1]}${whole}.${digits.slice(-places)}${m[3]}`;
}
