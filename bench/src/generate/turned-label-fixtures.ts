import type { SpecCell, TableSpec } from "../pdf/table-spec.js";
import type { Fixture } from "./fixture.js";
import { flowPdf, type PageSpec } from "./flow.js";
import { PROSE } from "./prose.js";
import { L, R } from "./sample-tables.js";

const single = (pages: PageSpec[]) => async () => flowPdf(pages);

/** A row-group label written up the page, centred down the rows it spans. */
const up = (text: string, rowSpan: number): SpecCell => ({ text, rotated: true, rowSpan });

/** Two groups of four rows, their labels in a first column headed "Group". */
function commodities(style: TableSpec["style"]): TableSpec {
  return {
    headerRows: 1,
    style,
    align: [L, L, R, R],
    rows: [
      ["Group", "Item", "2022", "2023"],
      [up("Metals", 4), "Copper", "1,204", "1,388"],
      ["Zinc", "806", "912"],
      ["Nickel", "455", "502"],
      ["Tin", "98", "117"],
      [up("Energy", 4), "Crude oil", "5,410", "5,102"],
      ["Natural gas", "2,980", "3,311"],
      ["Coal", "1,720", "1,504"],
      ["Uranium", "212", "240"],
    ],
  };
}

/** Three groups of two, four and three rows; nothing heads the labels' column. */
function resources(style: TableSpec["style"]): TableSpec {
  return {
    headerRows: 1,
    style,
    align: [L, L, R, R, R],
    rows: [
      ["", "Survey item", "North", "South", "Total"],
      [up("Staff", 2), "Headcount", "204", "141", "345"],
      ["Vacancies", "12", "9", "21"],
      [up("Vehicles", 4), "Trucks", "38", "25", "63"],
      ["Vans", "51", "44", "95"],
      ["Trailers", "17", "11", "28"],
      ["Forklifts", "9", "6", "15"],
      [up("Sites", 3), "Depots", "6", "4", "10"],
      ["Offices", "2", "2", "4"],
      ["Cross-docks", "1", "0", "1"],
    ],
  };
}

/** A two-word label, a short group whose label runs nearly its whole height, and a total across both first columns. */
function holdings(): TableSpec {
  return {
    headerRows: 1,
    style: "borderless",
    align: [L, L, R, R],
    rows: [
      ["", "Holding", "Units", "Value"],
      [up("Base metals", 5), "Copper", "1,204", "8,388"],
      ["Zinc", "806", "2,912"],
      ["Nickel", "455", "7,502"],
      ["Tin", "98", "2,117"],
      ["Lead", "77", "181"],
      [up("Precious", 2), "Gold", "40", "9,310"],
      ["Silver", "515", "1,277"],
      [{ text: "Total", colSpan: 2, bold: true, align: "left" }, "3,195", "31,687"],
    ],
  };
}

/** Probes for row-group labels turned a quarter beside their rows (`turned_labels`). */
export const turnedLabelFixtures: Fixture[] = [
  {
    name: "gen_turned_labels_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "turned_labels",
    notes:
      'Unruled; two row groups whose labels are written up the page, centred down their four rows in a first column headed "Group"; prose above and below.',
    build: single([
      {
        blocks: [
          { title: "Commodities" },
          { prose: PROSE },
          { table: commodities("borderless") },
          { prose: PROSE.slice(0, 2) },
        ],
      },
    ]),
  },
  {
    name: "gen_turned_labels_booktabs",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "turned_labels",
    notes:
      "Booktabs; three row groups of two, four and three rows, their labels written up the page beside the stub, nothing heading their column.",
    build: single([{ blocks: [{ title: "Resources" }, { prose: PROSE }, { table: resources("booktabs") }] }]),
  },
  {
    name: "gen_turned_labels_total",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "turned_labels",
    notes:
      'Unruled; a two-word label written up beside five rows, one nearly as tall as its two rows, and a bold "Total" row starting under the labels.',
    build: single([{ blocks: [{ title: "Holdings" }, { prose: PROSE }, { table: holdings() }] }]),
  },
  {
    name: "gen_turned_labels_ruled",
    kind: "lattice",
    tool: "pdf-writer",
    fixtureClass: "turned_labels",
    notes: "The three row groups of gen_turned_labels_booktabs, fully ruled: each label in a merged cell.",
    build: single([{ blocks: [{ title: "Resources" }, { prose: PROSE }, { table: resources("ruled") }] }]),
  },
];
