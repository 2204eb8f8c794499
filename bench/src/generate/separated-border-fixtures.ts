import { expectedGrid, type TableSpec } from "../pdf/table-spec.js";
import { htmlToPdf } from "./chromium.js";
import type { BuiltFixture, Fixture } from "./fixture.js";
import { htmlPage, htmlTable } from "./html-table.js";
import { ledger, multiline, spanningHeader } from "./sample-tables.js";

/**
 * Borders drawn round each cell on its own, a gap between neighbouring cells (CSS
 * `border-collapse: separate`): the look of HTML's `border="1"` and of tables
 * styled as rows of cards. HTML's `border="1"` is what the browser's own style
 * sheet gives, an outset border round the table and inset ones round the
 * cells, each side printed as a fill cut on the slant at its corners.
 */
const BORDER_ONE =
  "table { border: 1px outset #808080; border-collapse: separate; border-spacing: 2px; } td, th { border: 1px inset #808080; }";

/** Cells boxed apart by `spacing` px, in square or rounded boxes (`radius` px). */
const boxedApart = (spacing: number, radius: number) =>
  `table { border-collapse: separate; border-spacing: ${spacing}px; } td, th { border: 1px solid #333; border-radius: ${radius}px; padding: 4pt 7pt; }`;

const PROSE_ABOVE =
  "The figures below are taken from the depots' own returns for the year and have not been audited; a depot that did not report is left out of the totals.";
const PROSE_BETWEEN = "The same depots' stock movements over the second half of the year follow.";

const plain = (spec: TableSpec): TableSpec => ({ ...spec, style: "borderless" });

/** A page of prose with one or more tables, each expected as its own table. */
function boxedPage(title: string, css: string, specs: TableSpec[]) {
  return async (): Promise<BuiltFixture> => {
    const parts = [`<p>${PROSE_ABOVE}</p>`];
    specs.forEach((spec, i) => {
      if (i > 0) parts.push(`<p>${PROSE_BETWEEN}</p>`);
      parts.push(htmlTable(spec));
    });
    const html = htmlPage(title, parts, css);
    return { pdf: await htmlToPdf(html), tables: specs.map((spec) => ({ page: 1, cells: expectedGrid(spec) })) };
  };
}

/** Probes for borders drawn round each cell apart from its neighbours (`separated_borders`). */
export const separatedBorderFixtures: Fixture[] = [
  {
    name: "html_border_one_two_tables",
    kind: "lattice",
    tool: "chromium",
    fixtureClass: "separated_borders",
    notes:
      'Two tables as HTML\'s border="1" prints them (an outset frame, each cell boxed inset 2 px apart, every side a fill cut on the slant at its corners), a paragraph between them.',
    build: boxedPage("Depot returns", BORDER_ONE, [
      plain(ledger(61, 7, "borderless")),
      plain(ledger(62, 5, "borderless")),
    ]),
  },
  {
    name: "html_border_one_spanning_header",
    kind: "lattice",
    tool: "chromium",
    fixtureClass: "separated_borders",
    notes:
      'HTML\'s border="1" round a two-row header with a row-spanning label and two year groups over two columns each.',
    build: boxedPage("Depot returns by half-year", BORDER_ONE, [plain(spanningHeader)]),
  },
  {
    name: "html_boxed_cells_apart",
    kind: "lattice",
    tool: "chromium",
    fixtureClass: "separated_borders",
    notes:
      "Each cell in its own square box, boxes 6 px apart (border-spacing), no frame round the table; descriptions wrapped over two or three lines.",
    build: boxedPage("Price list", boxedApart(6, 0), [plain(multiline)]),
  },
  {
    name: "html_rounded_cells",
    kind: "lattice",
    tool: "chromium",
    fixtureClass: "separated_borders",
    notes:
      "Each cell a card with rounded corners (5 px radius), 4 px apart: the sides stop short of the corners, which are curves.",
    build: boxedPage("Depot returns", boxedApart(4, 5), [plain(ledger(63, 8, "borderless"))]),
  },
  {
    name: "html_rounded_cells_two_tables",
    kind: "lattice",
    tool: "chromium",
    fixtureClass: "separated_borders",
    notes:
      "Two tables of rounded cards (8 px radius, 3 px apart) with a paragraph between them, the second with a row-spanning label.",
    build: boxedPage("Depot returns", boxedApart(3, 8), [plain(ledger(64, 4, "borderless")), plain(spanningHeader)]),
  },
];
