import type { Fixture } from "./fixture.js";
import { rawHtmlFixture, rawTable, type RawRow } from "./raw-html-fixture.js";

const PROGRAMMES: string[][] = [
  ["Road maintenance", "Transport", "14,250", "13,980", "98.1"],
  ["School meals", "Education", "6,410", "6,702", "104.6"],
  ["Library services", "Culture", "2,180", "1,955", "89.7"],
  ["Street lighting", "Transport", "3,060", "2,991", "97.7"],
  ["Youth centres", "Social care", "1,725", "1,810", "104.9"],
  ["Parks and gardens", "Environment", "4,390", "4,102", "93.4"],
  ["Waste collection", "Environment", "9,840", "10,115", "102.8"],
];

const HEADER = ["PROGRAMME", "DEPARTMENT", "BUDGET", "SPENT", "RATE (%)"];

function budget(): RawRow[] {
  return [{ header: true, cells: HEADER }, ...PROGRAMMES.map((cells) => ({ cells }))];
}

const FIGURES = "td:nth-child(n+3), th:nth-child(n+3) { text-align: right; } th { text-align: left; }";

/** Probes for text set letter-spaced (tracked capitals in the header, a tracked stub), as designed reports set it (`letter_spacing`). */
export const letterSpacingFixtures: Fixture[] = [
  rawHtmlFixture(
    "html_tracked_header_borderless",
    "letter_spacing",
    "stream",
    "No rulings; header in capitals tracked 0.25 em (letter-spacing), the body plain.",
    "Programme spending 2024",
    `${FIGURES} th { letter-spacing: 0.25em; font-size: 8pt; }`,
    [rawTable(budget())],
  ),
  rawHtmlFixture(
    "html_tracked_header_rule",
    "letter_spacing",
    "mixed",
    "A rule under the header only; header capitals tracked 0.4 em, the first column tracked 0.12 em.",
    "Programme spending 2024",
    `${FIGURES} th { letter-spacing: 0.4em; font-size: 7.5pt; border-bottom: 1px solid #000; } td:first-child { letter-spacing: 0.12em; }`,
    [rawTable(budget())],
  ),
  rawHtmlFixture(
    "html_tracked_all_zebra",
    "letter_spacing",
    "stream",
    "Zebra rows; every cell tracked 0.15 em, the header 0.3 em.",
    "Programme spending 2024",
    `${FIGURES} td { letter-spacing: 0.15em; } th { letter-spacing: 0.3em; } tbody tr:nth-child(odd) { background: #e4e4e4; }`,
    [rawTable(budget())],
  ),
];
