/** Rows of `smallTypeTable`: row numbers, then long words, as a licence register lists them. */
const ROWS: readonly (readonly string[])[] = [
  ["No.", "Licensee", "Area", "Office"],
  ["1", "Telecommunications", "Maharashtra", "Administration"],
  ["2", "Infrastructure", "Karnataka", "Headquarters"],
  ["3", "Communications", "Uttarakhand", "Representative"],
  ["4", "Technologies", "Chhattisgarh", "Superintendent"],
  ["5", "Broadcasting", "Pondicherry", "Commissioner"],
  ["6", "Entertainment", "Meghalaya", "Development"],
  ["7", "Electronics", "Puducherry", "Secretary"],
  ["8", "Networks", "Jharkhand", "Director"],
];

/** A ruled table laid out by `smallTypeTable`: its rows (header first) and PDF operators. */
export interface SmallTypeTable {
  rows: string[][];
  ops: string;
}

/**
 * A fully ruled table in very small type (`size` points of Helvetica, 3.5 by
 * default) on a US-letter page: a column of row numbers and three of long
 * words, every measure in proportion to the type. Scanned at 300 dpi and read
 * at that resolution, the OCR engine loses row numbers and breaks long words
 * ("Superi t d t").
 */
export function smallTypeTable(size = 3.5): SmallTypeTable {
  const widths = [3, 11, 8, 10].map((w) => w * size);
  const rowHeight = size * 2.4,
    left = 72,
    top = 100,
    pageHeight = 792;
  const right = left + widths.reduce((a, b) => a + b, 0);
  const bottom = top + ROWS.length * rowHeight;
  const ops = ["0.5 w 0 0 0 RG"];
  for (let r = 0; r <= ROWS.length; r++) {
    const y = pageHeight - top - r * rowHeight;
    ops.push(`${left} ${y} m ${right} ${y} l S`);
  }
  let x = left;
  for (let c = 0; c <= widths.length; c++) {
    ops.push(`${x} ${pageHeight - top} m ${x} ${pageHeight - bottom} l S`);
    x += widths[c] ?? 0;
  }
  ROWS.forEach((row, r) => {
    let cellLeft = left;
    row.forEach((text, c) => {
      const baseline = pageHeight - top - r * rowHeight - rowHeight * 0.65;
      ops.push(`BT /F1 ${size} Tf ${cellLeft + size * 0.5} ${baseline} Td (${text}) Tj ET`);
      cellLeft += widths[c]!;
    });
  });
  return { rows: ROWS.map((r) => [...r]), ops: ops.join("\n") };
}
