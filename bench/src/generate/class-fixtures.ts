import type { TableSpec } from "../pdf/table-spec.js";
import { labelProse, multilineHeaderLedger, quarterlyTable, staffTable, wrappedProgrammes, wrappedRisks } from "./class-tables.js";
import type { Fixture } from "./fixture.js";
import { flowPdf, type PageSpec } from "./flow.js";
import { PROSE } from "./prose.js";
import { ledger, spanningHeader } from "./sample-tables.js";

const single = (pages: PageSpec[]) => async () => flowPdf(pages);

const COLUMN_TEXT: [string[], string[]] = [
  ["Deliveries rose in every region in the", "second half of the year, led by the", "northern depots where two new routes", "opened in July. Returns fell slightly."],
  ["The southern depots reported fewer", "late deliveries than a year earlier,", "although staff numbers stayed flat and", "two vehicles were off the road."],
];

/** Fixtures drawn with the PDF writer for the layout classes (FIXTURE_CLASSES). */
export const classVectorFixtures: Fixture[] = [
  {
    name: "gen_boxed_header_ledger",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "boxed_header",
    notes: "Outer frame; every header cell boxed; 14 body rows with no rules at all.",
    build: single([{ blocks: [{ title: "Stock movements" }, { prose: PROSE.slice(0, 2) }, { table: ledger(101, 14, "boxed-header") }] }]),
  },
  {
    name: "gen_framed_header_quarterly",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "boxed_header",
    notes: "Outer frame and a rule under the header (header row ruled all round, no column rules); body unruled; prose around.",
    build: single([{ blocks: [{ title: "Quarterly returns" }, { prose: PROSE }, { table: quarterlyTable(103, 12, "framed-header") }, { prose: PROSE.slice(1) }] }]),
  },
  {
    name: "gen_boxed_header_spanning",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "boxed_header",
    notes: "Outer frame; a two-row boxed header with a row-spanning and two column-spanning cells; body unruled.",
    build: single([{ blocks: [{ title: "Half-year results" }, { table: { ...spanningHeader, style: "boxed-header" } }] }]),
  },
  {
    name: "gen_boxed_header_wrapped",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "boxed_header",
    notes: "Outer frame; boxed header; unruled body whose programme names wrap over two or three lines.",
    build: single([{ blocks: [{ title: "Programme budgets" }, { table: wrappedProgrammes("boxed-header") }] }]),
  },
  {
    name: "gen_open_boxed_header",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "boxed_header",
    notes: "Header cells boxed, no outer frame, body rows without any rule; prose below.",
    build: single([{ blocks: [{ title: "Quarterly returns" }, { table: quarterlyTable(171, 13, "open-boxed-header") }, { prose: PROSE }] }]),
  },
  {
    name: "gen_header_band_wrapped",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "boxed_header",
    notes: "Only the header row ruled all round (no column rules, no frame); unruled body with wrapped cells.",
    build: single([{ blocks: [{ title: "Risk register" }, { prose: PROSE.slice(0, 2) }, { table: wrappedRisks("header-band") }] }]),
  },
  {
    name: "gen_stacked_gap",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "stacked_tables",
    notes: "Two borderless tables (five and three columns) one small gap apart, no caption between.",
    build: single([{ blocks: [{ title: "Depot figures" }, { table: quarterlyTable(107, 8, "borderless") }, { space: -8 }, { table: staffTable("borderless") }] }]),
  },
  {
    name: "gen_stacked_caption",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "stacked_tables",
    notes: "Two booktabs tables with a one-line caption between them and little space around it.",
    build: single([
      { blocks: [{ title: "Depot figures" }, { table: quarterlyTable(109, 7, "booktabs") }, { space: -10 }, { prose: ["Table 2. Staff by region, end of year"] }, { space: -6 }, { table: staffTable("booktabs") }] },
    ]),
  },
  {
    name: "gen_stacked_three",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "stacked_tables",
    notes: "Three borderless tables of three, five and four columns, each a caption line and a small gap from the next.",
    build: single([
      {
        blocks: [
          { prose: ["Table 1. Staff by region"] },
          { space: -6 },
          { table: staffTable("borderless") },
          { space: -8 },
          { prose: ["Table 2. Quarterly returns"] },
          { space: -6 },
          { table: quarterlyTable(113, 6, "borderless") },
          { space: -8 },
          { prose: ["Table 3. Risks"] },
          { space: -6 },
          { table: { ...wrappedRisks("borderless"), rows: wrappedRisks("borderless").rows.map((r) => r.map((c) => (typeof c === "string" ? c.replace(/\n/gu, " ") : c))) } },
        ],
      },
    ]),
  },
  {
    name: "gen_wrapped_plain",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "wrapped_unruled",
    notes: "No rulings; the second column wraps over two or three lines; the code column anchors each row.",
    build: single([{ blocks: [{ title: "Programme budgets" }, { prose: PROSE.slice(0, 2) }, { table: wrappedProgrammes("borderless") }] }]),
  },
  {
    name: "gen_wrapped_zebra",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "wrapped_unruled",
    notes: "Zebra stripes only; wrapped cells in two text columns; a stripe bounds each row.",
    build: single([{ blocks: [{ title: "Risk register" }, { table: { ...wrappedRisks("zebra"), headerRows: 1 } }] }]),
  },
  {
    name: "gen_wrapped_booktabs",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "wrapped_unruled",
    notes: "Booktabs (top, header and bottom rules only); wrapped cells in two text columns.",
    build: single([{ blocks: [{ title: "Risk register" }, { prose: PROSE.slice(0, 1) }, { table: wrappedRisks("booktabs") }] }]),
  },
  {
    name: "gen_chart_and_table",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "false_tables",
    notes: "A bar chart with grid lines, tick and category labels above a borderless table; only the table is one.",
    build: single([
      {
        blocks: [
          { title: "Deliveries" },
          { chart: { title: "Deliveries by quarter (thousand)", labels: ["Q1", "Q2", "Q3", "Q4", "Q1", "Q2", "Q3", "Q4"], values: [42, 55, 61, 48, 50, 66, 70, 58], max: 80 } },
          { table: quarterlyTable(127, 6, "borderless") },
        ],
      },
    ]),
  },
  {
    name: "gen_columns_bullets_table",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "false_tables",
    notes: "Two-column prose and a bullet list above a booktabs table; only the table is one.",
    build: single([
      {
        blocks: [
          { title: "Annual review" },
          { columns: COLUMN_TEXT },
          { bullets: ["Two new routes opened in July.", "Returns fell by 3 per cent.", "Staff numbers stayed flat."] },
          { table: staffTable("booktabs") },
          { columns: [COLUMN_TEXT[1], COLUMN_TEXT[0]] },
        ],
      },
    ]),
  },
  {
    name: "gen_table_legend",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "false_tables",
    notes: "A borderless table with a legend block of short notes printed to its right; the legend is not part of it.",
    build: single([
      {
        blocks: [
          { title: "Staff" },
          { table: staffTable("borderless"), legend: ["Notes", "Staff: full-time equivalents", "Share: of all staff", "Source: payroll, 31 Dec"] },
          { prose: PROSE },
        ],
      },
    ]),
  },
  {
    name: "gen_ruled_caption_note",
    kind: "lattice",
    tool: "pdf-writer",
    fixtureClass: "ruled_inner_text",
    notes: "Fully ruled table whose frame also holds a caption above the header and a note below the body, each ruled off.",
    build: single([{ blocks: [{ title: "Stock movements" }, { table: { ...ledger(131, 9, "ruled"), caption: "Table 4. Stock movements by depot, 2024", note: "Source: depot returns. Totals in euros." } }] }]),
  },
  {
    name: "gen_ruled_multiline_header",
    kind: "lattice",
    tool: "pdf-writer",
    fixtureClass: "ruled_inner_text",
    notes: "Fully ruled; header cells of two and three lines that must stay one cell each.",
    build: single([{ blocks: [{ title: "Stock movements" }, { table: multilineHeaderLedger(137, 10) }] }]),
  },
  {
    name: "gen_outline_caption_note",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "ruled_inner_text",
    notes: "Outer frame only, with a ruled-off caption at the top and a note at the bottom inside it; body unruled.",
    build: single([{ blocks: [{ title: "Quarterly returns" }, { table: { ...quarterlyTable(139, 9, "outline"), caption: "Table 1. Quarterly returns by depot", note: "Amounts in euros; a dash marks no return." } }] }]),
  },
  {
    name: "gen_shaded_cells",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "shaded_cells",
    notes: "Every cell a grey fill with a thin white gap to the next, header darker; no lines.",
    build: single([{ blocks: [{ title: "Deliveries" }, { table: ledger(149, 12, "shaded") }] }]),
  },
  {
    name: "gen_shaded_quarterly",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "shaded_cells",
    notes: "Shaded cells with white gaps, right-aligned numbers close to the gaps; prose above.",
    build: single([{ blocks: [{ title: "Quarterly returns" }, { prose: PROSE.slice(0, 2) }, { table: quarterlyTable(151, 10, "shaded") }] }]),
  },
  {
    name: "gen_label_prose",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "label_prose",
    notes: "Two columns, no rulings: a short label beside a definition of two or three lines.",
    build: single([{ blocks: [{ title: "Definitions" }, { prose: PROSE.slice(0, 1) }, { table: labelProse("borderless") }] }]),
  },
  {
    name: "gen_label_prose_booktabs",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "label_prose",
    notes: "Label beside definition, with a header row and booktabs rules.",
    build: single([{ blocks: [{ title: "Definitions" }, { table: { ...labelProse("booktabs"), headerRows: 1, rows: [["Term", "Meaning"], ...labelProse("booktabs").rows] } as TableSpec }] }]),
  },
];
