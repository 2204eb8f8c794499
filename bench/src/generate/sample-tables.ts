import { grouped, item, place, seededRandom } from "../speed/sample-data.js";
import type { TableSpec } from "../pdf/table-spec.js";

/**
 * Source tables shared by the fixture builders: deterministic data drawn
 * the same way whether it goes through the PDF writer, Chromium or Calc.
 */

/** Column alignments. */
export const R = "right" as const;
export const L = "left" as const;

/** Accounting style: negatives in parentheses, missing as a dash. */
/** A money amount: accounting-style negatives in parentheses, sometimes a dash. */
export function money(random: () => number, scale = 5000): string {
  const v = Math.round((random() - 0.2) * scale);
  if (random() < 0.06) return "-";
  return v < 0 ? `(${grouped(-v)})` : grouped(v);
}

/** Rows of a depot name and four quarterly amounts. */
export function quarterly(seed: number, rows: number): string[][] {
  const random = seededRandom(seed);
  return Array.from({ length: rows }, (_, i) => [
    `${place(random)} ${i + 1}`,
    ...Array.from({ length: 4 }, () => money(random)),
  ]);
}

/** Ruled table with a two-row header: a row-spanning label and two year groups. */
export const spanningHeader: TableSpec = {
  headerRows: 2,
  style: "ruled",
  align: [L, R, R, R, R],
  rows: [
    [
      { text: "Depot", rowSpan: 2 },
      { text: "2023", colSpan: 2 },
      { text: "2024", colSpan: 2 },
    ],
    ["H1", "H2", "H1", "H2"],
    ...quarterly(11, 9),
  ],
};

/** Ruled price list whose descriptions run over two or three lines. */
export const multiline: TableSpec = {
  headerRows: 1,
  style: "ruled",
  align: [L, L, L, R],
  rows: [
    ["Code", "Description", "Unit", "Price"],
    ["A-100", "Galvanised steel bolt,\nM8 x 60, with nut", "box of 50", "12.40"],
    ["A-101", "Galvanised steel bolt,\nM10 x 80, with nut\nand washer", "box of 25", "14.95"],
    ["B-220", "Copper wire 2.5 mm", "roll 100 m", "89.00"],
    ["C-310", "Pine board 20 x 200,\nplaned all round", "each", "7.25"],
    ["D-404", "Float glass pane 4 mm,\ncut to size", "m2", "31.80"],
    ["E-515", "Clay roof tile, red", "pallet", "412.00"],
  ],
};

/** A ledger of depot, item, quantity, unit price and total. */
export function ledger(seed: number, rows: number, style: TableSpec["style"]): TableSpec {
  const random = seededRandom(seed);
  return {
    headerRows: 1,
    style,
    align: [L, L, R, R, R],
    rows: [
      ["Depot", "Item", "Quantity", "Unit price", "Total"],
      ...Array.from({ length: rows }, () => {
        const qty = 1 + Math.floor(random() * 2000);
        const price = 1 + Math.floor(random() * 9000) / 100;
        return [place(random), item(random), grouped(qty), price.toFixed(2), grouped(qty * price)];
      }),
    ],
  };
}

/** Booktabs table with two-line header cells. */
export const booktabs: TableSpec = {
  headerRows: 1,
  style: "booktabs",
  align: [L, R, R, R],
  rows: [
    ["Item", "Unit\nprice", "Units\nsold", "Revenue\n(EUR)"],
    ...ledger(23, 12, "booktabs")
      .rows.slice(1)
      .map((r) => [r[1] ?? "", r[3] ?? "", r[2] ?? "", r[4] ?? ""]),
  ],
};

/** A wide table: a name column and one number column per month. */
export function wide(seed: number, cols: number, rows: number, style: TableSpec["style"]): TableSpec {
  const random = seededRandom(seed);
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"].slice(
    0,
    cols - 1,
  );
  return {
    headerRows: 1,
    style,
    align: [L, ...months.map(() => R)],
    rows: [
      ["Depot", ...months],
      ...Array.from({ length: rows }, (_, i) => [
        `${place(random)} ${i + 1}`,
        ...months.map(() => grouped(random() * 99999)),
      ]),
    ],
  };
}
