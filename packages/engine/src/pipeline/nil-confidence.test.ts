import { describe, expect, it } from "vitest";
import type { Table } from "../types.js";
import { extractTables } from "./extract-tables.js";
import { textGrid } from "../testing/grid.js";
import { makePdf } from "../testing/make-pdf.js";
import { helveticaWidth, showText } from "../testing/helvetica.js";

/*
 * A lone dash for "nothing to report" is set anywhere in its column (centred, on the decimal point, flush):
 * an unruled table whose nil dashes stand centred in right-aligned figure columns scores what the same table
 * scores with them flush right, table and every cell (engine README, Confidence).
 */

const SIZE = 10;
const ROWS: string[][] = [
  ["Station", "Jan", "Feb", "Mar"],
  ["Harbour", "38.4", "-", "21.7"],
  ["City centre", "45.0", "29.2", "-"],
  ["Ring road", "-", "33.9", "52.6"],
  ["Park", "17.3", "-", "9.8"],
  ["Airport", "29.1", "24.4", "-"],
  ["Depot", "31.0", "-", "27.5"],
];
const RIGHTS = [250, 330, 410];
const TOP = 700;
/** How close the centred-dash table scores to its flush twin (the dashes still nudge where a column is found). */
const TWIN_MARGIN = 0.05;

async function read(centredNil: boolean): Promise<Table> {
  const ops: string[] = [];
  ROWS.forEach((row, r) => {
    const y = TOP - r * 18;
    ops.push(showText(72, y, row[0]!, SIZE));
    row.slice(1).forEach((text, c) => {
      const w = helveticaWidth(text, SIZE);
      const x = centredNil && text === "-" ? RIGHTS[c]! - 12 - w / 2 : RIGHTS[c]! - w;
      ops.push(showText(x, y, text, SIZE));
    });
  });
  const result = await extractTables(makePdf([{ content: ops.join("\n") }]), {});
  expect(result.tables).toHaveLength(1);
  return result.tables[0]!;
}

describe("confidence of a table with nil dashes", () => {
  it("scores dashes centred in right-aligned columns as dashes set flush", async () => {
    const flush = await read(false);
    const centred = await read(true);
    expect(textGrid(centred)).toEqual(textGrid(flush));
    expect(textGrid(centred)).toEqual(ROWS);
    expect(centred.confidence).toBeGreaterThanOrEqual(flush.confidence - TWIN_MARGIN);
    centred.rows.forEach((row, r) =>
      row.forEach((cell, c) =>
        expect(cell?.confidence ?? 0, `cell ${r},${c}`).toBeGreaterThanOrEqual(
          (flush.rows[r]![c]?.confidence ?? 0) - TWIN_MARGIN,
        ),
      ),
    );
  });
});
