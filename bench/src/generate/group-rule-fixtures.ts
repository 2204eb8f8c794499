import type { TableSpec } from "../pdf/table-spec.js";
import type { Fixture } from "./fixture.js";
import { flowPdf } from "./flow.js";
import { PROSE } from "./prose.js";
import { L, R } from "./sample-tables.js";

const OFFICES: string[][] = [
  ["Lisbon", "Sales", "14", "2,310", "(45)"],
  ["Lisbon", "Support", "9", "1,180", "12"],
  ["Lisbon", "Finance", "4", "620", "(8)"],
  ["Porto", "Sales", "11", "1,905", "31"],
  ["Porto", "Support", "7", "960", "(19)"],
  ["Porto", "Finance", "3", "455", "6"],
  ["Faro", "Sales", "6", "1,020", "(2)"],
  ["Faro", "Support", "5", "740", "17"],
  ["Faro", "Finance", "2", "310", "(11)"],
];

const HEADER = ["Office", "Team", "Staff", "Budget", "Change"];
const UNITS = ["", "", "(FTE)", "(EUR k)", "(EUR k)"];

/** Offices' teams, a rule under each office's rows (after rows 3 and 6 of the body). */
function grouped(style: TableSpec["style"], overhang = 0, units = false): TableSpec {
  const head = units ? [HEADER, UNITS] : [HEADER];
  const first = head.length;
  return {
    headerRows: 1,
    style,
    align: [L, L, R, R, R],
    rows: [...head, ...OFFICES],
    rulesAfter: [first + 2, first + 5],
    ruleOverhang: overhang,
  };
}

/** The offices under a header and a units row ("(EUR k)") whose parentheses look like negatives. */
function withUnits(style: TableSpec["style"]): TableSpec {
  return { headerRows: 1, style, align: [L, L, R, R, R], rows: [HEADER, UNITS, ...OFFICES] };
}

/**
 * Probes for rules that part a table's row groups (`group_rules`) and a units row under the header (`units_row`):
 * an unruled table crossed by a rule between groups, or by a page-wide rule, is one table; a units row is a row.
 */
export const groupRuleFixtures: Fixture[] = [
  {
    name: "gen_group_rules_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "group_rules",
    notes: "Unruled table of offices and teams with a thin rule across the table under each office's three rows.",
    build: async () =>
      flowPdf([{ blocks: [{ title: "Staff and budget" }, { prose: PROSE }, { table: grouped("borderless") }] }]),
  },
  {
    name: "gen_group_rules_page_wide",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "group_rules",
    notes:
      "The same table crossed by rules that run past both its sides to the page's margins (a page-wide rule between groups); prose below.",
    build: async () =>
      flowPdf([{ blocks: [{ title: "Staff and budget" }, { table: grouped("borderless", 30) }, { prose: PROSE }] }]),
  },
  {
    name: "gen_group_rules_booktabs_units",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "group_rules",
    notes:
      "Booktabs, a units row under the header ('(FTE)', '(EUR k)'), a rule under each office's rows inside the table.",
    build: async () => flowPdf([{ blocks: [{ title: "Staff and budget" }, { table: grouped("booktabs", 0, true) }] }]),
  },
  {
    name: "gen_units_row_ruled",
    kind: "lattice",
    tool: "pdf-writer",
    fixtureClass: "units_row",
    notes:
      "Fully ruled; a units row under the header ('(FTE)', '(EUR k)') over figures with negatives in parentheses ('(45)').",
    build: async () => flowPdf([{ blocks: [{ title: "Staff and budget" }, { table: withUnits("ruled") }] }]),
  },
  {
    name: "gen_units_row_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "units_row",
    notes: "Unruled; the units row under the header, right-aligned like the figures and their parenthesised negatives.",
    build: async () =>
      flowPdf([{ blocks: [{ title: "Staff and budget" }, { prose: PROSE }, { table: withUnits("borderless") }] }]),
  },
  {
    name: "gen_units_row_booktabs",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "units_row",
    notes: "Booktabs; the units row under the header rule, in the body's type.",
    build: async () => flowPdf([{ blocks: [{ title: "Staff and budget" }, { table: withUnits("booktabs") }] }]),
  },
];
