import type { Fixture } from "./fixture.js";
import { flowPdf } from "./flow.js";
import { rawHtmlFixture, rawTable, type RawRow } from "./raw-html-fixture.js";
import { L, R } from "./sample-tables.js";

/**
 * Figures with a footnote flag set on the line, not raised, right after them ("12.5*", "3,400†", "n/a¹"), as
 * statistical offices flag provisional or estimated values; the flag is part of the cell's text.
 */
const ROWS: Array<[string, string, string, string]> = [
  ["Agriculture", "12.5*", "3,400", "1.8"],
  ["Mining", "4.1", "1,250†", "n/a¹"],
  ["Manufacturing", "88.0", "21,730", "2.4*"],
  ["Construction", "37.6*", "9,115†", "0.9"],
  ["Retail trade", "61.2", "17,480", "n/a¹"],
  ["Transport", "29.9", "6,020*", "1.1"],
  ["Finance", "45.3†", "8,800", "3.0"],
];

const HEADER = ["Sector", "Output (bn)", "Firms", "Growth (%)"];

/** The writer prints WinAnsi only, so its copy flags with "*" and "¹" (Latin-1) and the dagger is left to Chromium. */
const latin = (cell: string) => cell.replace("†", "*");

const htmlRows = (): RawRow[] => [{ header: true, cells: HEADER }, ...ROWS.map((cells) => ({ cells }))];

const FIGURES =
  "td:nth-child(n+2), th:nth-child(n+2) { text-align: right; } th { text-align: left; } td:first-child { width: 50mm; }";

/** Probes for footnote flags glued to figures on their line (`footnote_flags`). */
export const footnoteFlagFixtures: Fixture[] = [
  {
    name: "gen_footnote_flags_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "footnote_flags",
    notes:
      "No rulings; figures right-aligned with a flag on the line right after some ('12.5*', 'n/a¹'), so flagged figures stand left of the others.",
    build: async () =>
      flowPdf([
        {
          blocks: [
            { title: "Output by sector" },
            {
              table: {
                headerRows: 1,
                style: "borderless",
                align: [L, R, R, R],
                rows: [HEADER, ...ROWS.map((r) => r.map(latin))],
              },
            },
            { prose: ["* provisional   ¹ not available"] },
          ],
        },
      ]),
  },
  rawHtmlFixture(
    "html_footnote_flags_borderless",
    "footnote_flags",
    "stream",
    "HTML, no borders; flags '*', '†' and '¹' on the line right after figures, right-aligned.",
    "Output by sector",
    FIGURES,
    [rawTable(htmlRows()), "<p>* provisional &nbsp; † estimated &nbsp; ¹ not available</p>"],
  ),
  rawHtmlFixture(
    "html_footnote_flags_zebra",
    "footnote_flags",
    "stream",
    "HTML zebra rows; the same flagged figures.",
    "Output by sector",
    `${FIGURES} tbody tr:nth-child(odd) { background: #e4e4e4; }`,
    [rawTable(htmlRows())],
  ),
];
