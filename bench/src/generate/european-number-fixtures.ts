import { expectedGrid, type TableSpec } from "../pdf/table-spec.js";
import { htmlToPdf } from "./chromium.js";
import type { BuiltFixture, Fixture } from "./fixture.js";
import { flowPdf } from "./flow.js";
import { htmlPage, htmlTable } from "./html-table.js";
import { L, R } from "./sample-tables.js";

/**
 * A figure written as continental Europe writes it: `.` (or a thin space) groups thousands, `,` marks the
 * decimals, a negative in parentheses or with a minus.
 */
function euro(value: number, decimals: number, group: string, negative: "minus" | "parens"): string {
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole = "0", frac] = fixed.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/gu, group);
  const text = frac ? `${grouped},${frac}` : grouped;
  if (value >= 0) return text;
  return negative === "parens" ? `(${text})` : `-${text}`;
}

/** A percentage with a decimal comma and a space before the sign ("12,5 %"), as French and German set it. */
const percent = (value: number) => `${euro(value, 1, ".", "minus")} %`;

const REGIONS = ["Bayern", "Hessen", "Sachsen", "Bremen", "Saarland", "Berlin", "Hamburg", "Thüringen"];

/** Regional results: revenue, costs, result (negatives as asked), margin in per cent, change on last year. */
function results(negative: "minus" | "parens", group: string): string[][] {
  return REGIONS.map((region, i) => {
    const revenue = 1_200_000 + ((i * 7_919_333) % 9_000_000) / 3 + i * 0.37;
    const costs = revenue * (0.82 + ((i * 37) % 30) / 100);
    const result = revenue - costs;
    const change = ((i * 53) % 41) - 15.5;
    return [
      region.replace("ü", "ue"),
      euro(revenue, 2, group, negative),
      euro(costs, 2, group, negative),
      euro(result, 2, group, negative),
      percent((result / revenue) * 100),
      `${change > 0 ? "+" : ""}${euro(change, 1, group, "minus")} %`,
    ];
  });
}

const HEADER = ["Region", "Umsatz (EUR)", "Kosten (EUR)", "Ergebnis (EUR)", "Marge", "Veränderung"];

function resultsTable(style: TableSpec["style"], negative: "minus" | "parens", group: string): TableSpec {
  return {
    headerRows: 1,
    style,
    align: [L, R, R, R, R, R],
    rows: [HEADER.map((h) => h.replace("ä", "ae")), ...results(negative, group)],
  };
}

/** The results printed from HTML with a thin space grouping thousands ("1 234 567,89", as French sets it). */
function htmlResults(style: TableSpec["style"]) {
  return async (): Promise<BuiltFixture> => {
    const spec: TableSpec = {
      headerRows: 1,
      style,
      align: [L, R, R, R, R, R],
      rows: [HEADER, ...results("minus", "\u202f")],
    };
    const html = htmlPage("Ergebnisse nach Region", [htmlTable(spec)]);
    return { pdf: await htmlToPdf(html), tables: [{ page: 1, cells: expectedGrid(spec) }] };
  };
}

/** Probes for figures in continental European formats and negatives in parentheses (`european_numbers`). */
export const europeanNumberFixtures: Fixture[] = [
  {
    name: "gen_european_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "european_numbers",
    notes:
      "No rulings; amounts as '1.234.567,89' with negatives in parentheses '(12.345,67)', margins '12,5 %' and changes '+3,5 %' with a space before the sign.",
    build: async () =>
      flowPdf([
        { blocks: [{ title: "Ergebnisse nach Region" }, { table: resultsTable("borderless", "parens", ".") }] },
      ]),
  },
  {
    name: "gen_european_booktabs",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "european_numbers",
    notes: "Booktabs; the same figures with a minus sign for negatives ('-12.345,67').",
    build: async () =>
      flowPdf([{ blocks: [{ title: "Ergebnisse nach Region" }, { table: resultsTable("booktabs", "minus", ".") }] }]),
  },
  {
    name: "gen_european_space_groups",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "european_numbers",
    notes:
      "No rulings; thousands grouped by a plain space ('1 234 567,89', each group its own word), negatives in parentheses '(93 580,02)', margins '12,5 %'.",
    build: async () =>
      flowPdf([{ blocks: [{ title: "Resultats par region" }, { table: resultsTable("borderless", "parens", " ") }] }]),
  },
  {
    name: "html_european_zebra",
    kind: "stream",
    tool: "chromium",
    fixtureClass: "european_numbers",
    notes:
      "HTML zebra table; thousands grouped by a narrow no-break space ('1 234 567,89', French style), percentages '12,5 %'.",
    build: htmlResults("zebra"),
  },
];
