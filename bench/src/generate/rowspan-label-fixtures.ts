import type { Fixture } from "./fixture.js";
import { rawHtmlFixture, rawTable, type RawRow } from "./raw-html-fixture.js";

const GROUPS: Array<[string, string[][]]> = [
  [
    "North",
    [
      ["Oslo", "412", "388", "+6.2"],
      ["Bergen", "198", "205", "-3.4"],
      ["Tromsø", "77", "71", "+8.5"],
    ],
  ],
  [
    "South",
    [
      ["Kristiansand", "143", "139", "+2.9"],
      ["Arendal", "61", "64", "-4.7"],
    ],
  ],
  [
    "West",
    [
      ["Stavanger", "233", "219", "+6.4"],
      ["Haugesund", "58", "57", "+1.8"],
      ["Ålesund", "91", "95", "-4.2"],
      ["Molde", "44", "41", "+7.3"],
    ],
  ],
];

/**
 * Branches by region: the region a cell spanning its rows (rowspan), its text set as `valign` says, beside a
 * branch column and figures. The expected grid reads the region at its group's first row, "" in the others.
 */
function regions(valign: "middle" | "bottom", withTotal: boolean): RawRow[] {
  const rows: RawRow[] = [{ header: true, cells: ["Region", "Branch", "2024", "2023", "Change (%)"] }];
  for (const [region, branches] of GROUPS) {
    branches.forEach((b, i) =>
      rows.push({
        cells: [
          ...(i === 0
            ? [{ html: region, text: region, rowSpan: branches.length, style: `vertical-align:${valign}` }]
            : []),
          ...b,
        ],
      }),
    );
  }
  if (withTotal) rows.push({ cells: [{ html: "<b>Total</b>", text: "Total", colSpan: 2 }, "1317", "1279", "+3.0"] });
  return rows;
}

const FIGURES = "td:nth-last-child(-n+3), th:nth-last-child(-n+3) { text-align: right; } th { text-align: left; }";

/** Probes for upright row labels spanning several rows, centred (or set at the bottom) beside them, unruled (`rowspan_labels`). */
export const rowspanLabelFixtures: Fixture[] = [
  rawHtmlFixture(
    "html_rowspan_middle_borderless",
    "rowspan_labels",
    "stream",
    "No rulings; each region a cell spanning its branches' rows, centred down them (vertical-align: middle).",
    "Staff by region and branch",
    FIGURES,
    [rawTable(regions("middle", false))],
  ),
  rawHtmlFixture(
    "html_rowspan_middle_booktabs",
    "rowspan_labels",
    "mixed",
    "Booktabs rules; regions centred down their rows; a total spanning the first two columns.",
    "Staff by region and branch",
    `${FIGURES} table.bk { border-top: 1.5px solid #000; border-bottom: 1.5px solid #000; } table.bk thead th { border-bottom: 0.75px solid #000; }`,
    [rawTable(regions("middle", true), "bk")],
  ),
  rawHtmlFixture(
    "html_rowspan_bottom_zebra",
    "rowspan_labels",
    "stream",
    "Zebra rows; regions set at the bottom of the rows they span.",
    "Staff by region and branch",
    `${FIGURES} tbody tr:nth-child(even) { background: #e4e4e4; }`,
    [rawTable(regions("bottom", false))],
  ),
  rawHtmlFixture(
    "html_rowspan_middle_ruled",
    "rowspan_labels",
    "lattice",
    "Every cell ruled; regions centred down their merged cells.",
    "Staff by region and branch",
    `${FIGURES} table.rl td, table.rl th { border: 1px solid #000; }`,
    [rawTable(regions("middle", true), "rl")],
  ),
];
