import { PageCanvas } from "../pdf/canvas.js";
import { drawTable } from "../pdf/draw-table.js";
import { expectedGrid, type TableSpec } from "../pdf/table-spec.js";
import { writePdf } from "../pdf/writer.js";
import type { BuiltFixture, Fixture } from "./fixture.js";
import { L } from "./sample-tables.js";

/** The writer's 9 pt type sets a line 11.25 pt tall: a row `pitch` pt tall pads it by half the rest above and below. */
const padFor = (pitch: number) => (pitch - 9 * 1.25) / 2;

/** A staff directory: two text columns, a header and eleven rows. */
const STAFF: string[][] = [
  ["Name", "Department"],
  ["J. Ortiz", "Facilities"],
  ["M. Chen", "Finance"],
  ["A. Novak", "Legal"],
  ["R. Patel", "Research"],
  ["S. Moreau", "Sales"],
  ["K. Berg", "Support"],
  ["L. Duval", "Marketing"],
  ["T. Okafor", "Logistics"],
  ["H. Sato", "Training"],
  ["E. Brandt", "Purchasing"],
  ["P. Costa", "Security"],
];

/** Meeting rooms: two text columns, a header and seven rows. */
const ROOMS: string[][] = [
  ["Room", "Floor"],
  ["Atrium", "Ground"],
  ["Boardroom", "Fourth"],
  ["Library", "Second"],
  ["Studio", "Basement"],
  ["Terrace", "Roof"],
  ["Workshop", "First"],
  ["Lounge", "Third"],
];

const list = (rows: string[][], pitch: number): TableSpec => ({
  headerRows: 1,
  style: "borderless",
  align: [L, L],
  padY: padFor(pitch),
  rows,
});

/**
 * Two unrelated text-only tables side by side on one portrait page, each under its own bold header, their rows set
 * at different pitches (`leftPitch`, `rightPitch`) and the right one `drop` pt lower, so their row lines do not line
 * up; no rules, no prose. Two tables.
 */
function sideBySide(leftPitch: number, rightPitch: number, drop = 0): BuiltFixture {
  const left = list(STAFF, leftPitch),
    right = list(ROOMS, rightPitch);
  const canvas = new PageCanvas({ width: 612, height: 792 });
  canvas.text(54, 67, "Office guide", 13, "Helvetica-Bold");
  drawTable(canvas, left, 54, 90);
  drawTable(canvas, right, 340, 90 + drop);
  return {
    pdf: writePdf([canvas.page()]),
    tables: [
      { page: 1, cells: expectedGrid(left) },
      { page: 1, cells: expectedGrid(right) },
    ],
  };
}

/** Probes for two text-only tables side by side whose rows lie on different lines (`offset_rows`). */
export const offsetRowsFixtures: Fixture[] = [
  {
    name: "gen_offset_rows_pitch",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "offset_rows",
    notes:
      "Two unruled text-only tables side by side, each with its own bold header: name and department (twelve lines, 14 pt apart) beside room and floor (eight lines, 18 pt apart), headers level. Two tables.",
    build: async () => sideBySide(14, 18),
  },
  {
    name: "gen_offset_rows_same_end",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "offset_rows",
    notes:
      "The same two tables, the right one's rows 22 pt apart so both start and end level, only their rows between on different lines. Two tables.",
    build: async () => sideBySide(14, 22),
  },
  {
    name: "gen_offset_rows_half_row",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "offset_rows",
    notes:
      "The same two tables at one pitch (17 pt), the right one set half a row lower, so every row of it lies between two of the left one's. Two tables.",
    build: async () => sideBySide(17, 17, 8.5),
  },
];
