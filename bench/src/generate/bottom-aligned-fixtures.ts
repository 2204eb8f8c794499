import { expectedGrid, type TableSpec } from "../pdf/table-spec.js";
import { htmlToPdf } from "./chromium.js";
import type { Fixture } from "./fixture.js";
import { flowPdf } from "./flow.js";
import { htmlPage, htmlTable } from "./html-table.js";
import { PROSE } from "./prose.js";
import { L, R } from "./sample-tables.js";

/**
 * A works order: long item labels wrapped onto two or three lines in some rows, the unit and the figures set level
 * with the label's last line (a spreadsheet's default bottom alignment with "wrap text" on the label column).
 */
function worksOrder(style: TableSpec["style"]): TableSpec {
  return {
    headerRows: 1,
    style,
    bodyVAlign: "bottom",
    align: [L, L, R, R, R],
    rows: [
      ["Item", "Unit", "Quantity", "Unit price", "Amount"],
      ["Site clearance", "m2", "1,250", "2.40", "3,000.00"],
      ["Excavation of trenches for\nfoundations, depth up to 1.5 m", "m3", "186", "18.75", "3,487.50"],
      ["Concrete C25/30", "m3", "64", "112.00", "7,168.00"],
      [
        "Reinforcement steel bars,\ncut, bent and fixed in place,\nincluding tying wire",
        "t",
        "7.2",
        "1,480.00",
        "10,656.00",
      ],
      ["Formwork to slab edges", "m", "142", "21.30", "3,024.60"],
      ["Damp-proof membrane laid\nunder the ground slab", "m2", "610", "4.15", "2,531.50"],
      ["Backfilling", "m3", "95", "9.80", "931.00"],
    ],
  };
}

/** The works order with every item's label wrapped, the first body row's too; the labels' last lines in lower case. */
function allWrapped(bodyVAlign: TableSpec["bodyVAlign"]): TableSpec {
  return {
    ...worksOrder("borderless"),
    bodyVAlign,
    rows: [
      ["Item", "Unit", "Quantity", "Unit price", "Amount"],
      ["Site clearance and removal\nof topsoil to a spoil heap", "m2", "1,250", "2.40", "3,000.00"],
      ["Excavation of trenches for\nfoundations, depth up to 1.5 m", "m3", "186", "18.75", "3,487.50"],
      ["Concrete C25/30 poured in\nfoundations and ground beams", "m3", "64", "112.00", "7,168.00"],
      [
        "Reinforcement steel bars,\ncut, bent and fixed in place,\nincluding tying wire",
        "t",
        "7.2",
        "1,480.00",
        "10,656.00",
      ],
      ["Formwork to slab edges,\nstruck after seven days", "m", "142", "21.30", "3,024.60"],
    ],
  };
}

/** Regional indicators: a wrapped indicator name beside two years and the change, figures bottom-aligned. */
function indicators(style: TableSpec["style"], bodyVAlign: TableSpec["bodyVAlign"]): TableSpec {
  return {
    headerRows: 1,
    style,
    bodyVAlign,
    align: [L, R, R, R],
    rows: [
      ["Indicator", "2024", "2025", "Change"],
      ["Population (thousands)", "1,842", "1,867", "1.4%"],
      ["Households with a broadband\nconnection of 100 Mbit/s or more", "61.2", "68.9", "7.7"],
      ["Employment rate, persons\naged 20 to 64 years\n(per cent)", "74.1", "75.0", "0.9"],
      ["Median net income (EUR)", "23,410", "24,180", "3.3%"],
      ["Early leavers from education\nand training", "8.4", "7.9", "-0.5"],
      ["Overnight stays in hotels\nand holiday dwellings,\nthousands", "3,905", "4,122", "5.6%"],
      ["Road deaths", "41", "37", "-9.8%"],
    ],
  };
}

/** A project list with six columns; the project name wraps in some rows, dates and figures on its last line. */
function projects(style: TableSpec["style"]): TableSpec {
  return {
    headerRows: 1,
    style,
    bodyVAlign: "bottom",
    align: [L, L, L, R, R, R],
    rows: [
      ["Project", "Start", "End", "Budget", "Spent", "Share"],
      ["Harbour quay repair", "03/2024", "11/2025", "4,200", "3,610", "86%"],
      ["Renewal of the water\nmains in the old town", "01/2025", "06/2027", "9,850", "2,140", "22%"],
      ["Library roof", "05/2024", "09/2024", "610", "598", "98%"],
      [
        "Conversion of the former\nbarracks into housing\nand a nursery school",
        "10/2023",
        "12/2026",
        "18,300",
        "11,420",
        "62%",
      ],
      ["Cycle bridge", "04/2025", "08/2026", "2,950", "480", "16%"],
      ["Energy upgrade of three\nprimary schools", "07/2024", "07/2026", "5,120", "3,055", "60%"],
    ],
  };
}

/** An invoice's lines: a description that wraps in the middle column, code and figures set on its last line. */
function invoiceLines(style: TableSpec["style"]): TableSpec {
  return {
    headerRows: 1,
    style,
    bodyVAlign: "bottom",
    align: [L, L, R, R, R],
    rows: [
      ["Code", "Description", "Qty", "Price", "Total"],
      ["A-104", "Office chair, black", "6", "149.00", "894.00"],
      ["B-220", "Height-adjustable desk,\n160 x 80 cm, oak veneer top", "3", "489.00", "1,467.00"],
      ["C-031", "Monitor arm", "6", "59.90", "359.40"],
      ["D-415", "Filing cabinet with four\ndrawers, lockable, anti-tilt\nmechanism", "2", "312.50", "625.00"],
      ["E-007", "Desk lamp, LED", "5", "38.00", "190.00"],
      ["F-118", "Acoustic partition panel\nfor open-plan offices", "4", "265.00", "1,060.00"],
    ],
  };
}

