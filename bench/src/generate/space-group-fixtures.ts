import type { Fixture } from "./fixture.js";
import { rawHtmlFixture, rawTable, type RawRow } from "./raw-html-fixture.js";

const VALUES = [1_234_567, 98_410, 5_502_931, 730, 45_018, 12_000_450, 3_207];

/** Groups of three digits joined by `sep` ("1 234 567"). */
const spaced = (v: number, sep: string) => String(v).replace(/\B(?=(\d{3})+(?!\d))/gu, sep);

const NAMES = ["Aube", "Cher", "Drome", "Gers", "Lot", "Nord", "Var"];

/**
 * Populations and areas with thousands grouped by a thin space (U+2009) or a figure space (U+2007); with `padded`,
 * the figures are left-aligned in a monospaced column and padded on the left with figure spaces to a common width
 * (as a plain-text report lines them up). Expected text: the figure with its group spaces, padding trimmed.
 */
function rows(sep: string, padded: boolean): RawRow[] {
  const width = Math.max(...VALUES.map((v) => spaced(v, sep).length));
  const cell = (v: number) => {
    const text = spaced(v, sep);
    return padded ? { html: "\u2007".repeat(width - text.length) + text, text } : { html: text, text };
  };
  return [
    { header: true, cells: ["Department", "Population", "Households", "Area (ha)"] },
    ...NAMES.map((name, i) => {
      const v = VALUES[i] ?? 0;
      return { cells: [name, cell(v), cell(Math.round(v / 2.3)), cell(Math.round(v / 7.1) + 17)] };
    }),
  ];
}

const RIGHT =
  "td:nth-child(n+2), th:nth-child(n+2) { text-align: right; } th { text-align: left; } td:first-child { width: 40mm; }";
const MONO =
  "td:nth-child(n+2) { font-family: 'DejaVu Sans Mono', monospace; white-space: pre; text-align: left; } th { text-align: left; } td:first-child { width: 40mm; }";

/** Probes for thousands grouped by thin or figure spaces and figures padded with figure spaces (`space_groups`). */
export const spaceGroupFixtures: Fixture[] = [
  rawHtmlFixture(
    "html_thin_space_groups_borderless",
    "space_groups",
    "stream",
    "HTML, no borders; thousands grouped by a thin space (U+2009, '1 234 567'), right-aligned.",
    "Population by department",
    RIGHT,
    [rawTable(rows("\u2009", false))],
  ),
  rawHtmlFixture(
    "html_figure_space_groups_borderless",
    "space_groups",
    "stream",
    "HTML, no borders; thousands grouped by a figure space (U+2007), right-aligned.",
    "Population by department",
    RIGHT,
    [rawTable(rows("\u2007", false))],
  ),
  rawHtmlFixture(
    "html_figure_space_padded_mono",
    "space_groups",
    "stream",
    "HTML, no borders; figures left-aligned in a monospaced font, padded on the left with figure spaces to a common width, thin-space groups.",
    "Population by department",
    MONO,
    [rawTable(rows("\u2009", true))],
  ),
];
