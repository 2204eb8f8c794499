import type { TableSpec } from "../pdf/table-spec.js";
import {
  labelProse,
  monthlyTable,
  tightCurrencies,
  tightLicences,
  wrappedActions,
  multilineHeaderLedger,
  quarterlyTable,
  staffTable,
  wrappedProgrammes,
  wrappedRisks,
} from "./class-tables.js";
import type { Fixture } from "./fixture.js";
import { flowPdf, type PageSpec } from "./flow.js";
import { PROSE } from "./prose.js";
import { booktabs, ledger, spanningHeader } from "./sample-tables.js";

const single = (pages: PageSpec[]) => async () => flowPdf(pages);

const COLUMN_TEXT: [string[], string[]] = [
  [
    "Deliveries rose in every region in the",
    "second half of the year, led by the",
    "northern depots where two new routes",
    "opened in July. Returns fell slightly.",
  ],
  [
    "The southern depots reported fewer",
    "late deliveries than a year earlier,",
    "although staff numbers stayed flat and",
    "two vehicles were off the road.",
  ],
];

/** Two narrow page columns of short prose: too narrow and short-lined to read as full-measure prose. */
const SHORT_COLUMNS: [string[], string[]] = [
  ["Deliveries rose in every", "region, led by the north.", "Returns fell slightly."],
  ["The south reported fewer", "late deliveries than a", "year earlier."],
];

