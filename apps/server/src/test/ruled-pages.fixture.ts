// Test-only (excluded from the build like the tests): PDFs drawn with the engine's test writer.
import { ruledTable } from "../../../../packages/engine/src/testing/grid.js";
import { makePdf } from "../../../../packages/engine/src/testing/make-pdf.js";

/** Page size of the generated pages (US letter), in points. */
export const PAGE = { width: 612, height: 792 };

/** Where the two tables of every page sit, as displayed (top-left origin, points), with a little margin. */
export const TABLE_BOXES = {
  upper: [60, 60, 450, 165] as [number, number, number, number],
  lower: [60, 280, 450, 385] as [number, number, number, number],
};

/** The cell text of the generated tables: page, table (A upper, B lower), row, column. */
export const cellText = (page: number, table: "A" | "B", row: number, col: number) => `P${page}${table}r${row}c${col}`;

/**
 * A PDF of `pages` US-letter pages, each with two ruled tables of 4 rows x 3
 * columns: A at y 72-152 and B at y 292-372 (displayed), x 72-432.
 */
export function ruledPagesPdf(pages: number): Buffer {
  const grid = (page: number, table: "A" | "B") =>
    Array.from({ length: 4 }, (_, r) => Array.from({ length: 3 }, (_, c) => cellText(page, table, r, c)));
  return Buffer.from(
    makePdf(
      Array.from({ length: pages }, (_, i) => ({
        content: [
          ruledTable(grid(i + 1, "A"), 72, PAGE.height - 72, [120, 120, 120]),
          ruledTable(grid(i + 1, "B"), 72, PAGE.height - 292, [120, 120, 120]),
        ].join("\n"),
      })),
    ),
  );
}
