import { PageCanvas } from "../pdf/canvas.js";
import { drawTable } from "../pdf/draw-table.js";
import { expectedGrid, type TableSpec } from "../pdf/table-spec.js";
import { writePdf } from "../pdf/writer.js";
import type { BuiltFixture, Fixture } from "./fixture.js";
import { L, R } from "./sample-tables.js";
import { SUMMARY_ROWS } from "./two-up-fixtures.js";

const LETTER = { width: 612, height: 792 };
const MARGIN = 36;

/** A stock summary: three columns, the writer's 9 pt type. */
const summary = (style: TableSpec["style"]): TableSpec => ({
  headerRows: 1,
  style,
  align: [L, R, R],
  rows: SUMMARY_ROWS,
});

/** A staff listing: four columns, text and figures. */
const staff: TableSpec = {
  headerRows: 1,
  style: "borderless",
  align: [L, L, R, R],
  rows: [
    ["Name", "Office", "Hours", "Rate"],
    ["J. Ortiz", "Leeds", "37.5", "18.40"],
    ["M. Chen", "York", "30.0", "21.10"],
    ["A. Novak", "Hull", "37.5", "17.95"],
    ["R. Patel", "Leeds", "22.5", "19.60"],
    ["S. Moreau", "Ripon", "37.5", "20.25"],
    ["K. Berg", "York", "15.0", "18.40"],
  ],
};

/**
 * A portrait page: a title only a little larger than the table's 9 pt type (`titleSize`, bold or not), right under
 * it, as close as the table's rows are to one another, a one-line 8 pt subtitle, then the table. Neither line is a
 * row: the expected grid is the table's own.
 */
function page(title: string, subtitle: string, titleSize: number, bold: boolean, table: TableSpec): BuiltFixture {
  const canvas = new PageCanvas(LETTER);
  const baseline = MARGIN + titleSize;
  canvas.text(MARGIN, baseline, title, titleSize, bold ? "Helvetica-Bold" : "Helvetica");
  canvas.text(MARGIN, baseline + 12, subtitle, 8);
  drawTable(canvas, table, MARGIN, baseline + 18);
  return { pdf: writePdf([canvas.page()]), tables: [{ page: 1, cells: expectedGrid(table) }] };
}

/** Probes for a title about 1.2 times the table's size, or bold in its size, set right over a small subtitle (`heading_subtitle`). */
export const headingSubtitleFixtures: Fixture[] = [
  {
    name: "gen_heading_subtitle_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "heading_subtitle",
    notes:
      'An 11 pt bold title ("Summary") with a one-line 8 pt subtitle ("In pounds") right under it, the gap no wider than the rows\', over an unruled 9 pt table of three columns. Neither line is a row.',
    build: async () => page("Summary", "In pounds", 11, true, summary("borderless")),
  },
  {
    name: "gen_heading_subtitle_plain",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "heading_subtitle",
    notes: "The same with the 11 pt title in plain type: larger than the table, not bold.",
    build: async () => page("Summary", "In pounds", 11, false, summary("borderless")),
  },
  {
    name: "gen_heading_subtitle_booktabs",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "heading_subtitle",
    notes: "The same bold title and subtitle over the table ruled booktabs-style.",
    build: async () => page("Summary", "In pounds", 11, true, summary("booktabs")),
  },
  {
    name: "gen_heading_subtitle_listing",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "heading_subtitle",
    notes:
      'An 11 pt bold title of one word ("Rota") over an 8 pt subtitle ("Week 14") and an unruled four-column staff listing.',
    build: async () => page("Rota", "Week 14", 11, true, staff),
  },
  {
    name: "gen_heading_subtitle_bold_body_size",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "heading_subtitle",
    notes:
      'A bold title in the table\'s own 9 pt type ("Summary"), told from the rows by its weight only, over an 8 pt subtitle ("In pounds") and the unruled three-column table. Neither line is a row.',
    build: async () => page("Summary", "In pounds", 9, true, summary("borderless")),
  },
  {
    name: "gen_heading_subtitle_bold_body_listing",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "heading_subtitle",
    notes: 'The same with a 9 pt bold title of one word ("Rota") over "Week 14" and the four-column staff listing.',
    build: async () => page("Rota", "Week 14", 9, true, staff),
  },
];
