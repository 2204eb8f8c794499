import type { Fixture } from "./fixture.js";
import { rawHtmlFixture, rawTable, type RawRow } from "./raw-html-fixture.js";

const LINES: Array<[string, string, string]> = [
  ["Personnel", "1,284.6", "1,201.3"],
  ["Premises", "312.0", "298.4"],
  ["IT and telecoms", "188.9", "174.2"],
  ["Travel", "41.7", "29.8"],
  ["Professional fees", "96.3", "102.5"],
  ["Depreciation", "77.1", "80.6"],
];

/** Operating costs with subtotal and total rows set off only by bold type and space above (no rules). */
function costs(space: string, subtotals: boolean): RawRow[] {
  const sub = (label: string, a: string, b: string): RawRow => ({
    cells: [`<b>${label}</b>`, `<b>${a}</b>`, `<b>${b}</b>`].map((html, i) => ({ html, text: [label, a, b][i] ?? "" })),
    style: `padding-top:${space}`,
  });
  const rows: RawRow[] = [{ header: true, cells: ["Cost line", "2024", "2023"] }];
  LINES.slice(0, 3).forEach((cells) => rows.push({ cells }));
  if (subtotals) rows.push(sub("Fixed costs", "1,785.5", "1,673.9"));
  LINES.slice(3).forEach((cells, i) =>
    rows.push({ cells, ...(subtotals && i === 0 ? { style: `padding-top:${space}` } : {}) }),
  );
  if (subtotals) rows.push(sub("Variable costs", "215.1", "212.9"));
  rows.push(sub("Total operating costs", "2,000.6", "1,886.8"));
  return rows;
}

const FIGURES =
  "td:nth-child(n+2), th:nth-child(n+2) { text-align: right; } th { text-align: left; } td:first-child { width: 60mm; }";

/** Probes for total rows set off by bold type and extra space alone, no rules (`bold_totals`). */
export const boldTotalFixtures: Fixture[] = [
  rawHtmlFixture(
    "html_bold_total_borderless",
    "bold_totals",
    "stream",
    "No rulings; a bold total row 10 pt below the items.",
    "Operating costs (EUR thousand)",
    FIGURES,
    [rawTable(costs("10pt", false))],
  ),
  rawHtmlFixture(
    "html_bold_subtotals_borderless",
    "bold_totals",
    "stream",
    "No rulings; two bold subtotals and a bold total, each 9 pt below the rows above it, the items after a subtotal set 9 pt apart too.",
    "Operating costs (EUR thousand)",
    FIGURES,
    [rawTable(costs("9pt", true))],
  ),
  rawHtmlFixture(
    "html_bold_total_wide_gap",
    "bold_totals",
    "stream",
    "No rulings; the bold total row 20 pt below the items (as far as a new paragraph).",
    "Operating costs (EUR thousand)",
    FIGURES,
    [rawTable(costs("20pt", false))],
  ),
];
