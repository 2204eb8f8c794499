import { describe, expect, it } from "vitest";
import type { Table } from "../types.js";
import { extractTables } from "./extract-tables.js";
import { gridRules, textGrid } from "../testing/grid.js";
import { makePdf } from "../testing/make-pdf.js";
import { helveticaWidth, showText } from "../testing/helvetica.js";

/*
 * Confidence of a statement with dot leaders against the same statement without them. The evidence
 * a table's confidence comes from is measured on what the detector read (stream: the segments after
 * the leaders stage, lattice: the rulings and cells), and cell confidence on the page's words, which
 * still hold the leaders: a leader must cost neither. Items indented under section rows, as statements
 * set them (an indent by level costs nothing either: engine README, Confidence).
 */

const SIZE = 10;
const LEFT = 72;
const INDENT = 10;
/** Where leaders end, a little before the first figure column's widest figure. */
const LEADER_END = 262;
/** Right edges of the two figure columns, and the grid's column borders when ruled. */
const FIGURE_RIGHTS = [330, 410];
const BORDERS = [LEFT - 6, 270, 340, 420];
const ROW_HEIGHT = 18;
const TOP = 700;

type Row = { label: string; item: boolean; figures: [string, string] | null };
const ROWS: Row[] = [
  { label: "EUR million", item: false, figures: ["2025", "2024"] },
  { label: "Revenue", item: false, figures: null },
  { label: "Product sales", item: true, figures: ["8,412.6", "7,903.1"] },
  { label: "Services", item: true, figures: ["2,118.0", "1,964.4"] },
  { label: "Total revenue", item: false, figures: ["10,530.6", "9,867.5"] },
  { label: "Operating expenses", item: false, figures: null },
  { label: "Cost of sales", item: true, figures: ["(5,204.3)", "(4,981.0)"] },
  { label: "Administration", item: true, figures: ["(986.4)", "(1,002.9)"] },
  { label: "Operating profit", item: false, figures: ["4,339.9", "3,883.2"] },
];

type LeaderStyle = "none" | "run" | "spaced" | "glued";

const width = (text: string) => helveticaWidth(text, SIZE);
const show = (x: number, y: number, text: string) => showText(x, y, text, SIZE);

/** The statement's content stream, with leaders after the items and totals set in `style`, ruled or not. */
function statement(style: LeaderStyle, ruled: boolean): string {
  const ops: string[] = ruled
    ? ["0.5 w 0 0 0 RG", ...gridRules(ROWS.length, BORDERS[0]!, TOP, widths(), ROW_HEIGHT)]
    : [];
  const dot = width(".");
  ROWS.forEach((row, r) => {
    const y = TOP - r * ROW_HEIGHT - 13;
    const x = LEFT + (row.item ? INDENT : 0);
    const led = style !== "none" && r > 0 && row.figures !== null;
    const end = x + width(row.label);
    if (led && style === "glued") ops.push(show(x, y, row.label + ".".repeat(Math.floor((LEADER_END - end) / dot))));
    else ops.push(show(x, y, row.label));
    if (led && style === "run") {
      const from = end + width(" ");
      ops.push(show(from, y, ".".repeat(Math.floor((LEADER_END - from) / dot))));
    }
    if (led && style === "spaced") for (let d = end + 5; d + dot <= LEADER_END; d += 5) ops.push(show(d, y, "."));
    row.figures?.forEach((f, c) => ops.push(show(FIGURE_RIGHTS[c]! - width(f), y, f)));
  });
  return ops.join("\n");
}

function widths(): number[] {
  const out: number[] = [];
  for (let i = 1; i < BORDERS.length; i++) out.push(BORDERS[i]! - BORDERS[i - 1]!);
  return out;
}

async function read(style: LeaderStyle, ruled: boolean): Promise<Table> {
  const result = await extractTables(makePdf([{ content: statement(style, ruled) }]), {});
  expect(result.tables).toHaveLength(1);
  return result.tables[0]!;
}

/** Scores may differ by rounding, not more. */
const MARGIN = 0.01;

describe("confidence of a statement with dot leaders", () => {
  for (const ruled of [false, true]) {
    it(`is as high as without leaders, table and every cell (${ruled ? "ruled" : "unruled"})`, async () => {
      const plain = await read("none", ruled);
      expect(plain.method).toBe(ruled ? "lattice" : "stream");
      for (const style of ["run", "spaced", "glued"] as const) {
        const led = await read(style, ruled);
        expect(textGrid(led), style).toEqual(textGrid(plain));
        expect(led.confidence, style).toBeGreaterThanOrEqual(plain.confidence - MARGIN);
        led.rows.forEach((row, r) =>
          row.forEach((cell, c) => {
            const before = plain.rows[r]![c]?.confidence ?? 0;
            expect(cell?.confidence ?? 0, `${style} cell ${r},${c}`).toBeGreaterThanOrEqual(before - MARGIN);
          }),
        );
      }
    });
  }
});
