import { expectedGrid, type TableSpec } from "../pdf/table-spec.js";
import { htmlToPdf } from "./chromium.js";
import {
  labelProse,
  monthlyTable,
  tightCurrencies,
  tightLicences,
  quarterlyTable,
  staffTable,
  wrappedProgrammes,
  wrappedRisks,
} from "./class-tables.js";
import type { Fixture, FixtureClass } from "./fixture.js";
import { htmlPage, htmlTable } from "./html-table.js";
import { PROSE } from "./prose.js";
import { ledger, spanningHeader } from "./sample-tables.js";

/** The spec with its cells' line breaks removed, so the browser wraps the text itself. */
const unwrapped = (spec: TableSpec): TableSpec => ({
  ...spec,
  rows: spec.rows.map((r) => r.map((c) => (typeof c === "string" ? c.replace(/\n/gu, " ") : c))),
});
/** A borderless table of words, its first row the header. */
const wordsTable = (rows: string[][]): TableSpec => ({ headerRows: 1, style: "borderless", rows });
const prose = (lines: string[]) => `<p>${lines.join(" ")}</p>`;
const caption = (text: string) => `<p style="margin: 4pt 0; font-weight: bold">${text}</p>`;

/** A one-page HTML fixture of some tables among other parts; expected = the tables, in order. */
function htmlFixture(
  name: string,
  fixtureClass: FixtureClass,
  kind: Fixture["kind"],
  notes: string,
  title: string,
  parts: (string | { spec: TableSpec; widths?: string[] })[],
): Fixture {
  return {
    name,
    kind,
    tool: "chromium",
    fixtureClass,
    notes,
    build: async () => {
      const specs = parts.filter((p): p is { spec: TableSpec; widths?: string[] } => typeof p !== "string");
      const html = htmlPage(
        title,
        parts.map((p) => (typeof p === "string" ? p : htmlTable(p.spec, p.widths ? { widths: p.widths } : {}))),
      );
      return { pdf: await htmlToPdf(html), tables: specs.map((p) => ({ page: 1, cells: expectedGrid(p.spec) })) };
    },
  };
}

