import { boundsOf } from "../geometry/bbox.js";
import type { BBox, Cell } from "../types.js";
import type { Frame } from "./frame.js";
import type { Column } from "./model.js";
import type { CellDraft, RowDraft } from "./rows.js";
import { mapList } from "../flatten.js";

/**
 * Turns row drafts into the full grid: every row as long as the column list,
 * a spanning cell at its first slot and null in the slots it covers. A span
 * stops short of a slot that holds text of its own, so no text is lost.
 * Boxes are mapped back from the frame to the page.
 */
export function buildGrid(rows: readonly RowDraft[], columns: readonly Column[], frame: Frame): (Cell | null)[][] {
  const grid: (Cell | null)[][] = [];
  for (const row of rows) grid.push(gridRow(row, columns, frame));
  return grid;
}

/** One row of the grid (a loop, not a callback made per call: bench/README.md, issue #17). */
function gridRow(row: RowDraft, columns: readonly Column[], frame: Frame): (Cell | null)[] {
  const out: (Cell | null)[] = [];
  for (let c = 0; c < columns.length;) {
    const draft = row.cells[c];
    const span = draft ? usableSpan(row.cells, c, draft.span, columns.length) : 1;
    const box = draft ? textBox(draft) : slotBox(columns, c, span, row);
    out.push({ text: draft ? cellText(draft) : "", bbox: frame.toPage(box), rowSpan: 1, colSpan: span });
    for (let k = 1; k < span; k++) out.push(null);
    c += span;
  }
  return out;
}

function usableSpan(cells: readonly (CellDraft | undefined)[], c: number, span: number, count: number): number {
  let s = 1;
  while (s < span && c + s < count && !cells[c + s]) s++;
  return s;
}

/**
 * Text of a cell: segments of one line left to right joined by a space,
 * lines top to bottom joined by "\n" (the engine's convention for
 * multi-line cells, as in `text/cell-text.ts`).
 */
export function cellText(draft: CellDraft): string {
  // Most cells hold one segment: its text as it is, without the grouping below.
  if (draft.segments.length === 1) return draft.segments[0]!.text.trim();
  const byLine = new Map<number, string[]>();
  for (const s of draft.segments) {
    const texts = byLine.get(s.line);
    if (texts) texts.push(s.text);
    else byLine.set(s.line, [s.text]);
  }
  return mapList(
    [...byLine.keys()].sort((a, b) => a - b),
    (l) => byLine.get(l)!.join(" "),
  )
    .join("\n")
    .trim();
}

function textBox(draft: CellDraft): BBox {
  // frame.toPage copies the box, so a lone segment's own box can go to it as it is.
  if (draft.segments.length === 1) return draft.segments[0]!.bbox;
  return boundsOf(draft.segments);
}

function slotBox(columns: readonly Column[], c: number, span: number, row: RowDraft): BBox {
  return { x0: columns[c]!.x0, x1: columns[c + span - 1]!.x1, y0: row.y0, y1: row.y1 };
}
