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

const NAMES = ["Hex bolt M8", "Washer 8 mm", "Lock nut M8", "Bracket", "Hinge", "Cable tie", "Grommet", "Spring clip"];

/** A parts listing: code, description, quantity, price. */
const listing: TableSpec = {
  headerRows: 1,
  style: "borderless",
  align: [L, L, R, R],
  rows: [
    ["Part no.", "Description", "Qty", "Price"],
    ...Array.from({ length: 12 }, (_, i) => [
      `P-${String(1040 + i * 7)}`,
      `${NAMES[i % NAMES.length] ?? ""} ${String.fromCharCode(65 + (i % 5))}`,
      String(5 + ((i * 37) % 240)),
      (0.12 + ((i * 1_973) % 4_200) / 100).toFixed(2),
    ]),
  ],
};

/** What stands above the table: a running heading in small type, a bold title, a subtitle in small type under it. */
interface Above {
  running?: string;
  title?: string;
  subtitle?: string;
}

/**
 * A portrait page whose table has above it a running heading (8 pt, its baseline 26 pt above the title's, as a
 * report repeats its name at the head of every page), a 12 pt bold title and, under the title, a one-line 8 pt
 * subtitle; a page number at the foot. None of them is a row: the expected grid is the table's own. The headings
 * are short, a word or two that fit over the first column: long ones, as wide as a caption, were left out already.
 */
function page(above: Above, table: TableSpec): BuiltFixture {
  const canvas = new PageCanvas(LETTER);
  let baseline = MARGIN + 8;
  if (above.running) {
    canvas.text(MARGIN, baseline, above.running, 8);
    baseline += 26;
  } else baseline += 4;
  if (above.title) canvas.text(MARGIN, baseline, above.title, 12, "Helvetica-Bold");
  if (above.subtitle) {
    baseline += 12;
    canvas.text(MARGIN, baseline, above.subtitle, 8);
  }
  drawTable(canvas, table, MARGIN, baseline + 16);
  const folio = "7";
  canvas.text(LETTER.width / 2 - canvas.measure(folio, 8) / 2, LETTER.height - MARGIN, folio, 8);
  return { pdf: writePdf([canvas.page()]), tables: [{ page: 1, cells: expectedGrid(table) }] };
}

/** Probes for a running heading, a title and a subtitle set above an unruled or booktabs table (`running_heading`). */
export const runningHeadingFixtures: Fixture[] = [
  {
    name: "gen_running_heading_title_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "running_heading",
    notes:
      'Portrait page: an 8 pt running heading ("Stock report"), 26 pt below it a 12 pt bold title ("Summary"), then an unruled table of three columns. Neither line is a row.',
    build: async () => page({ running: "Stock report", title: "Summary" }, summary("borderless")),
  },
  {
    name: "gen_running_heading_title_booktabs",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "running_heading",
    notes: "The same running heading and title over the table ruled booktabs-style.",
    build: async () => page({ running: "Stock report", title: "Summary" }, summary("booktabs")),
  },
  {
    name: "gen_running_heading_only_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "running_heading",
    notes: 'Only the 8 pt running heading ("Parts list 2024") above an unruled parts listing of four columns.',
    build: async () => page({ running: "Parts list 2024" }, listing),
  },
  {
    name: "gen_title_subtitle_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "running_heading",
    notes:
      'A 12 pt bold title ("Summary") and under it a one-line 8 pt subtitle ("In pounds") above the unruled summary table.',
    build: async () => page({ title: "Summary", subtitle: "In pounds" }, summary("borderless")),
  },
];
