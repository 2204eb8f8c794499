import type { TableSpec } from "../pdf/table-spec.js";
import type { Fixture } from "./fixture.js";
import { flowPdf, type PageSpec } from "./flow.js";
import { PROSE } from "./prose.js";
import { L, R } from "./sample-tables.js";

const single = (pages: PageSpec[]) => async () => flowPdf(pages);

/** Costs by quarter summed in a total row, ruled as accounts rule a sum (single above, double below, under the figures). */
function quarterlyCosts(style: TableSpec["style"], totalBold: boolean): TableSpec {
  return {
    headerRows: 1,
    style,
    align: [L, R, R, R, R],
    colWidths: [150, 64, 64, 64, 64],
    totalRules: true,
    rows: [
      ["Cost centre", "Q1", "Q2", "Q3", "Q4"],
      ["Warehousing", "41,200", "39,870", "44,015", "47,330"],
      ["Transport", "88,410", "91,005", "86,720", "95,118"],
      ["Packaging", "12,940", "13,210", "12,655", "14,002"],
      ["Insurance", "6,300", "6,300", "6,300", "6,450"],
      ["IT services", "9,875", "10,120", "9,990", "11,240"],
      [
        { text: "Total", bold: totalBold },
        { text: "158,725", bold: totalBold },
        { text: "160,505", bold: totalBold },
        { text: "159,680", bold: totalBold },
        { text: "174,140", bold: totalBold },
      ],
    ],
  };
}

/** Probes for a total row set off by a single rule above it and a double rule under it (`total_rules`). */
export const totalRuleFixtures: Fixture[] = [
  {
    name: "gen_total_rules_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "total_rules",
    notes:
      "Unruled costs by quarter; the total row (not bold) has a single rule above and a double rule below, across the figure columns only; prose above and below.",
    build: single([
      {
        blocks: [
          { title: "Costs by quarter" },
          { prose: PROSE.slice(0, 2) },
          { table: quarterlyCosts("borderless", false) },
          { prose: PROSE.slice(2) },
        ],
      },
    ]),
  },
  {
    name: "gen_total_rules_booktabs",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "total_rules",
    notes:
      "Booktabs costs by quarter under a caption line; the bold total row has a single rule above and a double rule below across the figure columns, inside the bottom rule.",
    build: single([
      {
        blocks: [
          { title: "Costs by quarter" },
          { prose: ["Table 8. Costs by quarter (EUR)"] },
          { space: -6 },
          { table: quarterlyCosts("booktabs", true) },
          { prose: PROSE.slice(0, 2) },
        ],
      },
    ]),
  },
];
