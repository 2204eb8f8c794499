import type { TableCandidate } from "../detect/contract.js";
import type { BBox } from "../types.js";

/** A caption: "Table 4.", "Figure 2:", "Exhibit A" ... */
const CAPTION = /^(table|figure|fig\.|chart|exhibit|tabelle|tableau|tabla)\s*[0-9ivxA-Z]/iu;
/** A note: "Source: ...", "Notes:", "* ...", "1) ...", "Footnote". */
const NOTE = /^(sources?|notes?|footnotes?|n\.b\.|\*|†|‡|\(?\d\)|\(?[a-z]\))\s*[:.]?/iu;
/** Grids this small keep every row (a one-row title may be the point of a tiny box). */
const MIN_OTHER_ROWS = 2;

/**
 * Drops a caption row at the top and note rows at the bottom of a ruled grid:
 * a row that is one cell across the whole grid and reads as a caption
 * ("Table 4. ...") or a note ("Source: ..."). Authors often box them with the
 * table, but they are text about the table, not rows of it.
 */
export function dropCaptionRows(table: TableCandidate): TableCandidate {
  const columns = table.rows[0]?.length ?? 0;
  if (columns < 2) return table;
  const fullWidth = (r: number, pattern: RegExp) => {
    const cell = table.rows[r]?.[0];
    return !!cell && cell.colSpan === columns && cell.rowSpan === 1 && pattern.test(cell.text.trim());
  };
  let first = 0, last = table.rows.length - 1;
  if (fullWidth(first, CAPTION)) first++;
  while (last > first && fullWidth(last, NOTE)) last--;
  if (first === 0 && last === table.rows.length - 1) return table;
  if (last - first + 1 < MIN_OTHER_ROWS) return table;
  const rows = table.rows.slice(first, last + 1);
  const boxes = rows.flat().flatMap((c) => (c ? [c.bbox] : []));
  const bbox: BBox = boxes.length
    ? { x0: Math.min(...boxes.map((b) => b.x0)), y0: Math.min(...boxes.map((b) => b.y0)), x1: Math.max(...boxes.map((b) => b.x1)), y1: Math.max(...boxes.map((b) => b.y1)) }
    : table.bbox;
  return {
    ...table,
    rows,
    bbox,
    headerRows: Math.max(0, table.headerRows - first),
    evidence: { ...table.evidence, rowCount: rows.length },
  };
}
