import type { TableSpec } from "../pdf/table-spec.js";
import type { Fixture } from "./fixture.js";
import { flowPdf } from "./flow.js";
import { L, R } from "./sample-tables.js";

/** "1,234.50" with thousands grouped by commas, two decimals. */
function grouped(value: number): string {
  const [whole = "0", frac = "00"] = Math.abs(value).toFixed(2).split(".");
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/gu, ",")}.${frac}`;
}

/** A dollar amount with its negative in parentheses around the symbol ("($1,234.50)") or a leading minus ("-$12.00"). */
function dollars(value: number, negative: "parens" | "minus"): string {
  const text = `$${grouped(value)}`;
  if (value >= 0) return text;
  return negative === "parens" ? `(${text})` : `-${text}`;
}

const LINES = ["Consulting", "Licences", "Hosting", "Support plans", "Refunds", "Hardware", "Training", "Write-offs"];

/** Budget against actual: each line's budget, actual and variance in dollars, negatives as asked. */
function variance(negative: "parens" | "minus"): string[][] {
  return LINES.map((line, i) => {
    const budget = 2_000 + ((i * 7_919) % 48_000) + 0.25 * i;
    const actual = budget + (i % 3 === 1 ? -1 : 1) * (((i * 1_237) % 9_000) + 12) + (i === 4 ? -budget * 2 : 0);
    return [line, dollars(budget, negative), dollars(actual, negative), dollars(actual - budget, negative)];
  });
}

const varianceSpec = (style: TableSpec["style"], negative: "parens" | "minus"): TableSpec => ({
  headerRows: 1,
  style,
  align: [L, R, R, R],
  rows: [["Line", "Budget", "Actual", "Variance"], ...variance(negative)],
});

const ENTRIES: Array<[string, string, number]> = [
  ["02 Apr", "Opening balance", 0],
  ["03 Apr", "Card payment TESCO STORES", -42.17],
  ["05 Apr", "Salary ACME LTD", 2_850],
  ["08 Apr", "Direct debit COUNCIL TAX", -168],
  ["11 Apr", "Transfer to savings", -1_500],
  ["15 Apr", "Refund AMAZON EU", 23.99],
  ["19 Apr", "Standing order RENT", -1_125],
  ["23 Apr", "Cash withdrawal", -80],
];

/**
 * A statement whose amounts and balances carry a "CR" or "DR" after the figure (a space between, as many banks
 * print them): the suffix belongs to its figure's cell. With `column`, the marks stand in a narrow column of their own
 * after the amount instead.
 */
function crDr(column: boolean): TableSpec {
  let balance = 412.5;
  const rows: string[][] = ENTRIES.map(([date, text, amount], i) => {
    if (i > 0) balance += amount;
    const mark = (v: number) => (v < 0 ? "DR" : "CR");
    const amountText = i === 0 ? "" : grouped(amount);
    const balanceText = `${grouped(balance)} ${mark(balance)}`;
    if (column) return [date, text, amountText, i === 0 ? "" : mark(amount), balanceText];
    return [date, text, i === 0 ? "" : `${amountText} ${mark(amount)}`, balanceText];
  });
  return {
    headerRows: 1,
    style: "borderless",
    align: column ? [L, L, R, L, R] : [L, L, R, R],
    rows: [
      column ? ["Date", "Details", "Amount", "Dr/Cr", "Balance"] : ["Date", "Details", "Amount", "Balance"],
      ...rows,
    ],
  };
}

/** European amounts with a trailing minus on credits ("1.234,50-"), as German ledgers print them. */
function trailingMinus(): string[][] {
  return LINES.map((line, i) => {
    const value = (i % 3 === 1 ? -1 : 1) * (1_200 + ((i * 104_729) % 880_000) / 7);
    const other = (i % 2 === 0 ? -1 : 1) * (300 + ((i * 13_337) % 90_000) / 3);
    const euro = (v: number) => {
      const [whole = "0", frac = "00"] = Math.abs(v).toFixed(2).split(".");
      return `${whole.replace(/\B(?=(\d{3})+(?!\d))/gu, ".")},${frac}${v < 0 ? "-" : ""}`;
    };
    return [String(4000 + i * 10), line, euro(value), euro(other)];
  });
}

/** Probes for negative amounts written with parentheses, a minus before the symbol, a trailing minus or CR/DR (`negative_amounts`). */
export const negativeAmountFixtures: Fixture[] = [
  {
    name: "gen_negative_parens_dollar_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "negative_amounts",
    notes: "No rulings; dollar amounts with negatives in parentheses round the symbol ('($1,234.50)'), right-aligned.",
    build: async () =>
      flowPdf([{ blocks: [{ title: "Budget against actual" }, { table: varianceSpec("borderless", "parens") }] }]),
  },
  {
    name: "gen_negative_minus_dollar_booktabs",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "negative_amounts",
    notes: "Booktabs; dollar amounts with a minus before the symbol ('-$12.00').",
    build: async () =>
      flowPdf([{ blocks: [{ title: "Budget against actual" }, { table: varianceSpec("booktabs", "minus") }] }]),
  },
  {
    name: "gen_negative_cr_dr_suffix_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "negative_amounts",
    notes:
      "No rulings; a statement whose amounts and balances end in ' CR' or ' DR' (one cell: '1,125.00 DR'), right-aligned.",
    build: async () => flowPdf([{ blocks: [{ title: "Current account statement" }, { table: crDr(false) }] }]),
  },
  {
    name: "gen_negative_cr_dr_column_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "negative_amounts",
    notes:
      "No rulings; the same statement with 'CR'/'DR' in a narrow column of its own after the amount, balances with the suffix.",
    build: async () => flowPdf([{ blocks: [{ title: "Current account statement" }, { table: crDr(true) }] }]),
  },
  {
    name: "gen_negative_trailing_minus_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "negative_amounts",
    notes:
      "No rulings; European amounts with a trailing minus on credits ('1.234,50-'), right-aligned so the minus hangs at the edge.",
    build: async () =>
      flowPdf([
        {
          blocks: [
            { title: "Kontenuebersicht" },
            {
              table: {
                headerRows: 1,
                style: "borderless",
                align: [L, L, R, R],
                rows: [["Konto", "Bezeichnung", "Soll", "Haben"], ...trailingMinus()],
              },
            },
          ],
        },
      ]),
  },
];
