import type { TableCandidate } from "../detect/contract.js";
import type { BBox, Cell } from "../types.js";
import { mapNumbers } from "../flatten.js";

/** A caption: "Table 4.", "Figure 2:", "Exhibit A" ... */
const CAPTION = /^(table|figure|fig\.|chart|exhibit|tabelle|tableau|tabla)\s*[0-9ivxA-Z]/iu;
/** A note: "Source: ...", "Notes:", "* ...", "1) ...", "Footnote". */
const NOTE = /^(sources?|notes?|footnotes?|n\.b\.|\*|†|‡|\(?\d\)|\(?[a-z]\))\s*[:.]?/iu;
/** A title boxed above the header: several words with a letter, no figures alone ("Staff by region, end of year"). */
const TITLE = /^(?=.*\p{L})\S+(\s+\S+){2,}$/u;
/** A cell that is a figure: digits with grouping, sign, brackets, per cent, currency. */
const FIGURE = /^[-+\u2212(]?[$\u20ac\u00a3]?\d[\d.,\s]*%?\)?$/u;
/** A note left in the first column alone has at least this many words ("Source: payroll"). */
const MIN_NOTE_WORDS = 2;
/** Grids this small keep every row (a one-row title may be the point of a tiny box). */
const MIN_OTHER_ROWS = 2;

/**
 * Drops a caption row at the top and note rows at the bottom of a ruled grid:
 * a row that is one cell across the whole grid and reads as a caption
 * ("Table 4. ...", or a title of three or more words right above a header row
 * of labels) or a note ("Source: ...", also when the text reading left it in
 * the first column with the rest of its row empty). Authors often box them
 * with the table, but they are text about the table, not rows of it.
 */
export function dropCaptionRows(table: TableCandidate): TableCandidate {
  const columns = table.rows[0]?.length ?? 0;
  if (columns < 2) return table;
  const fullWidth = (r: number, pattern: RegExp) => {
    const cell = table.rows[r]?.[0];
    return !!cell && cell.colSpan === columns && cell.rowSpan === 1 && pattern.test(cell.text.trim());
  };
  // A note the text reading left in its first column (nothing else on the row) is one too.
  const firstOnly = (r: number, pattern: RegExp) => {
    const row = table.rows[r] ?? [];
    const cell = row[0];
    return (
      !!cell &&
      cell.rowSpan === 1 &&
      pattern.test(cell.text.trim()) &&
      cell.text.trim().split(/\s+/u).length >= MIN_NOTE_WORDS &&
      row.slice(1).every((c) => !c || c.text.trim() === "")
    );
  };
  let first = 0,
    last = table.rows.length - 1;
  // An unnumbered title only above a header row (labels, no figures): above figures it is a group label.
  const headerBelow =
    (table.rows[1] ?? []).some((c) => c && c.text.trim() !== "") &&
    (table.rows[1] ?? []).every((c) => !c || !FIGURE.test(c.text.trim()));
  if (fullWidth(first, CAPTION) || (fullWidth(first, TITLE) && headerBelow)) first++;
  while (last > first && (fullWidth(last, NOTE) || firstOnly(last, NOTE))) last--;
  if (first === 0 && last === table.rows.length - 1) return table;
  if (last - first + 1 < MIN_OTHER_ROWS) return table;
  const rows = table.rows.slice(first, last + 1);
  const boxes = cellBoxes(rows);
  const bbox: BBox = boxes.length
    ? {
        x0: Math.min(...mapNumbers(boxes, (b) => b.x0)),
        y0: Math.min(...mapNumbers(boxes, (b) => b.y0)),
        x1: Math.max(...mapNumbers(boxes, (b) => b.x1)),
        y1: Math.max(...mapNumbers(boxes, (b) => b.y1)),
      }
    : table.bbox;
  // Built field by field in the detectors' order: a spread copy was a second kind of candidate object to the
  // stages after (bench/README.md, issue #17).
  return {
    bbox,
    rows,
    method: table.method,
    headerRows: Math.max(0, table.headerRows - first),
    evidence: { ...table.evidence, rowCount: rows.length },
  };
}

/**
 * The boxes of the rows' cells, row by row: what `rows.flat().flatMap((c) => (c ? [c.bbox] : []))`
 * gave, as a packed list (`flat` and `flatMap` give holey ones in optimised code, which the
 * functions reading them had not met: bench/README.md, issue #17).
 */
function cellBoxes(rows: readonly (readonly (Cell | null)[])[]): BBox[] {
  const out: BBox[] = [];
  for (const row of rows) for (const c of row) if (c) out.push(c.bbox);
  return out;
}
