import type { SpecCell, TableSpec } from "../pdf/table-spec.js";
import type { Fixture } from "./fixture.js";
import { flowPdf, type PageSpec } from "./flow.js";
import { PROSE } from "./prose.js";
import { L, R } from "./sample-tables.js";

const single = (pages: PageSpec[]) => async () => flowPdf(pages);
const D = "decimal" as const;

/** A header cell spanning `colSpan` columns (a group heading) or `rowSpan` rows (a stub's head beside it). */
const span = (text: string, colSpan = 1, rowSpan = 1): SpecCell => ({ text, colSpan, rowSpan });

/**
 * A scientific results table: models in the stub, a group heading ("Validation") over two columns of
 * means with their spread ("91.2 ± 0.3"), then plain figures set on their decimal point.
 */
function resultsTable(): TableSpec {
  return {
    headerRows: 2,
    style: "booktabs",
    align: [L, D, D, D, D],
    rows: [
      [span("Model", 1, 2), span("Validation", 2), span("Params (M)", 1, 2), span("Time (h)", 1, 2)],
      ["Accuracy (%)", "Loss"],
      ["Baseline CNN", "84.7 ± 0.6", "0.412 ± 0.020", "4.2", "0.85"],
      ["ResNet-50", "91.2 ± 0.3", "0.284 ± 0.012", "25.6", "6.40"],
      ["ViT-B/16", "92.8 ± 0.4", "0.251 ± 0.015", "86.6", "14.10"],
      ["Linear probe", "71.9 ± 1.1", "0.903 ± 0.041", "0.8", "0.12"],
      ["Ensemble (5x)", "93.5 ± 0.2", "0.233 ± 0.009", "128.0", "32.05"],
      ["Distilled", "90.1 ± 0.5", "0.301 ± 0.018", "11.7", "2.45"],
    ],
  };
}

/** Two group headings, each over a mean with its spread and a plain figure. */
function twoGroupsTable(): TableSpec {
  return {
    headerRows: 2,
    style: "booktabs",
    align: [L, D, D, D, D],
    rows: [
      [span("Site", 1, 2), span("Winter", 2), span("Summer", 2)],
      ["NO2 (ug/m3)", "Days", "NO2 (ug/m3)", "Days"],
      ["Harbour", "38.4 ± 2.1", "12", "21.7 ± 1.4", "3"],
      ["City centre", "45.0 ± 3.3", "19", "29.2 ± 2.0", "7"],
      ["Ring road", "52.6 ± 4.8", "27", "33.9 ± 2.7", "11"],
      ["Park", "17.3 ± 0.9", "0", "9.8 ± 0.6", "0"],
      ["Airport", "29.1 ± 1.7", "6", "24.4 ± 1.5", "4"],
    ],
  };
}

/**
 * Spreads glued to their means ("0.93±0.02"), the best value of each column bold, a hyphen for a value not
 * measured and negative changes, every figure column set on its decimal point.
 */
function gluedSpreadsTable(): TableSpec {
  const best = (text: string): SpecCell => ({ text, bold: true });
  return {
    headerRows: 2,
    style: "booktabs",
    align: [L, D, D, D],
    rows: [
      [span("Method", 1, 2), span("F1 score", 2), span("Change", 1, 2)],
      ["In domain", "Out of domain"],
      ["Rules", "0.71±0.03", "0.52±0.06", "-0.19"],
      ["CRF", "0.88±0.01", "0.69±0.04", "-0.19"],
      ["BiLSTM", "0.91±0.02", "0.74±0.03", "-0.17"],
      ["Transformer", best("0.95±0.01"), best("0.83±0.02"), "-0.12"],
      ["Few-shot", "0.79±0.05", "-", "-"],
    ],
  };
}

/**
 * A two-level header (a group over three columns beside a stub head and a cell spanning both levels) in an
 * outer box with no inner rules. `tall` sets the spanning cell over two lines, top-aligned ("Ship" over
 * "calls"), so its second line stands between the group heading and the cells under it.
 */
function boxedGroupsTable(tall = false): TableSpec {
  return {
    headerRows: 2,
    style: "outline",
    align: [L, R, R, R, R],
    rows: [
      [span("Port", 1, 2), span("Cargo handled (kt)", 3), span(tall ? "Ship\ncalls" : "Calls", 1, 2)],
      ["Bulk", "Container", "Liquid"],
      ["Rotterdam", "82,114", "151,004", "211,560", "28,302"],
      ["Antwerp-\nBruges", "14,830", "133,270", "71,118", "22,419"],
      ["Hamburg", "30,601", "89,444", "13,012", "7,712"],
      ["Le Havre", "4,215", "31,873", "28,690", "5,980"],
    ],
  };
}

/** Requirements with wrapped descriptions and notes, for tables ruled by column lines or a box only. */
function requirementsTable(style: TableSpec["style"]): TableSpec {
  return {
    headerRows: 1,
    style,
    align: [L, L, L, R],
    colWidths: [60, 200, 140, 50],
    rows: [
      ["ID", "Requirement", "Verification", "Effort"],
      ["R-101", "Log every change to a\nrecord with user and time", "Audit trail review\nby the QA team", "5"],
      ["R-102", "Export reports as CSV\nand as PDF", "Sample export", "3"],
      ["R-103", "Lock an account after five\nfailed sign-in attempts\nwithin ten minutes", "Penetration test", "8"],
      ["R-104", "Keep backups for\n30 days", "Restore drill\nevery quarter", "2"],
      ["R-105", "Show amounts in the\nuser's own currency", "Unit tests", "5"],
    ],
  };
}

