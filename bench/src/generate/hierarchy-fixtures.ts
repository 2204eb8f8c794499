import type { SpecCell, TableSpec } from "../pdf/table-spec.js";
import type { Fixture } from "./fixture.js";
import { flowPdf, type PageSpec } from "./flow.js";
import { PROSE } from "./prose.js";
import { L, R } from "./sample-tables.js";

const single = (pages: PageSpec[]) => async () => flowPdf(pages);

/** Points each level of the stub is set in from the one above. */
const STEP = 12;

/** A stub cell at `level` (0 = top), its indent not part of its text. */
const at = (level: number, text: string): SpecCell => ({ text, indent: level * STEP });

/**
 * Population by region, country and city: three levels in one stub column,
 * told apart by indent only; every row carries figures (a parent's are the
 * sum of its children's and more). `wrap` sets two labels over two lines.
 */
function populationTree(style: TableSpec["style"], wrap: boolean): TableSpec {
  return {
    headerRows: 1,
    style,
    align: [L, R, R],
    colWidths: [190, 80, 80],
    rows: [
      ["Area", "Population", "Change (%)"],
      [at(0, "Northern Europe"), "106,250", "0.4"],
      [at(1, "Norway"), "5,550", "0.9"],
      [at(2, "Oslo"), "717", "1.1"],
      [at(2, "Bergen"), "291", "0.7"],
      [at(1, "Sweden"), "10,540", "0.6"],
      [at(2, "Stockholm"), "984", "1.0"],
      [at(2, wrap ? "Gothenburg and\nsurrounding municipalities" : "Gothenburg"), "607", "0.8"],
      [at(0, "Western Europe"), "199,320", "0.3"],
      [at(1, "Netherlands"), "17,940", "0.5"],
      [at(2, wrap ? "Amsterdam metropolitan\narea" : "Amsterdam"), "2,480", "0.6"],
      [at(2, "Rotterdam"), "655", "0.4"],
      [at(1, "Belgium"), "11,760", "0.4"],
      [at(2, "Brussels"), "1,240", "0.5"],
    ],
  };
}

/**
 * Population by continent, region, country and city: four levels in one stub
 * column told apart by indent only, every row with figures.
 */
function deepPopulationTree(style: TableSpec["style"]): TableSpec {
  return {
    headerRows: 1,
    style,
    align: [L, R, R],
    colWidths: [200, 80, 80],
    rows: [
      ["Area", "Population", "Change (%)"],
      [at(0, "Europe"), "744,800", "0.1"],
      [at(1, "Northern Europe"), "106,250", "0.4"],
      [at(2, "Norway"), "5,550", "0.9"],
      [at(3, "Oslo"), "717", "1.1"],
      [at(3, "Bergen"), "291", "0.7"],
      [at(2, "Sweden"), "10,540", "0.6"],
      [at(3, "Stockholm"), "984", "1.0"],
      [at(3, "Uppsala"), "242", "1.3"],
      [at(1, "Western Europe"), "199,320", "0.3"],
      [at(2, "Belgium"), "11,760", "0.4"],
      [at(3, "Brussels"), "1,240", "0.5"],
      [at(3, "Antwerp"), "536", "0.6"],
      [at(2, "Netherlands"), "17,940", "0.5"],
      [at(3, "Rotterdam"), "655", "0.4"],
    ],
  };
}

/** Probes for stub columns holding a hierarchy shown by indent alone (`row_hierarchy`). */
export const hierarchyFixtures: Fixture[] = [
  {
    name: "gen_hierarchy_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "row_hierarchy",
    notes:
      "Unruled table: regions, countries and cities in one stub column, each level indented 12 pt more, none bold, every row with figures; prose above and below.",
    build: single([
      {
        blocks: [
          { title: "Population by area" },
          { prose: PROSE.slice(0, 2) },
          { table: populationTree("borderless", false) },
          { prose: PROSE.slice(2) },
        ],
      },
    ]),
  },
  {
    name: "gen_hierarchy_wrapped_booktabs",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "row_hierarchy",
    notes:
      "Booktabs table under a caption line, the same three-level stub; two city labels wrap onto a second line, which starts at the label's own indent.",
    build: single([
      {
        blocks: [
          { title: "Population by area" },
          { prose: ["Table 6. Population by region, country and city (thousands)"] },
          { space: -6 },
          { table: populationTree("booktabs", true) },
          { prose: PROSE.slice(0, 2) },
        ],
      },
    ]),
  },
  {
    name: "gen_hierarchy_wrapped_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "row_hierarchy",
    notes: "Unruled, the three-level stub with two wrapped city labels; prose above.",
    build: single([
      {
        blocks: [
          { title: "Population by area" },
          { prose: PROSE.slice(0, 2) },
          { table: populationTree("borderless", true) },
        ],
      },
    ]),
  },
  {
    name: "gen_hierarchy_four_levels",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "row_hierarchy",
    notes:
      "Unruled table: continents, regions, countries and cities in one stub column, four levels each indented 12 pt more, none bold, every row with figures; prose above.",
    build: single([
      {
        blocks: [
          { title: "Population by area" },
          { prose: PROSE.slice(0, 2) },
          { table: deepPopulationTree("borderless") },
        ],
      },
    ]),
  },
  {
    name: "gen_hierarchy_four_levels_booktabs",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "row_hierarchy",
    notes: "Booktabs table, the same four-level stub told apart by indent only; prose below.",
    build: single([
      {
        blocks: [
          { title: "Population by area" },
          { table: deepPopulationTree("booktabs") },
          { prose: PROSE.slice(0, 2) },
        ],
      },
    ]),
  },
];
