import { expectedGrid, type TableSpec } from "../pdf/table-spec.js";
import { htmlToPdf } from "./chromium.js";
import type { Fixture } from "./fixture.js";
import { htmlPage, htmlTable } from "./html-table.js";
import { PROSE } from "./prose.js";
import { L, ledger, quarterly, R } from "./sample-tables.js";

const prose = (lines: string[]) => `<p>${lines.join(" ")}</p>`;

/** A ruled table with a group cell spanning rows in the body, as HTML tables often have. */
const regional: TableSpec = {
  headerRows: 2,
  style: "ruled",
  align: [L, L, R, R, R],
  rows: [
    [
      { text: "Region", rowSpan: 2 },
      { text: "Depot", rowSpan: 2 },
      { text: "Deliveries", colSpan: 3 },
    ],
    ["2022", "2023", "2024"],
    [{ text: "North", rowSpan: 3 }, ...(quarterly(71, 1)[0] ?? []).slice(0, 4)],
    ...quarterly(72, 2).map((r) => r.slice(0, 4)),
    [{ text: "South", rowSpan: 2 }, ...(quarterly(73, 1)[0] ?? []).slice(0, 4)],
    ...quarterly(74, 1).map((r) => r.slice(0, 4)),
    [{ text: "Total", colSpan: 2 }, "41,020", "43,311", "45,907"],
  ],
};

/** Long descriptions wrapped by the browser inside fixed-width columns. */
const wrapped: TableSpec = {
  headerRows: 1,
  style: "booktabs",
  align: [L, L, R],
  rows: [
    ["Clause", "Obligation", "Penalty (EUR)"],
    ["4.1", "The supplier delivers every order within ten working days of its confirmation by the buyer.", "250"],
    ["4.2", "Goods that arrive damaged are replaced at the supplier's cost, including transport both ways.", "1,200"],
    ["5.3", "Invoices state the order number, the delivery note number and the agreed unit price.", "75"],
    ["7.0", "Either party may end the agreement with three months' written notice.", "-"],
  ],
};

/** No rulings: year labels spanning pairs of columns, and names long enough to wrap. */
const grouped: TableSpec = {
  headerRows: 2,
  style: "borderless",
  align: [L, R, R, R, R],
  rows: [
    ["", { text: "2023", colSpan: 2 }, { text: "2024", colSpan: 2 }],
    ["Programme", "Budget", "Spent", "Budget", "Spent"],
    ["Road maintenance and winter service on regional routes", "12,400", "11,980", "12,900", "13,105"],
    ["School meals", "3,150", "3,002", "3,300", "3,287"],
    ["Public library opening hours extension", "820", "611", "840", "835"],
    ["Harbour dredging", "5,600", "5,944", "2,100", "1,870"],
    ["Cycle paths between the northern villages and the station", "2,250", "1,408", "2,600", "2,540"],
    ["Street lighting", "1,900", "1,877", "1,950", "1,990"],
  ],
};

/** Splits a spec's body into printed pages: the parts' expected grids, header repeated by <thead>. */
function pagedParts(spec: TableSpec, perPage: number[]) {
  const header = spec.rows.slice(0, spec.headerRows);
  const body = spec.rows.slice(spec.headerRows);
  const breakBefore: number[] = [];
  let at = 0;
  const tables = perPage.map((n, i) => {
    if (i > 0) breakBefore.push(spec.headerRows + at);
    const part = body.slice(at, (at += n));
    return { page: i + 1, cells: expectedGrid({ ...spec, rows: [...header, ...part] }) };
  });
  return { tables, breakBefore, stitched: [{ pages: perPage.map((_, i) => i + 1), cells: expectedGrid(spec) }] };
}

/** Fixtures printed from HTML by headless Chromium. */
export const htmlFixtures: Fixture[] = [
  {
    name: "html_ruled_rowspans",
    kind: "lattice",
    tool: "chromium",
    notes: "HTML table with collapsed 1px borders; header and body cells spanning rows and columns.",
    build: async () => ({
      pdf: await htmlToPdf(htmlPage("Deliveries by region", [prose(PROSE), htmlTable(regional)])),
      tables: [{ page: 1, cells: expectedGrid(regional) }],
    }),
  },
  {
    name: "html_borderless_numbers",
    kind: "stream",
    tool: "chromium",
    notes: "HTML table without borders; right-aligned numbers beside left-aligned names; paragraphs around it.",
    build: async () => {
      const spec: TableSpec = {
        headerRows: 1,
        style: "borderless",
        align: [L, R, R, R, R],
        rows: [["Depot", "Q1", "Q2", "Q3", "Q4"], ...quarterly(81, 14)],
      };
      return {
        pdf: await htmlToPdf(htmlPage("Quarterly returns", [prose(PROSE), htmlTable(spec), prose(PROSE.slice(1))])),
        tables: [{ page: 1, cells: expectedGrid(spec) }],
      };
    },
  },
  {
    name: "html_zebra",
    kind: "stream",
    tool: "chromium",
    notes: "HTML table whose only structure is a grey background on alternate rows.",
    build: async () => {
      const spec = ledger(83, 16, "zebra");
      return {
        pdf: await htmlToPdf(htmlPage("Deliveries", [htmlTable(spec)])),
        tables: [{ page: 1, cells: expectedGrid(spec) }],
      };
    },
  },
  {
    name: "html_wrapped_cells",
    kind: "mixed",
    tool: "chromium",
    notes: "Booktabs-style rules only; long texts wrapped by the browser into multi-line cells.",
    build: async () => ({
      pdf: await htmlToPdf(htmlPage("Supply terms", [htmlTable(wrapped, { widths: ["18mm", "95mm", "30mm"] })])),
      tables: [{ page: 1, cells: expectedGrid(wrapped) }],
    }),
  },
  {
    name: "html_borderless_grouped",
    kind: "stream",
    tool: "chromium",
    notes: "HTML table without borders: year labels spanning two columns each, long names wrapped onto two lines.",
    build: async () => ({
      pdf: await htmlToPdf(
        htmlPage("Programme budgets (EUR thousand)", [
          prose(PROSE.slice(0, 1)),
          htmlTable(grouped, { widths: ["62mm", "22mm", "22mm", "22mm", "22mm"] }),
        ]),
      ),
      tables: [{ page: 1, cells: expectedGrid(grouped) }],
    }),
  },
  {
    name: "html_long_thead",
    kind: "lattice",
    tool: "chromium",
    notes: "Ruled HTML table over three printed pages; Chromium repeats the <thead> header on every page.",
    build: async () => {
      const spec = ledger(89, 70, "ruled");
      const parts = pagedParts(spec, [30, 30, 10]);
      const html = htmlPage("Stock movements", [htmlTable(spec, { breakBefore: parts.breakBefore })]);
      return { pdf: await htmlToPdf(html), tables: parts.tables, stitched: parts.stitched };
    },
  },
];