/** Fixtures drawn with the PDF writer for the layout classes (FIXTURE_CLASSES). */
export const classVectorFixtures: Fixture[] = [
  {
    name: "gen_boxed_header_ledger",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "boxed_header",
    notes: "Outer frame; every header cell boxed; 14 body rows with no rules at all.",
    build: single([
      {
        blocks: [
          { title: "Stock movements" },
          { prose: PROSE.slice(0, 2) },
          { table: ledger(101, 14, "boxed-header") },
        ],
      },
    ]),
  },
  {
    name: "gen_framed_header_quarterly",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "boxed_header",
    notes:
      "Outer frame and a rule under the header (header row ruled all round, no column rules); body unruled; prose around.",
    build: single([
      {
        blocks: [
          { title: "Quarterly returns" },
          { prose: PROSE },
          { table: quarterlyTable(103, 12, "framed-header") },
          { prose: PROSE.slice(1) },
        ],
      },
    ]),
  },
  {
    name: "gen_boxed_header_spanning",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "boxed_header",
    notes: "Outer frame; a two-row boxed header with a row-spanning and two column-spanning cells; body unruled.",
    build: single([
      { blocks: [{ title: "Half-year results" }, { table: { ...spanningHeader, style: "boxed-header" } }] },
    ]),
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
    build: single([
      {
        blocks: [
          { title: "Quarterly returns" },
          { table: quarterlyTable(171, 13, "open-boxed-header") },
          { prose: PROSE },
        ],
      },
    ]),
  },
  {
    name: "gen_open_boxed_header_spanning",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "boxed_header",
    notes:
      "A two-row boxed header (row-spanning label, two column-spanning years) with no outer frame over an unruled body; prose below.",
    build: single([
      {
        blocks: [
          { title: "Half-year results" },
          { table: { ...spanningHeader, style: "open-boxed-header" } },
          { prose: PROSE },
        ],
      },
    ]),
  },
  {
    name: "gen_open_boxed_header_two_line",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "boxed_header",
    notes: "Boxed header cells of two lines each, no outer frame, unruled body of twelve rows.",
    build: single([
      {
        blocks: [
          { title: "Sales" },
          { prose: PROSE.slice(0, 1) },
          { table: { ...booktabs, style: "open-boxed-header" } },
        ],
      },
    ]),
  },
  {
    name: "gen_header_band_wrapped",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "boxed_header",
    notes: "Only the header row ruled all round (no column rules, no frame); unruled body with wrapped cells.",
    build: single([
      { blocks: [{ title: "Risk register" }, { prose: PROSE.slice(0, 2) }, { table: wrappedRisks("header-band") }] },
    ]),
  },
  {
    name: "gen_stacked_gap",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "stacked_tables",
    notes: "Two borderless tables (five and three columns) one small gap apart, no caption between.",
    build: single([
      {
        blocks: [
          { title: "Depot figures" },
          { table: quarterlyTable(107, 8, "borderless") },
          { space: -8 },
          { table: staffTable("borderless") },
        ],
      },
    ]),
  },
  {
    name: "gen_stacked_caption",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "stacked_tables",
    notes: "Two booktabs tables with a one-line caption between them and little space around it.",
    build: single([
      {
        blocks: [
          { title: "Depot figures" },
          { table: quarterlyTable(109, 7, "booktabs") },
          { space: -10 },
          { prose: ["Table 2. Staff by region, end of year"] },
          { space: -6 },
          { table: staffTable("booktabs") },
        ],
      },
    ]),
  },
  {
    name: "gen_stacked_three",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "stacked_tables",
    notes:
      "Three borderless tables of three, five and four columns, each a caption line and a small gap from the next.",
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
          {
            table: {
              ...wrappedRisks("borderless"),
              rows: wrappedRisks("borderless").rows.map((r) =>
                r.map((c) => (typeof c === "string" ? c.replace(/\n/gu, " ") : c)),
              ),
            },
          },
        ],
      },
    ]),
  },
  {
    name: "gen_stacked_same_columns",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "stacked_tables",
    notes:
      "Two borderless tables of five columns each, a small gap apart, no caption: only the second table's bold header sets them apart.",
    build: single([
      {
        blocks: [
          { title: "Depot figures" },
          { table: quarterlyTable(241, 6, "borderless") },
          { space: -10 },
          { table: monthlyTable(243, 5, "borderless") },
        ],
      },
    ]),
  },
  {
    name: "gen_stacked_same_columns_zebra",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "stacked_tables",
    notes: "Two zebra-striped tables of five columns each, a small gap apart; then prose.",
    build: single([
      {
        blocks: [
          { table: quarterlyTable(245, 5, "zebra") },
          { space: -10 },
          { table: monthlyTable(247, 6, "zebra") },
          { prose: PROSE.slice(0, 2) },
        ],
      },
    ]),
  },
  {
    name: "gen_stacked_same_columns_booktabs",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "stacked_tables",
    notes: "Two booktabs tables of five columns each, the second's top rule close under the first's bottom rule.",
    build: single([
      {
        blocks: [
          { prose: PROSE.slice(0, 1) },
          { table: quarterlyTable(249, 7, "booktabs") },
          { space: -10 },
          { table: monthlyTable(251, 4, "booktabs") },
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
    build: single([
      {
        blocks: [
          { title: "Programme budgets" },
          { prose: PROSE.slice(0, 2) },
          { table: wrappedProgrammes("borderless") },
        ],
      },
    ]),
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
    build: single([
      { blocks: [{ title: "Risk register" }, { prose: PROSE.slice(0, 1) }, { table: wrappedRisks("booktabs") }] },
    ]),
  },
  {
    name: "gen_wrapped_tight",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "wrapped_unruled",
    notes:
      "No rulings and no row padding: wrapped lines sit exactly as far apart as rows do, most rows wrap, so the action codes are on fewer than half of the lines; code and cost start each row.",
    build: single([
      {
        blocks: [
          { title: "Actions" },
          { prose: PROSE.slice(0, 1) },
          { table: { ...wrappedActions("borderless"), padY: 0 } },
        ],
      },
    ]),
  },
  {
    name: "gen_wrapped_tight_zebra",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "wrapped_unruled",
    notes:
      "Zebra stripes, no row padding: most cells wrapped at the same pitch as the rows; code and cost start each row.",
    build: single([
      {
        blocks: [
          { title: "Actions" },
          { table: { ...wrappedActions("zebra"), padY: 0 } },
          { prose: PROSE.slice(1, 3) },
        ],
      },
    ]),
  },
  {
    name: "gen_wrapped_tight_booktabs",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "wrapped_unruled",
    notes: "Booktabs rules, rows set without padding; two text columns wrap at the row pitch.",
    build: single([{ blocks: [{ title: "Risk register" }, { table: { ...wrappedRisks("booktabs"), padY: 0.5 } }] }]),
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
          {
            chart: {
              title: "Deliveries by quarter (thousand)",
              labels: ["Q1", "Q2", "Q3", "Q4", "Q1", "Q2", "Q3", "Q4"],
              values: [42, 55, 61, 48, 50, 66, 70, 58],
              max: 80,
            },
          },
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
    name: "gen_short_columns_above",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "false_tables",
    notes: "Two narrow page columns of short prose right above a borderless table; the prose is not rows of it.",
    build: single([
      {
        blocks: [{ title: "Deliveries" }, { columns: SHORT_COLUMNS }, { table: quarterlyTable(271, 6, "borderless") }],
      },
    ]),
  },
  {
    name: "gen_short_columns_below_zebra",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "false_tables",
    notes: "A zebra-striped table with two narrow page columns of short prose right under it.",
    build: single([
      { blocks: [{ title: "Stock movements" }, { table: ledger(273, 6, "zebra") }, { columns: SHORT_COLUMNS }] },
    ]),
  },
  {
    name: "gen_short_columns_booktabs",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "false_tables",
    notes: "Short two-column prose above and below a booktabs table.",
    build: single([
      {
        blocks: [
          { columns: SHORT_COLUMNS },
          { table: quarterlyTable(275, 7, "booktabs") },
          { columns: [SHORT_COLUMNS[1], SHORT_COLUMNS[0]] },
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
          {
            table: staffTable("borderless"),
            legend: ["Notes", "Staff: full-time equivalents", "Share: of all staff", "Source: payroll, 31 Dec"],
          },
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
    notes:
      "Fully ruled table whose frame also holds a caption above the header and a note below the body, each ruled off.",
    build: single([
      {
        blocks: [
          { title: "Stock movements" },
          {
            table: {
              ...ledger(131, 9, "ruled"),
              caption: "Table 4. Stock movements by depot, 2024",
              note: "Source: depot returns. Totals in euros.",
            },
          },
        ],
      },
    ]),
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
    build: single([
      {
        blocks: [
          { title: "Quarterly returns" },
          {
            table: {
              ...quarterlyTable(139, 9, "outline"),
              caption: "Table 1. Quarterly returns by depot",
              note: "Amounts in euros; a dash marks no return.",
            },
          },
        ],
      },
    ]),
  },
  {
    name: "gen_ruled_title_row",
    kind: "lattice",
    tool: "pdf-writer",
    fixtureClass: "ruled_inner_text",
    notes:
      'Fully ruled table with an unnumbered title ruled off inside the frame above the header (no "Table N." to tell it is a caption).',
    build: single([
      {
        blocks: [
          { title: "Staff" },
          { prose: PROSE.slice(0, 2) },
          { table: { ...staffTable("ruled"), caption: "Staff by region, end of year" } },
        ],
      },
    ]),
  },
  {
    name: "gen_outline_source_note",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "ruled_inner_text",
    notes:
      "Outer frame only, body unruled, a source note ruled off at the bottom inside the frame; the text reading puts it in the first column alone.",
    build: single([
      {
        blocks: [
          { title: "Stock movements" },
          { table: { ...ledger(261, 8, "outline"), note: "Source: depot returns, 2024." } },
        ],
      },
    ]),
  },
  {
    name: "gen_outline_title_note",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "ruled_inner_text",
    notes: "Outer frame only, an unnumbered title and a note inside it, each ruled off; body unruled.",
    build: single([
      {
        blocks: [
          {
            table: {
              ...quarterlyTable(263, 8, "outline"),
              caption: "Quarterly returns by depot, 2024",
              note: "Note: amounts in euros.",
            },
          },
          { prose: PROSE.slice(0, 2) },
        ],
      },
    ]),
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
    build: single([
      {
        blocks: [
          { title: "Quarterly returns" },
          { prose: PROSE.slice(0, 2) },
          { table: quarterlyTable(151, 10, "shaded") },
        ],
      },
    ]),
  },
  {
    name: "gen_label_prose",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "label_prose",
    notes: "Two columns, no rulings: a short label beside a definition of two or three lines.",
    build: single([
      { blocks: [{ title: "Definitions" }, { prose: PROSE.slice(0, 1) }, { table: labelProse("borderless") }] },
    ]),
  },
  {
    name: "gen_label_prose_booktabs",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "label_prose",
    notes: "Label beside definition, with a header row and booktabs rules.",
    build: single([
      {
        blocks: [
          { title: "Definitions" },
          {
            table: {
              ...labelProse("booktabs"),
              headerRows: 1,
              rows: [["Term", "Meaning"], ...labelProse("booktabs").rows],
            } as TableSpec,
          },
        ],
      },
    ]),
  },
  {
    name: "gen_tight_licences",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "tight_columns",
    notes:
      "Borderless licence listing: right-aligned licence numbers of four to six figures a word space before a left-aligned type code; phone numbers a word space before the expiry date.",
    build: single([
      {
        blocks: [
          { title: "Active licences" },
          { prose: PROSE.slice(0, 1) },
          { table: tightLicences("borderless", false) },
        ],
      },
    ]),
  },
  {
    name: "gen_tight_licences_same_width",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "tight_columns",
    notes:
      "Booktabs licence listing whose licence numbers all have six figures (their right alignment does not show), a word space before the type code.",
    build: single([
      {
        blocks: [
          { title: "Active licences" },
          { table: tightLicences("booktabs", true) },
          { prose: PROSE.slice(1, 2) },
        ],
      },
    ]),
  },
  {
    name: "gen_tight_currencies",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "tight_columns",
    notes: "Zebra payments table: right-aligned amounts a word space before a currency-code column.",
    build: single([
      { blocks: [{ title: "Payments" }, { prose: PROSE.slice(0, 1) }, { table: tightCurrencies("zebra") }] },
    ]),
  },
  {
    name: "gen_table_bullets_below",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "false_tables",
    notes:
      "A borderless table with a bullet list of short notes right under it (closer than the usual gap); the bullets are not rows of it.",
    build: single([
      {
        blocks: [
          { title: "Quarterly returns" },
          { table: quarterlyTable(281, 9, "borderless") },
          { space: -8 },
          { bullets: ["Figures are provisional.", "Q4 includes the new depot.", "Returns exclude transfers."] },
          { prose: PROSE.slice(0, 1) },
        ],
      },
    ]),
  },
  {
    name: "gen_table_definitions_below",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "false_tables",
    notes:
      "A borderless table followed by a definition-list legend (symbols beside their meaning, smaller type); the legend is not a table nor rows of the table.",
    build: single([
      {
        blocks: [
          { title: "Quarterly returns" },
          { table: quarterlyTable(283, 10, "borderless") },
          {
            definitions: [
              ["..", "not available"],
              ["-", "nil or less than half the unit"],
              ["p", "provisional"],
              ["r", "revised since the last edition"],
            ],
          },
          { prose: PROSE.slice(1, 2) },
        ],
      },
    ]),
  },
  {
    name: "gen_booktabs_definitions_bullets",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "false_tables",
    notes: "A booktabs table, then a definition-list legend and a bullet list under it; only the table is one.",
    build: single([
      {
        blocks: [
          { title: "Staff" },
          { table: staffTable("booktabs") },
          {
            definitions: [
              ["FTE", "full-time equivalent"],
              ["Share", "of all staff at year end"],
              ["n.a.", "not available"],
            ],
          },
          { bullets: ["Head office staff are not counted.", "Seasonal staff count from day one."] },
        ],
      },
    ]),
  },
  {
    name: "gen_table_legend_same_type",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "false_tables",
    notes:
      "A borderless table with a legend of symbols in the table's own type and without a heading right under it; the legend lines are not rows.",
    build: single([
      {
        blocks: [
          { title: "Quarterly returns" },
          { table: quarterlyTable(287, 9, "borderless") },
          { space: -6 },
          {
            definitions: [
              ["..", "not available"],
              ["-", "nil or less than half the unit"],
              ["p", "provisional"],
            ],
            size: 9,
            heading: false,
          },
          { prose: PROSE.slice(0, 1) },
        ],
      },
    ]),
  },
  {
    name: "gen_table_bullets_legend",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "false_tables",
    notes:
      "A borderless table, a bullet list of notes, then a legend of symbols in the table's type: the legend is no table of its own.",
    build: single([
      {
        blocks: [
          { title: "Staff" },
          { table: staffTable("borderless") },
          { bullets: ["Head office staff are not counted.", "Seasonal staff count from day one."] },
          {
            definitions: [
              ["n.a.", "not available"],
              ["e", "estimated"],
              ["r", "revised"],
            ],
            size: 9,
            heading: false,
          },
        ],
      },
    ]),
  },
];
