/** A plain number as a cell holds it: sign or bracket, digits with optional groups and decimals, bracket or percent. */
const NUMBER = /^([(\-−+]?)(\d[\d,]*)(?:\.(\d+))?(\)?%?)$/;
/** A column's decimals convention is learnt from at least this many cells that show it. */
const MIN_EVIDENCE = 4;
/**
 * A restored cell's confidence is at most this: the point is inferred from the column, not read,
 * so the cell stays below the web workspace's low-confidence mark (0.6) and is shown for checking.
 */
export const RESTORED_POINT_CONFIDENCE = 0.5;
/** Cells with the convention's decimals outnumber plain integers at least this much. */
const MIN_RATIO = 2;
/** The convention's count of decimal places covers at least this share of the column's decimals. */
const MIN_SHARE = 0.8;

/**
 * Puts back decimal points the OCR engine lost. On a worn scan the dot of
 * "10.4" is often too faint to read and the cell comes back "104". A column
 * whose numbers mostly carry the same count of decimal places (at least
 * MIN_EVIDENCE of them, MIN_RATIO times as many as its plain integers, and
 * MIN_SHARE of its decimals with that count) has its plain integers longer
 * than that count read with the point put back: "104" becomes "10.4" in a
 * column of "x.y" figures. Columns of integers, of mixed formats or of text
 * are left alone, and so is a plain integer above all of the column's figures
 * that would get a longer whole part than any of them (a year heading a column
 * of rates: "2014" over "2.6" stays "2014"); cells of several lines or words are never changed. A changed
 * cell's confidence drops to RESTORED_POINT_CONFIDENCE, so a wrong guess is
 * shown to the user instead of passing as read.
 * Returns new rows (cells copied only when changed).
 */
export function restoreDecimalPoints<C extends { text: string; confidence?: number }>(
  rows: readonly (readonly (C | null)[])[],
): (C | null)[][] {
  const out = rows.map((row) => [...row]);
  const columns = Math.max(0, ...rows.map((r) => r.length));
  for (let c = 0; c < columns; c++) {
    const places = new Map<number, number>();
    let integers = 0,
      firstDecimalRow = -1,
      widestWhole = 0;
    rows.forEach((row, r) => {
      const m = NUMBER.exec(row[c]?.text.trim() ?? "");
      if (!m) return;
      if (m[3] === undefined) {
        integers++;
        return;
      }
      places.set(m[3].length, (places.get(m[3].length) ?? 0) + 1);
      if (firstDecimalRow < 0) firstDecimalRow = r;
      widestWhole = Math.max(widestWhole, m[2]!.replace(/,/gu, "").length);
    });
    const decimals = [...places.values()].reduce((a, b) => a + b, 0);
    const [n, count] = [...places.entries()].reduce((a, b) => (b[1] > a[1] ? b : a), [0, 0]);
    if (count < MIN_EVIDENCE || count < MIN_RATIO * integers || count < MIN_SHARE * decimals) continue;
    out.forEach((row, r) => {
      const cell = row[c];
      const m = cell ? NUMBER.exec(cell.text.trim()) : null;
      if (!cell || !m || m[3] !== undefined || m[2]!.includes(",")) return;
      const digits = m[2]!;
      if (digits.length <= n) return;
      // above every figure of the column and wider than all of them: a label ("2014" over rates), not a figure
      if (r < firstDecimalRow && digits.length - n > widestWhole) return;
      const text = `${m[1]}${digits.slice(0, -n)}.${digits.slice(-n)}${m[4]}`;
      out[r]![c] = { ...cell, text, confidence: Math.min(cell.confidence ?? 1, RESTORED_POINT_CONFIDENCE) };
    });
  }
  return out;
}
