import type { SpecCell, TableSpec } from "../pdf/table-spec.js";
import type { Fixture } from "./fixture.js";
import { flowPdf, type PageSpec } from "./flow.js";
import { PROSE } from "./prose.js";
import { L, R } from "./sample-tables.js";

const single = (pages: PageSpec[]) => async () => flowPdf(pages);

/** A cell with a footnote marker raised after it. */
const noted = (text: string, marker: string): SpecCell => ({ text, marker });

/** Ferry routes with footnote markers on a header, some labels and some figures. */
function ferryRoutes(style: TableSpec["style"]): TableSpec {
  return {
    headerRows: 1,
    style,
    align: [L, R, R, R],
    colWidths: [150, 80, 80, 80],
    rows: [
      ["Route", noted("Passengers", "1"), "Vehicles", noted("Sailings", "2")],
      ["Bergen - Stavanger", "412,300", "88,140", "1,460"],
      [noted("Oslo - Kiel", "a"), "689,020", noted("141,580", "3"), "730"],
      ["Larvik - Hirtshals", "355,910", "97,220", noted("1,095", "*")],
      [noted("Tromso - Skjervoy", "b"), "48,760", "9,315", "2,190"],
      ["Bodo - Moskenes", noted("102,440", "3"), "31,870", "1,825"],
    ],
  };
}

const NOTES = [
  "1 Counted at boarding. 2 Scheduled sailings. 3 Estimate. * Winter timetable only.",
  "a Summer season only. b Also calls at Karlsoy.",
];

/** Probes for figures and labels carrying raised footnote markers (`footnote_markers`). */
export const footnoteFixtures: Fixture[] = [
  {
    name: "gen_footnote_markers_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "footnote_markers",
    notes:
      'Unruled ferry routes: small raised markers ("1", "a", "*") after two header cells, two labels and three figures; the notes under the table.',
    build: single([
      {
        blocks: [
          { title: "Ferry routes" },
          { prose: PROSE.slice(0, 2) },
          { table: ferryRoutes("borderless") },
          { prose: NOTES },
        ],
      },
    ]),
  },
  {
    name: "gen_footnote_markers_ruled",
    kind: "lattice",
    tool: "pdf-writer",
    fixtureClass: "footnote_markers",
    notes: "The same ferry routes fully ruled, the markers inside their cells.",
    build: single([
      {
        blocks: [
          { title: "Ferry routes" },
          { prose: PROSE.slice(0, 1) },
          { table: ferryRoutes("ruled") },
          { prose: NOTES },
        ],
      },
    ]),
  },
];
