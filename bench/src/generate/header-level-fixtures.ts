import type { TableSpec } from "../pdf/table-spec.js";
import type { Fixture } from "./fixture.js";
import { flowPdf, type PageSpec } from "./flow.js";
import { PROSE } from "./prose.js";
import { L, R } from "./sample-tables.js";

const single = (pages: PageSpec[]) => async () => flowPdf(pages);

/**
 * A header of three levels: "Sales" over two years of two halves each, "Staff" over two years; the stub's
 * head spans all three header rows.
 */
function salesStaff(style: TableSpec["style"]): TableSpec {
  return {
    headerRows: 3,
    style,
    align: [L, R, R, R, R, R, R],
    rows: [
      [
        { text: "Region", rowSpan: 3 },
        { text: "Sales", colSpan: 4 },
        { text: "Staff", colSpan: 2 },
      ],
      [
        { text: "2022", colSpan: 2 },
        { text: "2023", colSpan: 2 },
        { text: "2022", rowSpan: 2 },
        { text: "2023", rowSpan: 2 },
      ],
      ["H1", "H2", "H1", "H2"],
      ["North", "1,204", "1,388", "1,410", "1,502", "38", "41"],
      ["South", "806", "912", "940", "1,004", "25", "27"],
      ["East", "455", "502", "530", "566", "19", "18"],
      ["West", "98", "117", "131", "150", "12", "13"],
      ["Total", "2,563", "2,919", "3,011", "3,222", "94", "99"],
    ],
  };
}

/** Two levels: a heading over three measures of one year, another over two of the next; a units line apart. */
function measures(style: TableSpec["style"]): TableSpec {
  return {
    headerRows: 2,
    style,
    align: [L, R, R, R, R, R],
    rows: [
      [
        { text: "Port", rowSpan: 2 },
        { text: "Cargo handled, 2023", colSpan: 3 },
        { text: "Calls, 2023", colSpan: 2 },
      ],
      ["Bulk", "Containers", "Other", "Ships", "Ferries"],
      ["Narvik", "18,204", "1,388", "410", "1,502", "38"],
      ["Bergen", "6,806", "9,912", "1,940", "3,004", "2,125"],
      ["Mongstad", "25,455", "0", "530", "866", "0"],
      ["Oslo", "2,098", "12,117", "3,131", "2,150", "4,012"],
    ],
  };
}

/** Probes for headers of two or three levels whose upper cells span the cells under them (`header_levels`). */
export const headerLevelFixtures: Fixture[] = [
  {
    name: "gen_header_levels_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "header_levels",
    notes:
      'Unruled; a three-level header: "Sales" centred over two years of two halves, "Staff" over two years, the stub\'s head beside all three; a total row.',
    build: single([{ blocks: [{ title: "Regions" }, { prose: PROSE }, { table: salesStaff("borderless") }] }]),
  },
  {
    name: "gen_header_levels_booktabs",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "header_levels",
    notes:
      "The three-level header of gen_header_levels_borderless in booktabs style (rules above, under the header and below).",
    build: single([{ blocks: [{ title: "Regions" }, { prose: PROSE }, { table: salesStaff("booktabs") }] }]),
  },
  {
    name: "gen_header_levels_row_rules",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "header_levels",
    notes:
      "The three-level header with a horizontal rule above and below every row and no vertical lines (a word processor's table with horizontal borders only).",
    build: single([{ blocks: [{ title: "Regions" }, { prose: PROSE }, { table: salesStaff("row-rules") }] }]),
  },
  {
    name: "gen_header_levels_two_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "header_levels",
    notes:
      "Unruled; a two-level header whose upper headings (several words) centre over three and two columns; prose below.",
    build: single([
      {
        blocks: [{ title: "Ports" }, { prose: PROSE }, { table: measures("borderless") }, { prose: PROSE.slice(0, 2) }],
      },
    ]),
  },
  {
    name: "gen_header_levels_two_row_rules",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "header_levels",
    notes: "The two-level header of gen_header_levels_two_borderless, a horizontal rule above and below every row.",
    build: single([{ blocks: [{ title: "Ports" }, { prose: PROSE }, { table: measures("row-rules") }] }]),
  },
];
