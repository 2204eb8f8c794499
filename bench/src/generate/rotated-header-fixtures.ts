import type { SpecCell, TableSpec } from "../pdf/table-spec.js";
import type { Fixture } from "./fixture.js";
import { flowPdf, type PageSpec } from "./flow.js";
import { PROSE } from "./prose.js";
import { L, R } from "./sample-tables.js";

const single = (pages: PageSpec[]) => async () => flowPdf(pages);

/** A header cell written up the page. */
const up = (text: string): SpecCell => ({ text, rotated: true });

/** Transport by municipality: narrow figure columns under headers written up the page; the stub's header upright. */
function transport(style: TableSpec["style"]): TableSpec {
  return {
    headerRows: 1,
    style,
    align: [L, R, R, R, R, R],
    colWidths: [110, 34, 34, 34, 34, 34],
    rows: [
      ["Municipality", up("Households"), up("Cars"), up("Bicycles"), up("Charging points"), up("Bus stops")],
      ["Lillehammer", "13,410", "15,220", "9,870", "212", "148"],
      ["Gjovik", "14,050", "16,900", "8,315", "187", "131"],
      ["Hamar", "15,660", "17,480", "11,020", "265", "122"],
      ["Elverum", "9,840", "12,310", "6,404", "96", "104"],
      ["Kongsvinger", "8,120", "10,050", "4,980", "71", "88"],
    ],
  };
}

/** Probes for header cells written up the page (`rotated_header`). */
export const rotatedHeaderFixtures: Fixture[] = [
  {
    name: "gen_rotated_header_ruled",
    kind: "lattice",
    tool: "pdf-writer",
    fixtureClass: "rotated_header",
    notes:
      "Fully ruled table whose figure columns' header cells are written up the page, the stub's header upright; prose above.",
    build: single([
      { blocks: [{ title: "Transport by municipality" }, { prose: PROSE.slice(0, 2) }, { table: transport("ruled") }] },
    ]),
  },
  {
    name: "gen_rotated_header_booktabs",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "rotated_header",
    notes:
      "Booktabs table (top, header and bottom rules) whose figure columns' header cells are written up the page; prose above and below.",
    build: single([
      {
        blocks: [
          { title: "Transport by municipality" },
          { prose: PROSE.slice(0, 2) },
          { table: transport("booktabs") },
          { prose: PROSE.slice(2) },
        ],
      },
    ]),
  },
  {
    name: "gen_rotated_header_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "rotated_header",
    notes: "Unruled table whose figure columns' header cells are written up the page; prose above.",
    build: single([
      {
        blocks: [
          { title: "Transport by municipality" },
          { prose: PROSE.slice(0, 2) },
          { table: transport("borderless") },
        ],
      },
    ]),
  },
];
