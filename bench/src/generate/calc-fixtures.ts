import { expectedGrid } from "../pdf/table-spec.js";
import { item, place, seededRandom } from "../speed/sample-data.js";
import { displayed, fodsDocument, type CalcSheet } from "./fods.js";
import type { Fixture } from "./fixture.js";
import { spreadsheetToPdf } from "./libreoffice.js";

/** The expected grid of a sheet: header cells as written, body values as Calc displays them. */
export function sheetGrid(sheet: CalcSheet): string[][] {
  const header = expectedGrid({ rows: sheet.header, headerRows: sheet.header.length, style: "borderless" });
  const body = sheet.body.map((row) => row.map((v, c) => displayed(v, sheet.columns[c]?.format ?? "text")));
  return [...header, ...body];
}

function inventory(seed: number, rows: number): Array<Array<string | number>> {
  const random = seededRandom(seed);
  return Array.from({ length: rows }, (_, i) => {
    const onHand = Math.floor(random() * 40000);
    const reserved = Math.floor(random() * 3000);
    const cost = Math.round(random() * 500000) / 100;
    return [`W-${100 + i}`, place(random), item(random), onHand, reserved, cost, Math.round(onHand * cost * 100) / 100];
  });
}

const bordered: CalcSheet = {
  title: "Inventory by warehouse",
  borders: true,
  header: [
    [
      { text: "Code", rowSpan: 2 },
      { text: "Warehouse", rowSpan: 2 },
      { text: "Item", rowSpan: 2 },
      { text: "Units", colSpan: 2 },
      { text: "Value (EUR)", colSpan: 2 },
    ],
    [{ text: "On hand" }, { text: "Reserved" }, { text: "Unit cost" }, { text: "Total" }],
  ],
  body: inventory(97, 22),
  columns: [
    { widthCm: 1.6, format: "text" },
    { widthCm: 2.6, format: "text" },
    { widthCm: 2.8, format: "text" },
    { widthCm: 2.0, format: "int" },
    { widthCm: 2.0, format: "int" },
    { widthCm: 2.2, format: "dec2" },
    { widthCm: 3.2, format: "dec2" },
  ],
};

function monthly(seed: number, rows: number): Array<Array<string | number>> {
  const random = seededRandom(seed);
  return Array.from({ length: rows }, (_, i) => [
    `${place(random)} ${i + 1}`,
    ...Array.from({ length: 12 }, () => Math.floor(random() * 250000)),
  ]);
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const gridless: CalcSheet = {
  title: "Monthly shipments",
  borders: false,
  landscape: true,
  header: [[{ text: "Depot" }, ...MONTHS.map((m) => ({ text: m }))]],
  body: monthly(101, 24),
  columns: [{ widthCm: 3.0, format: "text" }, ...MONTHS.map(() => ({ widthCm: 1.85, format: "int" as const }))],
};

/** Fixtures converted from spreadsheets by LibreOffice Calc. */
export const calcFixtures: Fixture[] = [
  {
    name: "calc_bordered_merged",
    kind: "lattice",
    tool: "libreoffice",
    notes:
      "Calc sheet with thin borders on every cell, merged header cells over two rows, grouped integers and two-decimal amounts.",
    build: async () => ({
      pdf: await spreadsheetToPdf(fodsDocument(bordered)),
      tables: [{ page: 1, cells: sheetGrid(bordered) }],
    }),
  },
  {
    name: "calc_gridless_landscape",
    kind: "stream",
    tool: "libreoffice",
    notes: "Calc sheet printed landscape without gridlines or borders: 13 columns of right-aligned numbers.",
    build: async () => ({
      pdf: await spreadsheetToPdf(fodsDocument(gridless)),
      tables: [{ page: 1, cells: sheetGrid(gridless) }],
    }),
  },
];