/** Fixtures printed by Chromium for the layout classes (FIXTURE_CLASSES). */
export const classHtmlFixtures: Fixture[] = [
  htmlFixture(
    "html_boxed_header",
    "boxed_header",
    "mixed",
    "HTML table with a border round it and round every header cell; body cells unbordered.",
    "Stock movements",
    [prose(PROSE), { spec: ledger(157, 15, "boxed-header") }],
  ),
  htmlFixture(
    "html_framed_header_wrapped",
    "boxed_header",
    "mixed",
    "HTML table with an outer border and a rule under the header; programme names wrapped by the browser.",
    "Programme budgets",
    [{ spec: wrappedProgrammes("framed-header"), widths: ["18mm", "62mm", "24mm", "24mm"] }],
  ),
  htmlFixture(
    "html_open_boxed_header_spanning",
    "boxed_header",
    "mixed",
    "HTML table whose header cells (a row-spanning label, two column-spanning years) are bordered, with no border round the table or the body cells.",
    "Half-year results",
    [
      "<style>.obh th { border: 1px solid #000; }</style>",
      '<div class="obh">',
      { spec: { ...spanningHeader, style: "borderless" } },
      "</div>",
      prose(PROSE.slice(0, 2)),
    ],
  ),
  htmlFixture(
    "html_stacked_caption",
    "stacked_tables",
    "stream",
    "Two borderless HTML tables (five and three columns) with a bold caption paragraph between them.",
    "Depot figures",
    [
      { spec: quarterlyTable(161, 7, "borderless") },
      caption("Table 2. Staff by region"),
      { spec: staffTable("borderless") },
    ],
  ),
  htmlFixture(
    "html_stacked_same_columns",
    "stacked_tables",
    "stream",
    "Two borderless HTML tables of five columns each, one small margin apart, no caption.",
    "Depot figures",
    [{ spec: quarterlyTable(253, 6, "borderless") }, { spec: monthlyTable(255, 5, "borderless") }],
  ),
  htmlFixture(
    "html_stacked_same_columns_paragraph",
    "stacked_tables",
    "stream",
    "Two borderless HTML tables of five columns each, each under its own bold header row, a one-line paragraph between them (no caption label).",
    "Depot figures",
    [
      { spec: quarterlyTable(311, 5, "borderless") },
      "<p>The same depots' monthly returns follow.</p>",
      { spec: monthlyTable(313, 5, "borderless") },
    ],
  ),
  htmlFixture(
    "html_stacked_same_columns_heading",
    "stacked_tables",
    "stream",
    "Two borderless HTML tables of five columns each, a short bold heading between them and a paragraph's margin each side of it.",
    "Depot figures",
    [
      { spec: quarterlyTable(317, 6, "borderless") },
      "<p><b>Second half</b></p>",
      { spec: quarterlyTable(319, 6, "borderless") },
    ],
  ),
  htmlFixture(
    "html_stacked_words_paragraph",
    "stacked_tables",
    "stream",
    "Two borderless HTML tables of three columns of words alone (no figures), each under its own bold header, a one-word paragraph between them.",
    "Support rota",
    [
      {
        spec: wordsTable([
          ["Ticket", "Title", "State"],
          ["T-1", "Login fails", "Open"],
          ["T-2", "Slow export", "Closed"],
          ["T-3", "Typo on page", "Open"],
          ["T-4", "Crash on save", "Open"],
        ]),
      },
      "<p>Owners.</p>",
      {
        spec: wordsTable([
          ["Team", "Lead", "Channel"],
          ["Web", "Ann Lee", "web-team"],
          ["Mobile", "Bob Ray", "mobile"],
          ["Data", "Cy Dunn", "data-eng"],
          ["Ops", "Di Hart", "ops-oncall"],
        ]),
      },
    ],
  ),
  htmlFixture(
    "html_wrapped_plain",
    "wrapped_unruled",
    "stream",
    "Borderless HTML table; the browser wraps two text columns inside fixed widths.",
    "Risk register",
    [
      prose(PROSE.slice(0, 1)),
      {
        spec: {
          ...wrappedRisks("borderless"),
          rows: wrappedRisks("borderless").rows.map((r) =>
            r.map((c) => (typeof c === "string" ? c.replace(/\n/gu, " ") : c)),
          ),
        },
        widths: ["30mm", "40mm", "44mm", "16mm"],
      },
    ],
  ),
  htmlFixture(
    "html_wrapped_zebra",
    "wrapped_unruled",
    "stream",
    "HTML table with grey stripes on alternate rows only; programme names wrapped by the browser.",
    "Programme budgets",
    [
      {
        spec: {
          ...wrappedProgrammes("zebra"),
          rows: wrappedProgrammes("zebra").rows.map((r) =>
            r.map((c) => (typeof c === "string" ? c.replace(/\n/gu, " ") : c)),
          ),
        },
        widths: ["18mm", "55mm", "24mm", "24mm"],
      },
    ],
  ),
  htmlFixture(
    "html_wrapped_bottom",
    "wrapped_unruled",
    "stream",
    "Borderless HTML table with cells aligned to the bottom (as spreadsheets print them): a wrapped cell's first lines come before the row's other cells.",
    "Programme budgets",
    [
      "<style>td { vertical-align: bottom; }</style>",
      prose(PROSE.slice(0, 1)),
      {
        spec: {
          ...wrappedProgrammes("borderless"),
          rows: wrappedProgrammes("borderless").rows.map((r) =>
            r.map((c) => (typeof c === "string" ? c.replace(/\n/gu, " ") : c)),
          ),
        },
        widths: ["18mm", "48mm", "24mm", "24mm"],
      },
    ],
  ),
  htmlFixture(
    "html_wrapped_middle",
    "wrapped_unruled",
    "stream",
    "Borderless HTML table with cells centred vertically: single-line cells sit between the lines of a wrapped neighbour.",
    "Risk register",
    [
      "<style>td { vertical-align: middle; }</style>",
      {
        spec: {
          ...wrappedRisks("borderless"),
          rows: wrappedRisks("borderless").rows.map((r) =>
            r.map((c) => (typeof c === "string" ? c.replace(/\n/gu, " ") : c)),
          ),
        },
        widths: ["30mm", "36mm", "40mm", "16mm"],
      },
    ],
  ),
  htmlFixture(
    "html_wrapped_booktabs_tight",
    "wrapped_unruled",
    "mixed",
    "Booktabs HTML table with tight cell padding: wrapped lines sit as close as the rows do.",
    "Programme budgets",
    [
      "<style>td, th { padding: 0.5pt 6pt; }</style>",
      {
        spec: {
          ...wrappedProgrammes("booktabs"),
          rows: wrappedProgrammes("booktabs").rows.map((r) =>
            r.map((c) => (typeof c === "string" ? c.replace(/\n/gu, " ") : c)),
          ),
        },
        widths: ["18mm", "50mm", "24mm", "24mm"],
      },
    ],
  ),
  htmlFixture(
    "html_wrapped_tight_risks",
    "wrapped_unruled",
    "stream",
    "Borderless HTML table with almost no row padding and narrow text columns: the browser's wrapped lines sit at the row pitch.",
    "Risk register",
    [
      "<style>td, th { padding: 0.5pt 4pt; }</style>",
      prose(PROSE.slice(0, 1)),
      { spec: unwrapped(wrappedRisks("borderless")), widths: ["30mm", "30mm", "34mm", "16mm"] },
    ],
  ),
  htmlFixture(
    "html_wrapped_tight_zebra",
    "wrapped_unruled",
    "stream",
    "Zebra-striped HTML table with almost no row padding; two text columns wrapped by the browser.",
    "Risk register",
    [
      "<style>td, th { padding: 0.5pt 4pt; }</style>",
      { spec: unwrapped(wrappedRisks("zebra")), widths: ["30mm", "30mm", "34mm", "16mm"] },
    ],
  ),
  htmlFixture(
    "html_short_columns_table",
    "false_tables",
    "stream",
    "Three narrow CSS columns of prose right above a borderless HTML table; the prose is not rows of it.",
    "Deliveries",
    [
      `<div style="column-count: 3; column-gap: 6mm; max-width: 120mm; margin-bottom: 4pt">${prose(PROSE.slice(0, 2))}</div>`,
      { spec: quarterlyTable(277, 6, "borderless") },
    ],
  ),
  htmlFixture(
    "html_shaded_cells",
    "shaded_cells",
    "stream",
    "HTML table with separate cell backgrounds (2px white spacing), no borders.",
    "Quarterly returns",
    [{ spec: quarterlyTable(163, 10, "shaded") }],
  ),
  htmlFixture(
    "html_shaded_white_borders",
    "shaded_cells",
    "stream",
    "HTML table of coloured cell backgrounds separated by 2px white borders (collapsed), as office themes print them.",
    "Deliveries",
    [
      "<style>.shaded-white table { border-collapse: collapse; } .shaded-white td { background: #dde6f0; border: 2px solid #fff; } .shaded-white th { background: #9fb6cf; border: 2px solid #fff; }</style>",
      '<div class="shaded-white">',
      { spec: ledger(167, 12, "borderless") },
      "</div>",
    ],
  ),
  htmlFixture(
    "html_shaded_white_spanning",
    "shaded_cells",
    "stream",
    "Shaded cells parted by white borders under a two-row spanning header in a darker shade; the light body fill alone does not make the white borders rules.",
    "Half-year results",
    [
      "<style>.sws table { border-collapse: collapse; } .sws td { background: #eee; border: 1.5px solid #fff; } .sws th { background: #bbb; border: 1.5px solid #fff; }</style>",
      '<div class="sws">',
      { spec: { ...spanningHeader, style: "borderless" } },
      "</div>",
    ],
  ),
  htmlFixture(
    "html_shaded_columns",
    "shaded_cells",
    "stream",
    "HTML table whose alternate columns are shaded in two greys with no gap or line between cells.",
    "Quarterly returns",
    [
      "<style>.cols td:nth-child(odd), .cols th:nth-child(odd) { background: #e9e9e9; } .cols td:nth-child(even), .cols th:nth-child(even) { background: #cfcfcf; }</style>",
      '<div class="cols">',
      { spec: quarterlyTable(169, 11, "borderless") },
      "</div>",
    ],
  ),
  htmlFixture(
    "html_label_prose",
    "label_prose",
    "stream",
    "Borderless HTML table of a bold-free label beside a definition wrapped by the browser.",
    "Definitions",
    [
      prose(PROSE.slice(0, 1)),
      {
        spec: {
          ...labelProse("borderless"),
          rows: labelProse("borderless").rows.map((r) =>
            r.map((c) => (typeof c === "string" ? c.replace(/\n/gu, " ") : c)),
          ),
        },
        widths: ["30mm", "110mm"],
      },
    ],
  ),
  htmlFixture(
    "html_tight_licences",
    "tight_columns",
    "stream",
    "Borderless HTML licence listing with cell padding of 1.5pt: numbers a word space before the type code, phone numbers a word space before the date.",
    "Active licences",
    [
      "<style>.tight td, .tight th { padding: 2pt 1.5pt; white-space: nowrap; }</style>",
      '<div class="tight">',
      { spec: tightLicences("borderless", false), widths: ["15mm", "14mm", "36mm", "26mm", "25mm", "21mm"] },
      "</div>",
      prose(PROSE.slice(0, 1)),
    ],
  ),
  htmlFixture(
    "html_tight_currencies",
    "tight_columns",
    "stream",
    "Booktabs HTML payments table with cell padding of 1.5pt: right-aligned amounts a word space before the currency code.",
    "Payments",
    [
      "<style>.tight td, .tight th { padding: 2pt 1.5pt; white-space: nowrap; }</style>",
      '<div class="tight">',
      { spec: tightCurrencies("booktabs"), widths: ["36mm", "20mm", "14mm", "24mm"] },
      "</div>",
    ],
  ),
  htmlFixture(
    "html_table_definitions_bullets",
    "false_tables",
    "stream",
    "Borderless HTML table, then a definition-list legend in smaller type (<dl>, each symbol beside its meaning) and a bullet list right under it; only the table is one.",
    "Quarterly returns",
    [
      { spec: quarterlyTable(285, 9, "borderless") },
      "<style>dl.legend { font-size: 7.5pt; margin: 0; } dl.legend dt { float: left; width: 12mm; clear: left; } dl.legend dd { margin-left: 12mm; } ul { margin: 2pt 0; }</style>",
      '<dl class="legend"><dt>..</dt><dd>not available</dd><dt>-</dt><dd>nil or less than half the unit</dd><dt>p</dt><dd>provisional</dd><dt>r</dt><dd>revised since the last edition</dd></dl>',
      "<ul><li>Figures are provisional.</li><li>Q4 includes the new depot.</li></ul>",
    ],
  ),
  htmlFixture(
    "html_table_legend_same_type",
    "false_tables",
    "stream",
    "Borderless HTML table, a bullet list, then a legend of symbols in the body's type (<dl>, each symbol beside its meaning); the legend is no table.",
    "Staff",
    [
      { spec: staffTable("borderless") },
      "<ul><li>Head office staff are not counted.</li><li>Seasonal staff count from day one.</li></ul>",
      "<style>dl.key { margin: 0; } dl.key dt { float: left; width: 12mm; clear: left; } dl.key dd { margin-left: 12mm; }</style>",
      '<dl class="key"><dt>n.a.</dt><dd>not available</dd><dt>e</dt><dd>estimated</dd><dt>r</dt><dd>revised</dd></dl>',
    ],
  ),
];
