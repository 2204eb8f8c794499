import { describe, expect, it } from "vitest";
import { extractTables } from "../pipeline/extract-tables.js";
import { makePdf } from "../testing/make-pdf.js";

/** Helvetica's digits, comma and point at 10 pt (each 0.556 em, the point and comma 0.278). */
function figureWidth(text: string): number {
  let w = 0;
  for (const ch of text) w += ch === "." || ch === "," ? 2.78 : 5.56;
  return w;
}

const STATEMENT = [
  ["03/01", "Opening balance", "", "1,250.00"],
  ["03/02", "Card payment grocer", "42.10", "1,207.90"],
  ["03/05", "Salary", "2,400.00", "3,607.90"],
  ["03/09", "Rent", "950.00", "2,657.90"],
  ["03/12", "Transfer to savings", "300.00", "2,357.90"],
  ["03/15", "Electricity", "61.35", "2,296.55"],
];

/**
 * A bank statement as printed: dates and descriptions left-aligned, amount and balance
 * right-aligned to x 380 and 470, no rulings. The user's guides part the columns at `guides`.
 */
function statementPdf(): Uint8Array {
  const ops: string[] = [];
  const head = ["Date", "Description", "Amount", "Balance"];
  const rows = [head, ...STATEMENT];
  rows.forEach((row, r) => {
    const y = 700 - r * 16;
    const place = (text: string, x: number) => ops.push(`BT /F1 10 Tf ${x} ${y} Td (${text}) Tj ET`);
    place(row[0]!, 72);
    place(row[1]!, 120);
    if (row[2]) place(row[2], r === 0 ? 380 - 36 : 380 - figureWidth(row[2]));
    place(row[3]!, r === 0 ? 470 - 37 : 470 - figureWidth(row[3]!));
  });
  return makePdf([{ content: ops.join("\n") }]);
}

describe("a table read with the user's column guides", () => {
  it("is as sure as its text fits its columns: a right statement read with guides is not low confidence", async () => {
    const { tables } = await extractTables(statementPdf(), { columns: { 1: [110, 300, 390] } });
    expect(tables).toHaveLength(1);
    const table = tables[0]!;
    expect(table.rows.map((row) => row.map((c) => c?.text ?? ""))).toEqual([
      ["Date", "Description", "Amount", "Balance"],
      ...STATEMENT,
    ]);
    expect(table.confidence).toBeGreaterThanOrEqual(0.8);
    // the same guides on an area drawn around it, as the correction workspace sends them
    const area = { x0: 60, y0: 80, x1: 480, y1: 200, columns: [110, 300, 390] };
    const inArea = await extractTables(statementPdf(), { areas: { 1: [area] } });
    expect(inArea.tables.map((t) => t.confidence)).toEqual([table.confidence]);
  });

  it("is less sure when a guide cuts through words", async () => {
    const right = await extractTables(statementPdf(), { columns: { 1: [110, 300, 390] } });
    // 150 runs through "Description", "Opening balance", "Card payment grocer", "Transfer to savings"...
    const cutting = await extractTables(statementPdf(), { columns: { 1: [110, 150, 300, 390] } });
    const table = cutting.tables[0]!;
    expect(table.rows.find((row) => row[1]?.text === "Card")![2]!.text).toBe("payment grocer");
    expect(table.confidence).toBeLessThan(right.tables[0]!.confidence - 0.05);
  });
});
