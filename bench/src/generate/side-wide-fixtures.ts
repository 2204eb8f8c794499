import type { TableSpec } from "../pdf/table-spec.js";
import type { Fixture } from "./fixture.js";
import { flowPdf, type PageSpec } from "./flow.js";
import { L, R } from "./sample-tables.js";

const single = (pages: PageSpec[]) => async () => flowPdf(pages);

/** Two page columns of prose, each paragraph ending in a short line. */
const ABOVE: [string[], string[]] = [
  ["Deliveries rose in every region in the", "second half of the year, led by the", "northern depots."],
  ["The southern depots reported fewer", "late deliveries than a year earlier,", "as the table shows."],
];
const BELOW: [string[], string[]] = [
  ["Figures for the two island depots are", "estimates until their returns arrive."],
  ["Vehicle counts are taken on the last", "working day of each quarter."],
];

/**
 * Depot figures right-aligned under ragged headers, the first column's text starting at the
 * page's edge. Across the whole page under and over two-column prose, one of its column gaps
 * (from the right-aligned figures ending at 306 to those of the next column, starting past 360)
 * covers the page's gutter, as a wide table's gaps often do; it is one table, not two side by
 * side. The page-column-tails fixtures set it under prose too, in other styles.
 */
export function depotsTable(style: TableSpec["style"] = "borderless"): TableSpec {
  return {
    headerRows: 1,
    style,
    align: [L, R, R, R, R, R],
    colWidths: [120, 80, 56, 90, 80, 74],
    rows: [
      ["Depot", "Deliveries", "Late", "Returns (kg)", "Vehicles", "Staff"],
      ["Oslo", "12,480", "311", "4,120", "38", "204"],
      ["Bergen", "8,115", "97", "2,870", "25", "141"],
      ["Trondheim", "6,302", "64", "1,955", "19", "118"],
      ["Tromso", "4,210", "52", "1,204", "12", "77"],
      ["Bodo", "3,884", "75", "998", "11", "69"],
    ],
  };
}

/** A guard for the side-by-side split at the page's gutter (`side_by_side`): a full-width table between two-column prose. */
export const sideWideFixtures: Fixture[] = [
  {
    name: "gen_side_by_side_full_width",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "side_by_side",
    notes:
      "Two-column prose, a borderless table across the whole page (one column gap covering the page's gutter), two-column prose again; one table, not two.",
    build: single([
      { blocks: [{ title: "Depots in the year" }, { columns: ABOVE }, { table: depotsTable() }, { columns: BELOW }] },
    ]),
  },
];
