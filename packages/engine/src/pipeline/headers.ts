import type { Cell } from "../types.js";
import { mapList } from "../flatten.js";

const NUMERIC = /^[-+(]?[$€£¥]?\s*[-+]?(\d{1,3}([,. ]\d{3})+|\d+)([.,]\d+)?\s*%?\)?$/;

/** A calendar year as a column label prints it: four digits, 1800 to 2199, nothing else. */
const YEAR = /^(1[89]|2[01])\d\d$/;

/** True when a cell's text reads as a number, amount or percentage. */
export function isNumeric(text: string): boolean {
  return NUMERIC.test(text.replace(/\s+/g, " ").trim());
}

/**
 * How many leading rows are headers, when the detector did not say: the top
 * row is a header when none of its cells is a number while the rows below
 * hold numbers in some of the same columns. A header cell spanning columns
 * extends the header over the row beneath it (a two-level header): a cell
 * spanning columns is a heading whatever it reads ("2019" over "Q1 | Q2"),
 * and the row under it is a header row when its cells are labels, a year
 * counting as one where the body of its column holds no years ("Sales" over
 * "2023 | 2024"), or when a top-row cell is drawn down over it (a ruled
 * "Product" cell as tall as both header rows).
 */
export function detectHeaderRows(rows: (Cell | null)[][], known: number): number {
  if (known > 0 || rows.length < 2) return known;
  const first = rows[0]!;
  const texts = mapList(first, (c) => c?.text.trim() ?? "");
  if (texts.every((t) => t === "")) return 0;
  for (let c = 0; c < first.length; c++)
    if (texts[c] !== "" && isNumeric(texts[c]!) && !spansColumns(first[c])) return 0;
  let numericBelow = 0;
  for (let c = 0; c < first.length; c++) {
    const below = mapList(rows.slice(1), (r) => r[c]?.text.trim() ?? "").filter((t) => t !== "");
    if (below.length > 0 && below.filter(isNumeric).length * 2 >= below.length) numericBelow++;
  }
  const spans = first.some(spansColumns);
  if (numericBelow === 0 && !spans) return 0;
  if (spans && rows.length > 2 && secondRowIsHeader(rows)) return 2;
  return 1;
}

function spansColumns(cell: Cell | null | undefined): boolean {
  return cell !== null && cell !== undefined && cell.colSpan > 1;
}

/** Under a top row with a spanning heading: the second row is drawn into the top one, or holds only labels. */
function secondRowIsHeader(rows: (Cell | null)[][]): boolean {
  for (const cell of rows[0]!) if (cell && cell.rowSpan >= 2) return true;
  const second = rows[1]!;
  for (let c = 0; c < second.length; c++) {
    const text = second[c]?.text.trim() ?? "";
    if (text !== "" && isNumeric(text) && !(YEAR.test(text) && !yearsBelow(rows, c))) return false;
  }
  return true;
}

/** Whether the body (rows under the second) of column `c` holds years in half its filled cells. */
function yearsBelow(rows: (Cell | null)[][], c: number): boolean {
  let filled = 0,
    years = 0;
  for (let r = 2; r < rows.length; r++) {
    const text = rows[r]![c]?.text.trim() ?? "";
    if (text === "") continue;
    filled++;
    if (YEAR.test(text)) years++;
  }
  return filled > 0 && years * 2 >= filled;
}