const single =
  (title: string, table: TableSpec, prose = true) =>
  async () =>
    flowPdf([{ blocks: [{ title }, ...(prose ? [{ prose: PROSE.slice(0, 1) }] : []), { table }] }]);

/** The spec with its cells' line breaks removed, so the browser wraps the text itself. */
const unwrapped = (spec: TableSpec): TableSpec => ({
  ...spec,
  rows: spec.rows.map((r) => r.map((c) => (typeof c === "string" ? c.replace(/\n/gu, " ") : c))),
});

/** A table printed by Chromium under a title, its cells wrapped by the browser inside `widths`. */
const browser = (title: string, spec: TableSpec, widths: string[]) => async () => {
  const table = unwrapped(spec);
  const html = htmlPage(title, [htmlTable(table, { widths })]);
  return { pdf: await htmlToPdf(html), tables: [{ page: 1, cells: expectedGrid(table) }] };
};

/** Probes for body rows whose figures stand on the last (or middle) line of a wrapped cell (`bottom_aligned_rows`). */
export const bottomAlignedFixtures: Fixture[] = [
  {
    name: "gen_valign_bottom_plain",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "bottom_aligned_rows",
    notes:
      "No rulings; the item label wraps onto two or three lines in three rows, unit and figures set level with its last line (a spreadsheet's bottom alignment).",
    build: single("Works order", worksOrder("borderless")),
  },
  {
    name: "gen_valign_bottom_booktabs",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "bottom_aligned_rows",
    notes:
      "Booktabs rules; the indicator name wraps onto two or three lines in four rows, the figures of those rows on its last line.",
    build: single("Regional indicators", indicators("booktabs", "bottom")),
  },
  {
    name: "gen_valign_bottom_zebra",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "bottom_aligned_rows",
    notes:
      "Zebra stripes, six columns; the project name wraps onto two or three lines in three rows, dates and figures on its last line.",
    build: single("Capital projects", projects("zebra"), false),
  },
  {
    name: "gen_valign_bottom_ruled",
    kind: "lattice",
    tool: "pdf-writer",
    fixtureClass: "bottom_aligned_rows",
    notes: "Fully ruled copy of the works order: the label wraps, unit and figures at the foot of each cell.",
    build: single("Works order", worksOrder("ruled")),
  },
  {
    name: "gen_valign_middle_plain",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "bottom_aligned_rows",
    notes:
      "No rulings; the indicator name wraps onto two or three lines, the figures centred down the row (on the middle line of three, between the lines of two).",
    build: single("Regional indicators", indicators("borderless", "middle")),
  },
  {
    name: "gen_valign_bottom_description",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "bottom_aligned_rows",
    notes:
      "No rulings; an invoice's description, the middle column, wraps onto two or three lines in three rows, the code before it and the figures after it on its last line.",
    build: single("Invoice 2026-0412", invoiceLines("borderless")),
  },
  {
    name: "gen_valign_bottom_tight",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "bottom_aligned_rows",
    notes:
      "The unruled works order set without row padding: a wrapped label's lines sit exactly as far apart as rows do, unit and figures on its last line.",
    build: single("Works order", { ...worksOrder("borderless"), padY: 0 }),
  },
  {
    name: "gen_valign_bottom_tight_description",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "bottom_aligned_rows",
    notes:
      "The unruled invoice lines set with 1 pt of row padding: the description (middle column) wraps at nearly the row pitch, code and figures on its last line.",
    build: single("Invoice 2026-0412", { ...invoiceLines("borderless"), padY: 1 }),
  },
  {
    name: "gen_valign_middle_tight",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "bottom_aligned_rows",
    notes:
      "The unruled indicators set with 1 pt of row padding, figures centred down each row (the middle line of three, between the lines of two).",
    build: single("Regional indicators", { ...indicators("borderless", "middle"), padY: 1 }),
  },
  {
    name: "html_valign_bottom_plain",
    kind: "stream",
    tool: "chromium",
    fixtureClass: "bottom_aligned_rows",
    notes:
      "Borderless HTML table, body cells `vertical-align: bottom`; the browser wraps the invoice descriptions (middle column) inside a fixed width, code and figures on their last line.",
    build: browser("Invoice 2026-0412", invoiceLines("borderless"), ["18mm", "42mm", "12mm", "20mm", "22mm"]),
  },
  {
    name: "html_valign_bottom_zebra",
    kind: "stream",
    tool: "chromium",
    fixtureClass: "bottom_aligned_rows",
    notes:
      "HTML table with grey stripes on alternate rows, body cells `vertical-align: bottom`; the browser wraps the project names inside a fixed width.",
    build: browser("Capital projects", projects("zebra"), ["40mm", "18mm", "18mm", "18mm", "18mm", "14mm"]),
  },
  {
    name: "gen_valign_bottom_all_wrap",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "bottom_aligned_rows",
    notes:
      "Unruled, no row padding, every row's label wrapped onto two or three lines (the first body row too, right under the header), unit and figures on its last line; the last lines go on in lower case.",
    build: single("Works order", { ...allWrapped("bottom"), padY: 0 }),
  },
  {
    name: "gen_valign_middle_all_wrap",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "bottom_aligned_rows",
    notes:
      "Unruled, 1 pt of row padding, every row's label wrapped onto two or three lines, unit and figures centred down the row (between the lines of two, on the middle line of three).",
    build: single("Works order", { ...allWrapped("middle"), padY: 1 }),
  },
];
