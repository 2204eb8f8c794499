import { describe, expect, it } from "vitest";
import { extractTables } from "../pipeline/extract-tables.js";
import { norm, textGrid } from "../testing/grid.js";
import { textOps } from "../testing/layout.js";
import { makePdf } from "../testing/make-pdf.js";

const SIZE = 9;
/** Helvetica advance widths (per 1000 em) of the characters figures are set in. */
const FIGURE_WIDTHS: Record<string, number> = { ",": 278, ".": 278, "(": 333, ")": 333, "-": 333 };
const figureWidth = (t: string) => [...t].reduce((w, ch) => w + (FIGURE_WIDTHS[ch] ?? 556), 0) * (SIZE / 1000);
/** Text set flush right against `right`. */
const rightOps = (right: number, top: number, text: string) => textOps(right - figureWidth(text), top, text);

const COSTS: Array<[string, string, string]> = [
  ["Salaries", "3,450,118", "3,201,774"],
  ["Rent", "84,200", "79,950"],
  ["Insurance", "7,315", "6,980"],
  ["Licences", "912", "1,040"],
  ["Bank fees", "48", "(15)"],
  ["Travel", "126,477", "98,302"],
  ["Total", "3,669,070", "3,388,031"],
];

/**
 * Amounts in a spreadsheet's accounting format, unruled: "$" flush left in
 * the amount's cell (x 170 and 270), the figure flush right (x 250 and 350).
 * `header` draws the year flush right over the figures, or centred over the
 * symbol and the figure alike.
 */
function accountingPage(header: "right" | "centred"): string {
  const ops: string[] = [textOps(60, 100, "Cost item")];
  for (const [year, x0, x1] of [
    ["2025", 170, 250],
    ["2024", 270, 350],
  ] as const) {
    ops.push(header === "right" ? rightOps(x1, 100, year) : textOps((x0 + x1) / 2 - figureWidth(year) / 2, 100, year));
  }
  COSTS.forEach(([label, a, b], i) => {
    const top = 100 + (i + 1) * 16;
    ops.push(textOps(60, top, label), textOps(170, top, "$"), rightOps(250, top, a));
    ops.push(textOps(270, top, "$"), rightOps(350, top, b));
  });
  return ops.join("\n");
}

const expected = [["Cost item", "2025", "2024"], ...COSTS.map(([l, a, b]) => [l, `$ ${a}`, `$ ${b}`])];

async function gridOf(content: string): Promise<string[][]> {
  const { tables } = await extractTables(makePdf([{ content }]));
  expect(tables).toHaveLength(1);
  return textGrid(tables[0]!).map((row) => row.map(norm));
}

describe("currency symbols set apart in their amount's cell", () => {
  it("joins each symbol to its figure instead of giving the symbols a column of their own", async () => {
    expect(await gridOf(accountingPage("right"))).toEqual(expected);
  });

  it("does so under years centred over the symbol and the figure", async () => {
    const grid = await gridOf(accountingPage("centred"));
    expect(grid.map((row) => row.filter((c) => c !== ""))).toEqual(expected);
  });

  it("keeps a column of symbols beside names apart (a list of currencies, not amounts)", async () => {
    const currencies = [
      ["Code", "Sign", "Name"],
      ["USD", "$", "US dollar"],
      ["CAD", "$", "Canadian dollar"],
      ["AUD", "$", "Australian dollar"],
      ["HKD", "$", "Hong Kong dollar"],
      ["MXN", "$", "Mexican peso"],
    ];
    const ops = currencies.flatMap(([code, sign, name], i) => {
      const top = 100 + i * 16;
      return [textOps(60, top, code!), textOps(140, top, sign!), textOps(200, top, name!)];
    });
    expect(await gridOf(ops.join("\n"))).toEqual(currencies);
  });
});
