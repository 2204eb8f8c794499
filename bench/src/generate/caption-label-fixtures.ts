import { expectedGrid, type TableSpec } from "../pdf/table-spec.js";
import { htmlToPdf } from "./chromium.js";
import type { Fixture } from "./fixture.js";
import { flowPdf, type PageSpec } from "./flow.js";
import { htmlPage, htmlTable } from "./html-table.js";
import { PROSE } from "./prose.js";
import { L, quarterly, R } from "./sample-tables.js";

const single = (pages: PageSpec[]) => async () => flowPdf(pages);

/** A booktabs depot table under a two-level header (groups spanning two columns each), with `caption` above its top rule. */
function captionedTable(seed: number, caption: string | undefined): TableSpec {
  return {
    headerRows: 2,
    style: "booktabs",
    align: [L, R, R, R, R],
    caption,
    rows: [
      ["", { text: "Goods", colSpan: 2 }, { text: "Stock", colSpan: 2 }],
      ["Depot", "Received", "Issued", "Returned", "Held"],
      ...quarterly(seed, 10),
    ],
  };
}

/**
 * A table's caption whose label ("Table 7") stands a wide space apart from its
 * title, above the table's top rule: the caption is no row of the table (its
 * two pieces must not become cells), and the top rule must not count as one
 * between the table's rows.
 */
export const captionLabelFixtures: Fixture[] = [
  {
    name: "gen_caption_label_booktabs",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "caption_label",
    notes:
      'Booktabs table (top rule, rule under the header, bottom rule) with "Table 7", three spaces, then its title above the top rule; a second header level of groups spanning two columns.',
    build: single([
      {
        blocks: [
          { title: "Depot movements" },
          { prose: PROSE.slice(0, 2) },
          { table: captionedTable(131, "Table 7   Goods by depot, first half") },
          { prose: PROSE.slice(2, 3) },
        ],
      },
    ]),
  },
  {
    name: "html_caption_label_booktabs",
    kind: "stream",
    tool: "chromium",
    fixtureClass: "caption_label",
    notes:
      'Booktabs HTML table whose <caption> reads "Table 12", two em spaces, then its title; a second header level of groups spanning two columns.',
    build: async () => {
      const spec = captionedTable(137, undefined);
      const caption =
        '<caption style="caption-side: top; text-align: left; padding-bottom: 3pt">Table 12&emsp;&emsp;Goods by depot, second half</caption>';
      const table = htmlTable(spec).replace(/(<table class="t\d+">)/u, `$1${caption}`);
      const html = htmlPage("Depot movements", [`<p>${PROSE.slice(0, 2).join(" ")}</p>`, table]);
      return { pdf: await htmlToPdf(html), tables: [{ page: 1, cells: expectedGrid(spec) }] };
    },
  },
];
