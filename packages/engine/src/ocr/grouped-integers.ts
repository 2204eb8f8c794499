/** An integer grouped with commas: "7,389,208", "(1,234)", "-5,608". */
const COMMA_GROUPED = /^[(\-−+]?\d{1,3}(,\d{3})+\)?%?$/;
/** Digit groups of three behind at least one dot, perhaps beside commas: "234.551", "1,234.567", "7.389,208". */
const DOT_GROUPED = /^([(\-−+]?)(\d{1,3}(?:[.,]\d{3})+)(\)?%?)$/;
/** A figure with decimals that cannot be read as thousands groups: "12.5", "1,080.1", "0.25". */
const DECIMAL = /^[(\-−+]?[\d,]*\d\.(\d{1,2}|\d{4,})\)?%?$/;
/** A plain integer of four or more digits: "5518" (its comma lost). */
const UNGROUPED = /^([(\-−+]?)(\d{4,})(\)?%?)$/;
/** A four-digit integer grouped: a column that groups these groups every integer from 1,000 up. */
const FOUR_DIGITS = /^[(\-−+]?\d,\d{3}\)?%?$/;
/** A column's convention is learnt from at least this many integers grouped with commas, and more of them than figures grouped with dots. */
const MIN_EVIDENCE = 3;
/**
 * A restored cell's confidence is at most this: the comma is inferred from the column, not read,
 * so the cell stays below the web workspace's low-confidence mark (0.6) and is shown for checking.
 */
export const RESTORED_SEPARATOR_CONFIDENCE = 0.5;

/**
 * Reads thousands separators the OCR engine took for decimal points. On a
 * worn scan a comma's tail fades and the mark reads as a point: "234,551"
 * comes back "234.551", at the engine's usual confidence. On its own such a
 * figure could be either, and a page that also prints decimals ("25.5") keeps
 * the page-wide repair (`joinDigitGroups`) from touching it; but a column
 * whose integers are grouped with commas (at least MIN_EVIDENCE of them, and
 * more than its figures grouped with dots) and which holds no figure with
 * decimals prints grouped integers, so its figures of digit groups of three
 * behind dots are read with commas: "234.551" becomes "234,551". When such a
 * column groups four-digit integers too ("5,608"), a plain integer of four
 * or more digits lost its commas altogether and gets them back: "5518"
 * becomes "5,518" (a column that writes "9739" beside "16,362" keeps it).
 * Only cells from the column's first figure with a mark down are changed:
 * a header above them may be a year ("2009").
 * Columns of decimals, of dot-grouped figures (a page in the "1.234,5"
 * convention) or of text are left alone; a changed cell's confidence drops to
 * RESTORED_SEPARATOR_CONFIDENCE. Returns new rows (cells copied only when
 * changed).
 */
export function restoreThousandsSeparators<C extends { text: string; confidence?: number }>(
  rows: readonly (readonly (C | null)[])[],
): (C | null)[][] {
  const out = rows.map((row) => [...row]);
  const columns = Math.max(0, ...rows.map((r) => r.length));
  for (let c = 0; c < columns; c++) {
    let commas = 0,
      dots = 0,
      decimals = 0,
      fourDigits = false,
      first = -1;
    rows.forEach((row, r) => {
      const text = row[c]?.text.trim() ?? "";
      if (COMMA_GROUPED.test(text)) {
        commas++;
        fourDigits ||= FOUR_DIGITS.test(text);
      } else if (DOT_GROUPED.test(text)) dots++;
      else if (DECIMAL.test(text)) decimals++;
      else return;
      if (first < 0) first = r;
    });
    if (commas < MIN_EVIDENCE || commas <= dots || decimals > 0) continue;
    out.forEach((row, r) => {
      const cell = row[c];
      // the header above the figures is left as read: a year ("2009") heads a column of "1,234" figures
      if (r < first) return;
      const text = cell ? grouped(cell.text.trim(), fourDigits) : null;
      if (!cell || text === null) return;
      out[r]![c] = { ...cell, text, confidence: Math.min(cell.confidence ?? 1, RESTORED_SEPARATOR_CONFIDENCE) };
    });
  }
  return out;
}

/** The figure written with commas between its groups of three, or null when it is not a misread grouped integer. */
function grouped(text: string, fourDigits: boolean): string | null {
  const dotted = DOT_GROUPED.exec(text);
  if (dotted && dotted[2]!.includes(".")) return `${dotted[1]}${dotted[2]!.replace(/\./g, ",")}${dotted[3]}`;
  const plain = fourDigits ? UNGROUPED.exec(text) : null;
  if (!plain) return null;
  return `${plain[1]}${plain[2]!.replace(/\B(?=(\d{3})+$)/g, ",")}${plain[3]}`;
}
