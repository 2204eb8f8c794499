import type { TableCandidate, TableEvidence } from "../detect/contract.js";
import type { Cell, Table, TableMethod } from "../types.js";

/** Where a generated grid sits: left edge, column widths, top, row height (PDF points). */
export interface GridLayout {
  x?: number;
  widths?: number[];
  top?: number;
  rowHeight?: number;
}

/**
 * The cells of a grid laid out on the page: `texts` rows of strings, each cell boxed by its
 * column and row. A cell written as `{ text, colSpan?, rowSpan? }` spans; the slots it covers
 * must be given as null.
 */
export function gridRows(
  texts: (string | { text: string; colSpan?: number; rowSpan?: number } | null)[][],
  layout: GridLayout = {},
): (Cell | null)[][] {
  const columns = texts[0]?.length ?? 0;
  const x = layout.x ?? 50;
  const widths = layout.widths ?? Array.from({ length: columns }, () => 100);
  const top = layout.top ?? 100;
  const rowHeight = layout.rowHeight ?? 20;
  const lefts = widths.map((_, c) => x + widths.slice(0, c).reduce((a, b) => a + b, 0));
  return texts.map((row, r) =>
    row.map((value, c) => {
      if (value === null) return null;
      const { text, colSpan = 1, rowSpan = 1 } = typeof value === "string" ? { text: value } : value;
      const x1 = lefts[c + colSpan - 1]! + widths[c + colSpan - 1]!;
      return {
        text,
        rowSpan,
        colSpan,
        bbox: { x0: lefts[c]!, y0: top + r * rowHeight, x1, y1: top + (r + rowSpan) * rowHeight },
      };
    }),
  );
}

/** The box around every cell of a grid. */
function boxOf(rows: (Cell | null)[][]) {
  const cells = rows.flat().filter((c): c is Cell => c !== null);
  return {
    x0: Math.min(...cells.map((c) => c.bbox.x0)),
    y0: Math.min(...cells.map((c) => c.bbox.y0)),
    x1: Math.max(...cells.map((c) => c.bbox.x1)),
    y1: Math.max(...cells.map((c) => c.bbox.y1)),
  };
}

/** A detector's candidate for a grid (evidence of a fully ruled, full grid unless given). */
export function candidate(
  rows: (Cell | null)[][],
  options: { method?: TableMethod; headerRows?: number; evidence?: Partial<TableEvidence> } = {},
): TableCandidate {
  const evidence: TableEvidence = {
    rulingCoverage: 1,
    alignmentResidual: 0,
    emptyCellRatio: 0,
    rowCount: rows.length,
    columnCount: rows[0]?.length ?? 0,
    ...options.evidence,
  };
  return {
    bbox: boxOf(rows),
    rows,
    method: options.method ?? "lattice",
    headerRows: options.headerRows ?? 0,
    evidence,
  };
}

/** A finished table on `page` (index `index` among that page's tables). */
export function pageTable(
  page: number,
  rows: (Cell | null)[][],
  options: { index?: number; method?: TableMethod; headerRows?: number; confidence?: number } = {},
): Table {
  return {
    page,
    pages: [page],
    index: options.index ?? 0,
    bbox: boxOf(rows),
    method: options.method ?? "lattice",
    confidence: options.confidence ?? 1,
    rows,
    headerRows: options.headerRows ?? 1,
  };
}
