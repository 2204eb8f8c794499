/** A dash standing alone in a cell: hyphen, en dash, em dash or minus sign. */
const NIL_DASH = /^[-‐‑‒–—―−]$/u;

/**
 * Whether a cell's text is a nil mark: a lone dash for "nothing to report" or "not measured". Such a mark is
 * set wherever the typesetter put it (centred, on the column's decimal point, flush with the figures), so
 * its place says nothing about how the column's text lines up, and neither the table's alignment evidence
 * nor the cell's own doubt counts it (engine README, Confidence).
 */
export function isNilMark(text: string): boolean {
  return NIL_DASH.test(text.trim());
}
