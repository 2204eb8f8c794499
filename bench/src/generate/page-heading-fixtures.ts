import { PageCanvas } from "../pdf/canvas.js";
import { drawTable } from "../pdf/draw-table.js";
import { expectedGrid, type TableSpec } from "../pdf/table-spec.js";
import { writePdf } from "../pdf/writer.js";
import type { BuiltFixture, Fixture } from "./fixture.js";
import { L, R } from "./sample-tables.js";

const LANDSCAPE = { width: 792, height: 612 };
const MARGIN = 36;
const HEADING_SIZE = 8;
const HEADING_LEADING = 10;

const TYPES = ["AAA", "BWL", "CLB", "HBW"];
const STREETS = ["TERMINAL DRIVE", "EAST APACHE ST", "MAIN STREET", "NORTH BROADWAY", "RIVER ROAD"];
const CITIES = ["NORMAN", "TULSA", "ENID", "LAWTON", "ADA"];
const NAMES = ["ACME", "BLUE RIVER", "CEDAR", "DELTA", "EAGLE", "FALCON", "GRANITE", "HARBOR"];

/**
 * A licence listing: number, type, names, address, city, zip, expiry; a two-line header over the first two
 * (or a one-line header when `stacked` is false).
 */
function listing(seed: number, style: TableSpec["style"], stacked = true): TableSpec {
  const rows = Array.from({ length: 14 }, (_, i) => {
    const n = (seed * 7919 + i * 104729) % 900000;
    const name = NAMES[(seed + i) % NAMES.length]!;
    return [
      String(100000 + n),
      TYPES[(seed + i) % TYPES.length]!,
      `${name} ${i % 2 ? "BAR" : "CLUB"}`,
      `${name} HOLDINGS LLC`,
      `${[7, 31, 402, 1250, 96, 7100][(i + seed) % 6]! + (n % 9)} ${STREETS[(i + seed) % STREETS.length]!}`,
      CITIES[(i * 3 + seed) % CITIES.length]!,
      String(73000 + (n % 999)),
      `2015/${String(1 + (i % 12)).padStart(2, "0")}/${String(1 + ((i * 5) % 28)).padStart(2, "0")}`,
    ];
  });
  const header = [
    stacked ? "LICENSE\nNUMBER" : "NUMBER",
    "TYPE",
    "DBA NAME",
    "LICENSEE NAME",
    "PREMISE\nADDRESS",
    "CITY",
    "ZIP",
    "EXPIRES",
  ];
  return {
    headerRows: 1,
    style,
    headerVAlign: "bottom",
    fontSize: 8,
    align: [R, L, L, L, L, L, L, L],
    colWidths: [50, 34, 100, 130, 120, 70, 40, 60],
    rows: [stacked ? header : header.map((h) => h.replace("\n", " ")), ...rows],
  };
}

/**
 * A report page: a page heading of a report id at the left, a centred title of three lines and a date at the
 * right, set a little apart above a listing table (no rulings) whose header is two lines deep. The heading's
 * words line up with none of the columns: it is text about the page, not header cells.
 */
function pageHeadingListing(seed: number, style: TableSpec["style"], id: string, title: string[], date: string) {
  return async (): Promise<BuiltFixture> => {
    const canvas = new PageCanvas(LANDSCAPE);
    const spec = listing(seed, style);
    const top = MARGIN + title.length * HEADING_LEADING + 9;
    const drawn = drawTable(canvas, spec, MARGIN, top);
    // The heading spans the table: the id starts inside its first columns, the date ends inside its last.
    const centre = (drawn.x0 + drawn.x1) / 2;
    title.forEach((line, i) => {
      const baseline = MARGIN + HEADING_SIZE + i * HEADING_LEADING;
      canvas.text(centre - canvas.measure(line, HEADING_SIZE) / 2, baseline, line, HEADING_SIZE);
    });
    canvas.text(drawn.x0 + 22, MARGIN + HEADING_SIZE, id, HEADING_SIZE);
    const right = drawn.x1 - 3;
    canvas.text(
      right - canvas.measure(date, HEADING_SIZE),
      MARGIN + HEADING_SIZE + HEADING_LEADING,
      date,
      HEADING_SIZE,
    );
    return { pdf: writePdf([canvas.page()]), tables: [{ page: 1, cells: expectedGrid(spec) }] };
  };
}

