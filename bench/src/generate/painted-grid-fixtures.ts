import { expectedGrid, type TableSpec } from "../pdf/table-spec.js";
import { htmlToPdf } from "./chromium.js";
import type { BuiltFixture, Fixture } from "./fixture.js";
import { htmlPage, htmlTable } from "./html-table.js";
import { ledger, spanningHeader } from "./sample-tables.js";

/**
 * Borders as HTML drew them before CSS: the table's background dark, its cells painted light over
 * it `cellspacing` px apart, so the lines are the background showing between cells and nothing is
 * stroked (`<table bgcolor="#000" cellspacing="1">` with `<tr bgcolor="#fff">`).
 */
const painted = (background: string, cells: string, header: string, spacing: number, padX = 5) =>
  `table { border-collapse: separate; border-spacing: ${spacing}px; background: ${background}; } td { background: ${cells}; } th { background: ${header}; } td, th { padding: 3pt ${padX}pt; }`;

const PROSE =
  "The figures below are taken from the depots' own returns for the year and have not been audited; a depot that did not report is left out of the totals.";

const plain = (spec: TableSpec): TableSpec => ({ ...spec, style: "borderless" });

function paintedPage(title: string, css: string, spec: TableSpec) {
  return async (): Promise<BuiltFixture> => {
    const html = htmlPage(title, [`<p>${PROSE}</p>`, htmlTable(spec)], css);
    return { pdf: await htmlToPdf(html), tables: [{ page: 1, cells: expectedGrid(spec) }] };
  };
}

/** Probes for tables whose lines are a dark background showing between cells painted over it (`painted_grid`). */
export const paintedGridFixtures: Fixture[] = [
  {
    name: "html_painted_grid_black",
    kind: "lattice",
    tool: "chromium",
    fixtureClass: "painted_grid",
    notes:
      "A black table background, white body cells and a grey header painted over it 1 px apart, 2 pt of padding either side of the text: the lines are the black showing between cells, nothing stroked.",
    build: paintedPage("Depot returns", painted("#000", "#fff", "#ccc", 1, 2), plain(ledger(71, 9, "borderless"))),
  },
  {
    name: "html_painted_grid_grey_spanning",
    kind: "lattice",
    tool: "chromium",
    fixtureClass: "painted_grid",
    notes:
      "A mid-grey background showing 2 px between white cells, under a two-row header with a row-spanning label and two year groups.",
    build: paintedPage("Depot returns by half-year", painted("#777", "#fff", "#fff", 2), plain(spanningHeader)),
  },
];
