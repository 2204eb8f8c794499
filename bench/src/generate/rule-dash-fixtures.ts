import type { TableSpec } from "../pdf/table-spec.js";
import { htmlToPdf } from "./chromium.js";
import { expectedGrid } from "../pdf/table-spec.js";
import type { BuiltFixture, Fixture } from "./fixture.js";
import { flowPdf } from "./flow.js";
import { htmlPage, htmlTable } from "./html-table.js";
import { PROSE } from "./prose.js";
import { L, multiline, R, spanningHeader } from "./sample-tables.js";

/** Depot stock counts: a text column, a code, four figure columns, a remark that wraps in one row. */
function stockTable(style: TableSpec["style"], ruleDash?: number[], ruleDouble?: number, ruleDots?: number): TableSpec {
  return {
    headerRows: 1,
    style,
    ruleDash,
    ruleDouble,
    ruleDots,
    align: [L, L, R, R, R, R, L],
    rows: [
      ["Depot", "Code", "Opening", "Received", "Issued", "Closing", "Remark"],
      ["Aberdeen", "ABD", "1,204", "310", "288", "1,226", "Audit due"],
      ["Bristol", "BRS", "2,918", "1,045", "1,310", "2,653", ""],
      ["Cardiff", "CDF", "877", "120", "95", "902", "Roof repair"],
      ["Dundee", "DND", "1,530", "402", "611", "1,321", ""],
      ["Exeter", "EXT", "640", "85", "140", "585", "Short-staffed"],
      ["Glasgow", "GLA", "3,402", "1,288", "1,107", "3,583", ""],
      ["Hull", "HUL", "1,118", "260", "231", "1,147", "New racking"],
      ["Leeds", "LDS", "2,207", "733", "802", "2,138", ""],
    ],
  };
}

/** The stock table printed from HTML with every cell bordered in one CSS border style. */
function htmlBordered(border: string, title: string) {
  return async (): Promise<BuiltFixture> => {
    const spec = stockTable("borderless");
    const css = `<style>.bordered td, .bordered th { border: ${border}; }</style>`;
    const html = htmlPage(title, [css, `<p>${PROSE.join(" ")}</p>`, `<div class="bordered">${htmlTable(spec)}</div>`]);
    return { pdf: await htmlToPdf(html), tables: [{ page: 1, cells: expectedGrid(spec) }] };
  };
}

/** Probes for tables ruled with dashed, dotted or double lines instead of solid ones (`dashed_rules`). */
export const ruleDashFixtures: Fixture[] = [
  {
    name: "gen_dashed_ruled",
    kind: "lattice",
    tool: "pdf-writer",
    fixtureClass: "dashed_rules",
    notes:
      "Every cell ruled with dashed lines (2 pt on, 2 pt off; each rule one stroked path with a dash pattern); prose above and below.",
    build: async () =>
      flowPdf([
        {
          blocks: [
            { title: "Stock by depot" },
            { prose: PROSE.slice(0, 2) },
            { table: stockTable("ruled", [2, 2]) },
            { prose: PROSE.slice(2) },
          ],
        },
      ]),
  },
  {
    name: "gen_dotted_row_rules",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "dashed_rules",
    notes: "A dotted rule (0.5 pt on, 1.5 pt off) above and below every row, no vertical lines; prose above.",
    build: async () =>
      flowPdf([
        {
          blocks: [
            { title: "Stock by depot" },
            { prose: PROSE.slice(0, 2) },
            { table: stockTable("row-rules", [0.5, 1.5]) },
          ],
        },
      ]),
  },
  {
    name: "gen_double_ruled",
    kind: "lattice",
    tool: "pdf-writer",
    fixtureClass: "dashed_rules",
    notes:
      "Every rule drawn double: two 0.5 pt strokes 2 pt apart on every cell boundary and round the table; prose above and below.",
    build: async () =>
      flowPdf([
        {
          blocks: [
            { title: "Stock by depot" },
            { prose: PROSE.slice(0, 2) },
            { table: stockTable("ruled", undefined, 2) },
            { prose: PROSE.slice(2) },
          ],
        },
      ]),
  },
  {
    name: "gen_dotted_fills_ruled",
    kind: "lattice",
    tool: "pdf-writer",
    fixtureClass: "dashed_rules",
    notes:
      "Every cell bordered by dotted rules painted as fills: a 0.5 pt square every 2 pt, no stroke at all (as some spreadsheet printers paint a dotted border); prose above and below.",
    build: async () =>
      flowPdf([
        {
          blocks: [
            { title: "Stock by depot" },
            { prose: PROSE.slice(0, 2) },
            { table: stockTable("ruled", undefined, undefined, 2) },
            { prose: PROSE.slice(2) },
          ],
        },
      ]),
  },
  {
    name: "gen_dotted_fills_multiline",
    kind: "lattice",
    tool: "pdf-writer",
    fixtureClass: "dashed_rules",
    notes:
      "The price list of two- and three-line cells bordered by dotted rules painted as fills (a 0.5 pt square every 2 pt).",
    build: async () => flowPdf([{ blocks: [{ title: "Price list" }, { table: { ...multiline, ruleDots: 2 } }] }]),
  },
  {
    name: "gen_dashed_spanning_header",
    kind: "lattice",
    tool: "pdf-writer",
    fixtureClass: "dashed_rules",
    notes: "A two-row header with row- and column-spanning cells, every rule dashed (1.5 pt on, 1.5 pt off).",
    build: async () =>
      flowPdf([{ blocks: [{ title: "Quarterly figures" }, { table: { ...spanningHeader, ruleDash: [1.5, 1.5] } }] }]),
  },
  {
    name: "gen_dotted_fills_spanning_header",
    kind: "lattice",
    tool: "pdf-writer",
    fixtureClass: "dashed_rules",
    notes: "The same spanning header with every rule painted as dots (fills, a 0.5 pt square every 2 pt).",
    build: async () =>
      flowPdf([{ blocks: [{ title: "Quarterly figures" }, { table: { ...spanningHeader, ruleDots: 2 } }] }]),
  },
  {
    name: "html_dashed_ruled",
    kind: "lattice",
    tool: "chromium",
    fixtureClass: "dashed_rules",
    notes: "HTML table with every cell bordered '1px dashed' (collapsed borders; Chromium draws each dash).",
    build: htmlBordered("1px dashed #000", "Stock by depot (dashed)"),
  },
  {
    name: "html_double_ruled",
    kind: "lattice",
    tool: "chromium",
    fixtureClass: "dashed_rules",
    notes:
      "HTML table with every cell bordered '3px double' (collapsed borders: two thin lines about a point apart on every boundary).",
    build: htmlBordered("3px double #000", "Stock by depot (double)"),
  },
];
