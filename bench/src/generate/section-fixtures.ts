import type { ExpectedTable } from "../corpus/entry.js";
import { PageCanvas } from "../pdf/canvas.js";
import { drawTable } from "../pdf/draw-table.js";
import { expectedGrid, type TableSpec } from "../pdf/table-spec.js";
import { writePdf } from "../pdf/writer.js";
import type { Fixture } from "./fixture.js";
import { flowPdf, type PageSpec } from "./flow.js";
import { drawProse, PROSE } from "./prose.js";
import { L, R } from "./sample-tables.js";
import { accountingCosts, balanceSheet, incomeStatement, regionGroups } from "./section-tables.js";

const single = (pages: PageSpec[]) => async () => flowPdf(pages);

/** One column of a two-column page: a heading, prose, a table, more prose. */
interface PageColumn {
  heading: string;
  above: string[];
  table: TableSpec;
  below: string[];
}

const LETTER = { width: 612, height: 792 };
const MARGIN = 54;
const GUTTER = 24;

/**
 * A page set in two columns, each holding its own table between paragraphs:
 * two different tables side by side, not one wide table. Expected tables are
 * the left column's then the right's, from their specs.
 */
function twoColumnPage(columns: [PageColumn, PageColumn]): () => Promise<{ pdf: Uint8Array; tables: ExpectedTable[] }> {
  return async () => {
    const canvas = new PageCanvas(LETTER);
    const width = (LETTER.width - 2 * MARGIN - GUTTER) / 2;
    canvas.text(MARGIN, MARGIN + 13, "Regional report", 13, "Helvetica-Bold");
    const tables: ExpectedTable[] = [];
    columns.forEach((column, i) => {
      const x = MARGIN + i * (width + GUTTER);
      let y = MARGIN + 13 + 18;
      canvas.text(x, y + 11, column.heading, 11, "Helvetica-Bold");
      y += 11 + 8;
      y = drawProse(canvas, column.above, x, y) + 9;
      const drawn = drawTable(canvas, column.table, x, y);
      y = drawn.y1 + 12;
      drawProse(canvas, column.below, x, y);
      tables.push({ page: 1, cells: expectedGrid(column.table) });
    });
    return { pdf: writePdf([canvas.page()]), tables };
  };
}

/** Staff by region: three columns, filling a page column. */
function staffColumn(style: TableSpec["style"]): TableSpec {
  return {
    headerRows: 1,
    style,
    align: [L, R, R],
    colWidths: [110, 60, 70],
    rows: [
      ["Region", "Staff", "Share (%)"],
      ["North", "1,204", "31.5"],
      ["East", "877", "22.9"],
      ["South", "1,015", "26.5"],
      ["West", "731", "19.1"],
      ["Head office", "302", "7.9"],
      ["Total", "4,129", "100.0"],
    ],
  };
}

/** Product sales: four columns of a different width, filling a page column. */
function productColumn(style: TableSpec["style"]): TableSpec {
  return {
    headerRows: 1,
    style,
    align: [L, R, R, R],
    colWidths: [88, 46, 60, 46],
    rows: [
      ["Product", "Units", "Revenue", "Margin"],
      ["Pallets", "12,480", "311,900", "18%"],
      ["Crates", "8,115", "97,380", "22%"],
      ["Drums", "2,302", "64,456", "9%"],
      ["Sacks", "40,210", "52,273", "31%"],
      ["Cartons", "19,884", "75,559", "14%"],
      ["Totes", "3,067", "44,472", "(4%)"],
    ],
  };
}

const LEFT_ABOVE = [
  "Staff numbers stayed flat in every",
  "region; the head office moved two",
  "teams to the eastern depot.",
];
const LEFT_BELOW = ["Part-time staff are counted as one", "person each."];
const RIGHT_ABOVE = [
  "Sales of pallets and crates made up",
  "most of the revenue, while totes",
  "were sold below cost.",
];
const RIGHT_BELOW = ["Margins are before overheads and", "rounded to whole percents."];

/**
 * Probes for layout classes the fixtures did not cover: financial statements
 * (section rows, indented items, dot leaders, negatives in parentheses), row
 * groups under full-width label rows, two tables side by side in a
 * two-column page, and amounts with a currency symbol set apart in their cell.
 */