/** How a heading of short pieces, each inside one column, is set above the listing. */
interface CellHeading {
  size: number;
  bold: boolean;
  /** Space between the heading's baseline zone and the top of the table (pt). */
  gap: number;
  /** A two-line stacked header (bottom-aligned), else one line. */
  stacked: boolean;
}

/**
 * A report page whose heading is three short pieces, each inside one column of the listing under it: a
 * report id at the first column's left, a short title centred in the fourth column and a date at the last
 * column's right. No piece runs across a gap between two cells, so only the gap, the type or its being
 * one line over the header tell it from a header line.
 */
function cellHeadingListing(seed: number, style: TableSpec["style"], heading: CellHeading) {
  return async (): Promise<BuiltFixture> => {
    const canvas = new PageCanvas(LANDSCAPE);
    const spec = listing(seed, style, heading.stacked);
    const baseline = MARGIN + heading.size;
    const drawn = drawTable(canvas, spec, MARGIN, baseline + heading.gap);
    const font = heading.bold ? "Helvetica-Bold" : "Helvetica";
    const widths = spec.colWidths!;
    const columnX = (c: number) => drawn.x0 + widths.slice(0, c).reduce((a, b) => a + b, 0);
    const title = "ACTIVE LICENSES";
    const titleCentre = columnX(3) + widths[3]! / 2;
    canvas.text(drawn.x0 + 4, baseline, "RPT M27", heading.size, font);
    canvas.text(titleCentre - canvas.measure(title, heading.size, font) / 2, baseline, title, heading.size, font);
    const date = "11/30/2015";
    canvas.text(drawn.x1 - 4 - canvas.measure(date, heading.size, font), baseline, date, heading.size, font);
    return { pdf: writePdf([canvas.page()]), tables: [{ page: 1, cells: expectedGrid(spec) }] };
  };
}

/**
 * Listing tables under a page heading (id at the left, a centred multi-line title, a date at the right) that
 * the header must not take in: the heading stays out of the table.
 */
export const pageHeadingFixtures: Fixture[] = [
  {
    name: "gen_page_heading_listing",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "page_heading",
    notes:
      "No rulings; a report id at the left, a centred three-line title and a date at the right above a licence listing whose header is two lines deep (bottom-aligned); the heading is not part of the table.",
    build: pageHeadingListing(
      3,
      "borderless",
      "MARCH 2015 M27 (BUS)",
      ["ALPHABETIC LISTING BY TYPE", "OF ACTIVE LICENSES", "STATE LICENSING BOARD"],
      "4/02/2015",
    ),
  },
  {
    name: "gen_page_heading_listing_zebra",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "page_heading",
    notes:
      "Shaded (zebra) rows, no rulings; a report id at the left, a centred two-line title and a date at the right above a licence listing whose header is two lines deep; the heading is not part of the table.",
    build: pageHeadingListing(
      5,
      "zebra",
      "RPT LSTM27",
      ["LISTING OF ACTIVE LICENSES BY COUNTY", "STATE LICENSING BOARD"],
      "11/30/2015",
    ),
  },
  {
    name: "gen_page_heading_cells_gap",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "page_heading",
    notes:
      "No rulings; one heading line of short pieces each inside one column (report id, short title, date) in the table's type, set 14 pt above a two-line stacked header; the heading is not part of the table.",
    build: cellHeadingListing(7, "borderless", { size: 8, bold: false, gap: 14, stacked: true }),
  },
  {
    name: "gen_page_heading_cells_bold",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "page_heading",
    notes:
      "No rulings; one heading line of short pieces each inside one column, 10 pt bold, set as close above a one-line header as the rows are to each other; the heading is not part of the table.",
    build: cellHeadingListing(9, "borderless", { size: 10, bold: true, gap: 6, stacked: false }),
  },
  {
    name: "gen_page_heading_cells_one_line",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "page_heading",
    notes:
      "Zebra rows, no rulings; one heading line of short pieces each inside one column, in the rows' own type, set as close above a one-line header as the rows are to each other; the heading is not part of the table.",
    build: cellHeadingListing(11, "zebra", { size: 8, bold: false, gap: 6, stacked: false }),
  },
];