/** Regional figures with wrapped labels, for tables ruled by column lines or a box only. */
function regionalTable(style: TableSpec["style"]): TableSpec {
  return {
    headerRows: 1,
    style,
    align: [L, R, R, R],
    colWidths: [150, 70, 70, 70],
    rows: [
      ["Region", "2022", "2023", "Change\n(%)"],
      ["North Coast and\nislands", "1,204", "1,318", "9.5"],
      ["Central valley", "3,870", "3,912", "1.1"],
      ["Eastern uplands\n(incl. forest\nreserves)", "642", "598", "-6.9"],
      ["South", "2,115", "2,260", "6.9"],
      ["Capital district", "5,488", "5,731", "4.4"],
    ],
  };
}

/** A table set between a title and prose. */
const page = (table: TableSpec, caption?: string): PageSpec[] => [
  {
    blocks: [
      { title: "Results" },
      { prose: PROSE.slice(0, 1) },
      ...(caption ? [{ prose: [caption] }, { space: -6 }] : []),
      { table },
      { prose: PROSE.slice(1, 2) },
    ],
  },
];

/**
 * Probes for how a table is ruled: a scientific booktabs table (three rules, spreads, decimal points,
 * a group heading), column lines only, and an outer box only.
 */
export const ruleStyleFixtures: Fixture[] = [
  {
    name: "gen_booktabs_scientific",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "booktabs_scientific",
    notes:
      'Booktabs (top, under the header, bottom) under a caption line: "Validation" spanning two columns of means with spreads ("91.2 ± 0.3"), the stub head and two figure columns spanning both header rows, figures set on their decimal point.',
    build: single(page(resultsTable(), "Table 3. Classification results (mean ± s.d. over five runs)")),
  },
  {
    name: "gen_booktabs_scientific_two_groups",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "booktabs_scientific",
    notes:
      'Booktabs, two group headings ("Winter", "Summer") each over a mean with its spread and a count, decimal-aligned; no caption.',
    build: single(page(twoGroupsTable())),
  },
  {
    name: "gen_column_rules_wrapped",
    kind: "lattice",
    tool: "pdf-writer",
    fixtureClass: "column_rules",
    notes:
      "Vertical rules on every column boundary and both sides, no horizontal line; text cells wrapped over two and three lines, a right-aligned figure column.",
    build: single(page(requirementsTable("column-rules"))),
  },
  {
    name: "gen_column_rules_figures",
    kind: "lattice",
    tool: "pdf-writer",
    fixtureClass: "column_rules",
    notes:
      "Vertical rules only; region labels wrapped over two and three lines beside right-aligned figures, a header cell of two lines.",
    build: single(page(regionalTable("column-rules"))),
  },
  {
    name: "gen_outer_box_wrapped",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "outer_box",
    notes:
      "Only an outer box, no inner rules; text cells wrapped over two and three lines, a right-aligned figure column.",
    build: single(page(requirementsTable("outline"))),
  },
  {
    name: "gen_outer_box_figures",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "outer_box",
    notes: "Only an outer box; region labels wrapped over two and three lines beside right-aligned figures.",
    build: single(page(regionalTable("outline"))),
  },
  {
    name: "gen_booktabs_scientific_glued",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "booktabs_scientific",
    notes:
      'Booktabs; spreads glued to their means ("0.93±0.02"), the best of each column bold, a hyphen for a value not measured, negative changes; "F1 score" over two columns, figures on their decimal point.',
    build: single(page(gluedSpreadsTable(), "Table 5. Entity recognition, mean±s.d.")),
  },
  {
    name: "gen_outer_box_groups",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "outer_box",
    notes:
      "Only an outer box; a two-level header (a group over three columns, a stub head and a two-line cell spanning both rows), a label wrapped after a hyphen.",
    build: single(page(boxedGroupsTable())),
  },
  {
    name: "gen_column_rules_groups",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "column_rules",
    notes:
      "Vertical rules only, the two-level header of gen_outer_box_groups (the group heading crossing two column rules).",
    build: single(page({ ...boxedGroupsTable(), style: "column-rules" })),
  },
  {
    name: "gen_outer_box_groups_tall_cell",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "outer_box",
    notes:
      'Only an outer box; the two-level header of gen_outer_box_groups with its last cell ("Ship calls") over two lines, top-aligned, as tall as both levels.',
    build: single(page(boxedGroupsTable(true))),
  },
  {
    name: "gen_column_rules_groups_tall_cell",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "column_rules",
    notes: 'Vertical rules only; the two-level header with "Ship calls" over two lines beside the group heading.',
    build: single(page({ ...boxedGroupsTable(true), style: "column-rules" })),
  },
  {
    name: "gen_header_levels_tall_cell_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "header_levels",
    notes:
      'Unruled; a group heading over three columns beside a stub head and a two-line cell ("Ship calls") spanning both header levels, set top-aligned.',
    build: single(page({ ...boxedGroupsTable(true), style: "borderless" })),
  },
];
