import type { Word } from "../types.js";
import { phrase, phraseRight } from "./synthetic-page.js";

/**
 * Test helper: an invoice's items (9 pt, rows 17 pt apart from `y`): quantity right-aligned at the
 * left, the description beside it, unit price and amount right-aligned far right, with the widest
 * gap of the line between description and unit price.
 */
export function invoiceItems(y: number): Word[] {
  const rows = [
    ["Qty", "Description", "Unit price", "Amount"],
    ["6", "Patch cables, 2 m", "75.84", "455.04"],
    ["5", "Annual support contract", "180.58", "902.90"],
    ["10", "Travel expenses", "131.99", "1,319.90"],
    ["10", "Consulting, March (hours)", "354.20", "3,542.00"],
    ["5", "Site visit and survey", "317.79", "1,588.95"],
  ];
  return rows.flatMap((r, i) => {
    const base = y + i * 17;
    return [
      ...phraseRight(r[0]!, 80, base, 9),
      ...phrase(r[1]!, 92, base, 9),
      ...phraseRight(r[2]!, 430, base, 9),
      ...phraseRight(r[3]!, 520, base, 9),
    ];
  });
}
