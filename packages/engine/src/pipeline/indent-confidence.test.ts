import { describe, expect, it } from "vitest";
import type { Table } from "../types.js";
import { extractTables } from "./extract-tables.js";
import { textGrid } from "../testing/grid.js";
import { makePdf } from "../testing/make-pdf.js";
import { helveticaWidth, showText } from "../testing/helvetica.js";

/*
 * Confidence of tables whose stub column is indented by level (engine README, Confidence): a
 * statement's items set in under flush section rows, and hierarchies of three and four levels told
 * apart by indent alone, score what the same table set flush scores, table and every cell; a stub
 * whose rows start at scattered edges does not.
 */

const SIZE = 10;
const LEFT = 72;
const FIGURE_RIGHTS = [330, 410];
const ROW_HEIGHT = 18;
const TOP = 700;

/** A row: its label's level (0 flush) and figures, or none for a section row. */
type Row = { label: string; level: number; figures: [string, string] | null };

const STATEMENT: Row[] = [
  { label: "EUR million", level: 0, figures: ["2025", "2024"] },
  { label: "Revenue", level: 0, figures: null },
  { label: "Product sales", level: 1, figures: ["8,412.6", "7,903.1"] },
  { label: "Services", level: 1, figures: ["2,118.0", "1,964.4"] },
  { label: "Licences", level: 1, figures: ["311.9", "287.0"] },
  { label: "Total revenue", level: 0, figures: ["10,842.5", "10,154.5"] },
  { label: "Operating expenses", level: 0, figures: null },
  { label: "Cost of sales", level: 1, figures: ["(5,204.3)", "(4,981.0)"] },
  { label: "Administration", level: 1, figures: ["(986.4)", "(1,002.9)"] },
  { label: "Research", level: 1, figures: ["(412.0)", "(398.6)"] },
  { label: "Operating profit", level: 0, figures: ["4,239.8", "3,772.0"] },
];

const HIERARCHY: Row[] = [
  { label: "Area", level: 0, figures: ["Population", "Change"] },
  { label: "Northern Europe", level: 0, figures: ["106,250", "0.4"] },
  { label: "Norway", level: 1, figures: ["5,550", "0.9"] },
  { label: "Oslo", level: 2, figures: ["717", "1.1"] },
  { label: "Bergen", level: 2, figures: ["291", "0.7"] },
  { label: "Sweden", level: 1, figures: ["10,540", "0.6"] },
  { label: "Stockholm", level: 2, figures: ["984", "1.0"] },
  { label: "Gothenburg", level: 2, figures: ["607", "0.8"] },
  { label: "Western Europe", level: 0, figures: ["199,320", "0.3"] },
  { label: "Belgium", level: 1, figures: ["11,760", "0.4"] },
  { label: "Brussels", level: 2, figures: ["1,240", "0.5"] },
];

/** Four levels: continent, region, country, city. */
const DEEP: Row[] = [
  { label: "Area", level: 0, figures: ["Population", "Change"] },
  { label: "Europe", level: 0, figures: ["744,800", "0.1"] },
  { label: "Northern Europe", level: 1, figures: ["106,250", "0.4"] },
  { label: "Norway", level: 2, figures: ["5,550", "0.9"] },
  { label: "Oslo", level: 3, figures: ["717", "1.1"] },
  { label: "Bergen", level: 3, figures: ["291", "0.7"] },
  { label: "Sweden", level: 2, figures: ["10,540", "0.6"] },
  { label: "Stockholm", level: 3, figures: ["984", "1.0"] },
  { label: "Western Europe", level: 1, figures: ["199,320", "0.3"] },
  { label: "Belgium", level: 2, figures: ["11,760", "0.4"] },
  { label: "Brussels", level: 3, figures: ["1,240", "0.5"] },
  { label: "Antwerp", level: 3, figures: ["536", "0.6"] },
];

const width = (text: string) => helveticaWidth(text, SIZE);
const show = (x: number, y: number, text: string) => showText(x, y, text, SIZE);

/** The table with each label set `offset(row, index)` pt in from the left, figures right-aligned. */
async function read(rows: Row[], offset: (row: Row, r: number) => number): Promise<Table> {
  const ops: string[] = [];
  rows.forEach((row, r) => {
    const y = TOP - r * ROW_HEIGHT - 13;
    ops.push(show(LEFT + offset(row, r), y, row.label));
    row.figures?.forEach((f, c) => ops.push(show(FIGURE_RIGHTS[c]! - width(f), y, f)));
  });
  const result = await extractTables(makePdf([{ content: ops.join("\n") }]), {});
  expect(result.tables).toHaveLength(1);
  return result.tables[0]!;
}

const flush = () => 0;
const byLevel = (indent: number) => (row: Row) => row.level * indent;

/** How close an indented table scores to its flush twin. */
const TWIN_MARGIN = 0.05;

/** Each cell of `table` scores within TWIN_MARGIN of the same cell of its flush twin. */
function expectCellsAsSure(table: Table, twin: Table, what: string): void {
  table.rows.forEach((row, r) =>
    row.forEach((cell, c) => {
      const flush = twin.rows[r]![c]?.confidence ?? 0;
      expect(cell?.confidence ?? 0, `${what} cell ${r},${c}`).toBeGreaterThanOrEqual(flush - TWIN_MARGIN);
    }),
  );
}

describe("confidence of a table whose stub is indented by level", () => {
  it("scores an indented statement as its flush twin", async () => {
    const plain = await read(STATEMENT, flush);
    expect(plain.method).toBe("stream");
    for (const indent of [10, 18]) {
      const indented = await read(STATEMENT, byLevel(indent));
      expect(textGrid(indented), `${indent} pt`).toEqual(textGrid(plain));
      expect(indented.confidence, `${indent} pt`).toBeGreaterThanOrEqual(plain.confidence - TWIN_MARGIN);
      expectCellsAsSure(indented, plain, `${indent} pt`);
    }
  });

  it("scores a three-level hierarchy told apart by indent alone as its flush twin", async () => {
    const plain = await read(HIERARCHY, flush);
    const tree = await read(HIERARCHY, byLevel(12));
    expect(textGrid(tree)).toEqual(textGrid(plain));
    expect(tree.confidence).toBeGreaterThanOrEqual(plain.confidence - TWIN_MARGIN);
    expectCellsAsSure(tree, plain, "tree");
  });

  it("scores a four-level hierarchy told apart by indent alone as its flush twin", async () => {
    const plain = await read(DEEP, flush);
    const tree = await read(DEEP, byLevel(12));
    expect(textGrid(tree)).toEqual(textGrid(plain));
    expect(tree.confidence).toBeGreaterThanOrEqual(plain.confidence - TWIN_MARGIN);
    expectCellsAsSure(tree, plain, "four levels");
  });

  it("still counts a stub whose rows start at scattered edges against the table", async () => {
    const plain = await read(STATEMENT, flush);
    const steps = [0, 4, 9, 15, 22, 7, 13];
    const scattered = await read(STATEMENT, (_, r) => steps[r % steps.length]!);
    expect(textGrid(scattered)).toEqual(textGrid(plain));
    expect(scattered.confidence).toBeLessThan(plain.confidence - 0.1);
    // the labels furthest off the column's edge (22 pt in) are doubted beyond the table's own doubt
    const far = STATEMENT.findIndex((_, r) => steps[r % steps.length] === 22);
    expect(scattered.rows[far]![0]!.confidence).toBeLessThan(scattered.confidence);
  });
});
