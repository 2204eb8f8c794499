import { expectedGrid, type SpecCell, type TableSpec } from "../pdf/table-spec.js";
import { htmlToPdf } from "./chromium.js";
import type { BuiltFixture, Fixture } from "./fixture.js";
import { flowPdf } from "./flow.js";
import { htmlPage, htmlTable } from "./html-table.js";
import { L, R } from "./sample-tables.js";

const STOPS = [
  "Norwich",
  "Wymondham",
  "Attleborough",
  "Eccles Road",
  "Harling Road",
  "Thetford",
  "Brandon",
  "Lakenheath",
  "Shippea Hill",
  "Ely",
  "Cambridge",
];

/** Stops a train calls at: every train calls at the big stations, some run past the small ones. */
const calls = (train: number, stop: number) => stop % 5 === 0 || stop === 9 || stop === 10 || (train + stop) % 3 !== 0;

/**
 * A timetable: stops down the side, one column per train, a departure time where the train calls and `noStop`
 * where it runs through, a header row of train numbers over a row of the days they run.
 */
function timetable(
  trains: number,
  noStop: string | SpecCell,
  clock: (minutes: number) => string,
): Array<Array<string | SpecCell>> {
  const header = ["Train", ...Array.from({ length: trains }, (_, t) => `2S${String(10 + t * 3).padStart(2, "0")}`)];
  const days = ["", ...Array.from({ length: trains }, (_, t) => (t % 4 === 3 ? "SuO" : "MX"))];
  const rows = STOPS.map((stop, s) => [
    stop,
    ...Array.from({ length: trains }, (_, t) => (calls(t, s) ? clock(5 * 60 + 40 + t * 67 + s * 9) : noStop)),
  ]);
  return [header, days, ...rows];
}

const hhmm = (m: number) => `${String(Math.floor(m / 60) % 24).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
/** Times as British timetables print them: four figures, no colon ("0540"). */
const fourFigures = (m: number) => hhmm(m).replace(":", "");

function timetableTable(
  style: TableSpec["style"],
  trains: number,
  noStop: string | SpecCell,
  clock: (m: number) => string,
) {
  const spec: TableSpec = {
    headerRows: 2,
    style,
    align: [L, ...Array<typeof R>(trains).fill(R)],
    fontSize: 7.5,
    padX: 3,
    padY: 1.5,
    rows: timetable(trains, noStop, clock),
  };
  return spec;
}

/** The timetable printed from HTML with times "06:15" centred and "|" where a train runs through. */
function htmlTimetable() {
  return async (): Promise<BuiltFixture> => {
    const trains = 12;
    const spec: TableSpec = {
      headerRows: 2,
      style: "zebra",
      align: ["left", ...Array<"center">(trains).fill("center")],
      rows: timetable(trains, "|", hhmm),
    };
    const css = "<style>td, th { font-size: 7.5pt; padding: 1.5pt 3pt; white-space: nowrap; }</style>";
    const html = htmlPage("Norwich – Cambridge, Monday to Friday", [css, htmlTable(spec)]);
    return { pdf: await htmlToPdf(html), tables: [{ page: 1, cells: expectedGrid(spec) }] };
  };
}

/** Probes for timetables: a grid of departure times in many short cells, a mark where a train runs through (`timetable`). */
export const timetableFixtures: Fixture[] = [
  {
    name: "gen_timetable_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "timetable",
    notes:
      "No rulings: 11 stops down the side, 12 trains across, times '05:40' right-aligned 6 pt apart, '-' where a train runs through; train numbers over a row of running days ('MX', 'SuO').",
    build: async () =>
      flowPdf([{ blocks: [{ title: "Norwich - Cambridge" }, { table: timetableTable("borderless", 12, "-", hhmm) }] }]),
  },
  {
    name: "gen_timetable_ruled_four_figures",
    kind: "lattice",
    tool: "pdf-writer",
    fixtureClass: "timetable",
    notes: "Fully ruled, 14 trains, four-figure times without a colon ('0540'), blank where a train runs through.",
    build: async () =>
      flowPdf([
        { blocks: [{ title: "Norwich - Cambridge" }, { table: timetableTable("ruled", 14, "", fourFigures) }] },
      ]),
  },
  {
    name: "gen_timetable_booktabs_blank",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "timetable",
    notes: "Booktabs, 14 trains, four-figure times, blank where a train runs through (a third of the small stops).",
    build: async () =>
      flowPdf([
        { blocks: [{ title: "Norwich - Cambridge" }, { table: timetableTable("booktabs", 14, "", fourFigures) }] },
      ]),
  },
  {
    name: "gen_timetable_pass_lines",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "timetable",
    notes:
      "No rulings but the timetable's own marks: a short vertical line (0.75 pt, a row tall) down the middle of each cell where a train runs through, as printed timetables draw it; those cells read empty.",
    build: async () =>
      flowPdf([
        {
          blocks: [
            { title: "Norwich - Cambridge" },
            { table: timetableTable("borderless", 12, { text: "", passLine: true }, hhmm) },
          ],
        },
      ]),
  },
  {
    name: "html_timetable_zebra",
    kind: "stream",
    tool: "chromium",
    fixtureClass: "timetable",
    notes: "HTML zebra timetable: 12 trains, times '06:15' centred in their columns, '|' where a train runs through.",
    build: htmlTimetable(),
  },
];