export const sectionFixtures: Fixture[] = [
  {
    name: "gen_statement_leaders",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "financial_statement",
    notes:
      "Unruled income statement: bold section rows without figures, indented items with dot leaders to the figures, bold totals, negatives in parentheses; prose above.",
    build: single([
      {
        blocks: [
          { title: "Consolidated income statement" },
          { prose: PROSE.slice(0, 2) },
          { table: incomeStatement("borderless", { leaders: true, indent: 10 }) },
        ],
      },
    ]),
  },
  {
    name: "gen_statement_booktabs_caption",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "financial_statement",
    notes:
      "Booktabs balance sheet under a caption line: bold section rows, indented items with dot leaders, a narrow note column between labels and figures, a negative in parentheses.",
    build: single([
      {
        blocks: [
          { title: "Annual accounts" },
          { prose: PROSE.slice(0, 1) },
          { prose: ["Table 4. Consolidated balance sheet"] },
          { space: -6 },
          { table: balanceSheet("booktabs", { leaders: true, indent: 10 }) },
          { prose: PROSE.slice(1) },
        ],
      },
    ]),
  },
  {
    name: "gen_statement_spaced_leaders_booktabs",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "financial_statement",
    notes:
      "Booktabs income statement with two year columns whose dot leaders are set as typesetting programs set them: every '.' a text object of its own, a space apart; bold section rows and totals, negatives in parentheses; prose above and below.",
    build: single([
      {
        blocks: [
          { title: "Consolidated income statement" },
          { prose: PROSE.slice(0, 1) },
          { table: incomeStatement("booktabs", { leaders: true, leaderStyle: "spaced", indent: 10 }) },
          { prose: PROSE.slice(1, 3) },
        ],
      },
    ]),
  },
  {
    name: "gen_statement_glued_leaders",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "financial_statement",
    notes:
      "Unruled balance sheet whose labels are padded with periods in their own text run, no space between ('Inventories.........'), a narrow note column between labels and figures, bold section rows and totals, a negative in parentheses.",
    build: single([
      {
        blocks: [
          { title: "Annual accounts" },
          { prose: PROSE.slice(0, 2) },
          { table: balanceSheet("borderless", { leaders: true, leaderStyle: "glued", indent: 8 }) },
        ],
      },
    ]),
  },
  {
    name: "gen_statement_ruled_leaders",
    kind: "lattice",
    tool: "pdf-writer",
    fixtureClass: "financial_statement",
    notes:
      "Fully ruled balance sheet whose labels run to the cell's right border through dot leaders (one run of periods a space after the text): a narrow note column, bold section rows and totals, a negative in parentheses; the leaders are in the grid's cells, not cell text.",
    build: single([
      {
        blocks: [
          { title: "Annual accounts" },
          { prose: PROSE.slice(0, 1) },
          { table: balanceSheet("ruled", { leaders: true, indent: 10 }) },
          { prose: PROSE.slice(1, 2) },
        ],
      },
    ]),
  },
  {
    name: "gen_statement_ruled_glued_leaders",
    kind: "lattice",
    tool: "pdf-writer",
    fixtureClass: "financial_statement",
    notes:
      "Fully ruled income statement whose labels are padded with periods in their own text run, no space between ('Services.........'), two year columns, bold section rows and totals, negatives in parentheses and a '-' for nothing.",
    build: single([
      {
        blocks: [
          { title: "Consolidated income statement" },
          { prose: PROSE.slice(0, 2) },
          { table: incomeStatement("ruled", { leaders: true, leaderStyle: "glued", indent: 8 }) },
        ],
      },
    ]),
  },
  {
    name: "gen_statement_contents_above",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "false_tables",
    notes:
      "A table of contents (titles with spaced dot leaders to page numbers) above an unruled income statement with leaders; the contents list is not a table, the statement is.",
    build: single([
      {
        blocks: [
          { title: "Annual report 2025" },
          {
            contents: [
              ["Letter to shareholders", 2],
              ["Report of the board", 5],
              ["Risks and opportunities", 11],
              ["Consolidated income statement", 18],
              ["Consolidated balance sheet", 19],
              ["Notes to the accounts", 23],
            ],
          },
          { prose: PROSE.slice(0, 1) },
          { table: incomeStatement("borderless", { leaders: true, indent: 10 }) },
        ],
      },
    ]),
  },
  {
    name: "gen_statement_indented",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "financial_statement",
    notes:
      "Unruled income statement without leaders: bold section rows, items indented under them, bold totals, negatives in parentheses; prose above and below.",
    build: single([
      {
        blocks: [
          { title: "Consolidated income statement" },
          { prose: PROSE.slice(0, 2) },
          { table: incomeStatement("borderless", { leaders: false, indent: 12 }) },
          { prose: PROSE.slice(2) },
        ],
      },
    ]),
  },
  {
    name: "gen_row_groups_bold",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "row_groups",
    notes:
      'Unruled table whose rows fall under bold group label rows ("Europe", "Asia") spanning the table, set at the left; prose above and below.',
    build: single([
      {
        blocks: [
          { title: "Countries by region" },
          { prose: PROSE.slice(0, 2) },
          { table: regionGroups("borderless", true) },
          { prose: PROSE.slice(2) },
        ],
      },
    ]),
  },
  {
    name: "gen_row_groups_plain_booktabs",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "row_groups",
    notes:
      "Booktabs table under a caption line; group label rows in the body's own type (not bold) spanning the table, only their empty figure columns tell them apart.",
    build: single([
      {
        blocks: [
          { title: "Countries by region" },
          { prose: ["Table 2. Population and area by region"] },
          { space: -6 },
          { table: regionGroups("booktabs", false) },
          { prose: PROSE.slice(0, 2) },
        ],
      },
    ]),
  },
  {
    name: "gen_row_groups_zebra",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "row_groups",
    notes: "Zebra-striped table with bold group label rows spanning the table (each striped like any row).",
    build: single([
      {
        blocks: [
          { title: "Countries by region" },
          { prose: PROSE.slice(0, 1) },
          { table: regionGroups("zebra", true) },
        ],
      },
    ]),
  },
  {
    name: "gen_side_by_side_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "side_by_side",
    notes:
      "Two-column page, each column a heading, prose, its own borderless table (three and four columns, rows level with each other) and prose.",
    build: twoColumnPage([
      { heading: "Staff", above: LEFT_ABOVE, table: staffColumn("borderless"), below: LEFT_BELOW },
      { heading: "Sales", above: RIGHT_ABOVE, table: productColumn("borderless"), below: RIGHT_BELOW },
    ]),
  },
  {
    name: "gen_side_by_side_booktabs",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "side_by_side",
    notes:
      "Two-column page, each column holding its own booktabs table between paragraphs; the rules stop at the gutter.",
    build: twoColumnPage([
      { heading: "Staff", above: LEFT_ABOVE, table: staffColumn("booktabs"), below: LEFT_BELOW },
      { heading: "Sales", above: RIGHT_ABOVE, table: productColumn("booktabs"), below: RIGHT_BELOW },
    ]),
  },
  {
    name: "gen_side_by_side_mixed",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "side_by_side",
    notes:
      "Two-column page: a ruled table in the left column, a borderless one starting lower in the right (more prose above it).",
    build: twoColumnPage([
      { heading: "Staff", above: LEFT_ABOVE.slice(0, 2), table: staffColumn("ruled"), below: LEFT_BELOW },
      {
        heading: "Sales",
        above: [...RIGHT_ABOVE, "Figures are for the calendar year."],
        table: productColumn("borderless"),
        below: RIGHT_BELOW,
      },
    ]),
  },
  {
    name: "gen_currency_first_total",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "currency_column",
    notes:
      'Unruled costs in accounting format: amounts from 48 to 3,450,118 right-aligned, "$" flush left in the cell on the first row and the total only; prose above.',
    build: single([
      {
        blocks: [
          { title: "Operating costs" },
          { prose: PROSE.slice(0, 2) },
          { table: accountingCosts("borderless", false) },
        ],
      },
    ]),
  },
  {
    name: "gen_currency_every_row_booktabs",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "currency_column",
    notes:
      'Booktabs costs under a caption line, "$" flush left in every amount cell, a wide blank between it and the short figures.',
    build: single([
      {
        blocks: [
          { title: "Operating costs" },
          { prose: ["Table 5. Operating costs by item"] },
          { space: -6 },
          { table: accountingCosts("booktabs", true) },
          { prose: PROSE.slice(1) },
        ],
      },
    ]),
  },
  {
    name: "gen_currency_every_row_ruled",
    kind: "lattice",
    tool: "pdf-writer",
    fixtureClass: "currency_column",
    notes: 'Fully ruled costs, "$" flush left in every amount cell and the figure flush right.',
    build: single([
      {
        blocks: [{ title: "Operating costs" }, { prose: PROSE.slice(0, 1) }, { table: accountingCosts("ruled", true) }],
      },
    ]),
  },
];
