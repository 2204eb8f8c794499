import type { ExpectedTable } from "../corpus/entry.js";
import { PageCanvas } from "../pdf/canvas.js";
import { drawTable } from "../pdf/draw-table.js";
import { expectedGrid, type TableSpec } from "../pdf/table-spec.js";
import { writePdf } from "../pdf/writer.js";
import type { BuiltFixture, Fixture } from "./fixture.js";
import { L, R } from "./sample-tables.js";

const LANDSCAPE = { width: 792, height: 612 };
const MARGIN = 36;

/**
 * One logical page of a two-up sheet: a title, the table and a page number at its foot. (A running heading in small
 * type right above the title is left out here; `running-heading-fixtures.ts` measures that on a single page.)
 */
interface HalfPage {
  title: string;
  table: TableSpec;
  folio: string;
}

/**
 * Two half-width logical pages printed side by side on one landscape sheet (a booklet or "2 pages per sheet"
 * print), each with its own heading, table and page number: two tables, never one wide table.
 */
function twoUp(halves: [HalfPage, HalfPage]): BuiltFixture {
  const canvas = new PageCanvas(LANDSCAPE);
  const tables: ExpectedTable[] = [];
  const half = LANDSCAPE.width / 2;
  halves.forEach((page, i) => {
    const x = i * half + MARGIN;
    canvas.text(x, MARGIN + 13, page.title, 13, "Helvetica-Bold");
    drawTable(canvas, page.table, x, MARGIN + 31);
    const folioWidth = canvas.measure(page.folio, 8);
    canvas.text(i * half + half / 2 - folioWidth / 2, LANDSCAPE.height - MARGIN, page.folio, 8);
    tables.push({ page: 1, cells: expectedGrid(page.table) });
  });
  return { pdf: writePdf([canvas.page()]), tables };
}

const PARTS: string[][] = Array.from({ length: 26 }, (_, i) => {
  const names = [
    "Hex bolt M8",
    "Washer 8 mm",
    "Lock nut M8",
    "Bracket",
    "Hinge",
    "Cable tie",
    "Grommet",
    "Spring clip",
  ];
  const qty = 5 + ((i * 37) % 240);
  const price = 0.12 + ((i * 1_973) % 4_200) / 100;
  return [
    `P-${String(1040 + i * 7)}`,
    `${names[i % names.length] ?? ""} ${String.fromCharCode(65 + (i % 5))}`,
    String(qty),
    price.toFixed(2),
  ];
});

const listing = (rows: string[][], style: TableSpec["style"]): TableSpec => ({
  headerRows: 1,
  style,
  align: [L, L, R, R],
  rows: [["Part no.", "Description", "Qty", "Price"], ...rows],
});

/** A short stock summary by category, also set under a running heading (running-heading-fixtures.ts). */
export const SUMMARY_ROWS: string[][] = [
  ["Category", "Lines", "Value"],
  ["Fasteners", "412", "3,118.40"],
  ["Fittings", "188", "2,904.15"],
  ["Electrical", "97", "1,760.00"],
  ["Seals", "64", "412.88"],
  ["Tools", "21", "1,095.50"],
  ["Total", "782", "9,290.93"],
];

const summary: TableSpec = {
  headerRows: 1,
  style: "borderless",
  align: [L, R, R],
  rows: SUMMARY_ROWS,
};

/** Probes for two logical pages printed side by side on one sheet (`two_up`). */
export const twoUpFixtures: Fixture[] = [
  {
    name: "gen_two_up_listing_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "two_up",
    notes:
      "Landscape sheet holding two portrait pages side by side (pages 3 and 4 of a parts list), each with a title, unruled table of the same four columns and a page number; rows level across the halves. Two tables.",
    build: async () =>
      twoUp([
        {
          title: "Parts list (page 3)",
          table: listing(PARTS.slice(0, 13), "borderless"),
          folio: "3",
        },
        {
          title: "Parts list (page 4)",
          table: listing(PARTS.slice(13), "borderless"),
          folio: "4",
        },
      ]),
  },
  {
    name: "gen_two_up_listing_booktabs",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "two_up",
    notes: "The same two-up sheet, each half's table ruled booktabs-style; the right half shorter (the list's end).",
    build: async () =>
      twoUp([
        {
          title: "Parts list (page 3)",
          table: listing(PARTS.slice(0, 13), "booktabs"),
          folio: "3",
        },
        {
          title: "Parts list (page 4)",
          table: listing(PARTS.slice(13, 21), "booktabs"),
          folio: "4",
        },
      ]),
  },
  {
    name: "gen_two_up_summary_detail",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "two_up",
    notes: "Two-up sheet: a three-column summary on the left half, a four-column listing on the right, both unruled.",
    build: async () =>
      twoUp([
        { title: "Summary", table: summary, folio: "1" },
        { title: "Detail", table: listing(PARTS.slice(0, 12), "borderless"), folio: "2" },
      ]),
  },
];
