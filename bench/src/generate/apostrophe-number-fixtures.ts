import type { TableSpec } from "../pdf/table-spec.js";
import type { Fixture } from "./fixture.js";
import { flowPdf } from "./flow.js";
import { rawHtmlFixture, rawTable } from "./raw-html-fixture.js";
import { L, R } from "./sample-tables.js";

/**
 * A figure as Swiss and Liechtenstein accounts write it: an apostrophe (or a typographic one, U+2019) groups thousands,
 * "." marks the decimals; a negative with its minus at the end ("12'500.00-"), as ERP ledgers print credits.
 */
function swiss(value: number, apostrophe: string): string {
  const [whole = "0", frac = "00"] = Math.abs(value).toFixed(2).split(".");
  const text = `${whole.replace(/\B(?=(\d{3})+(?!\d))/gu, apostrophe)}.${frac}`;
  return value < 0 ? `${text}-` : text;
}

const ACCOUNTS = [
  ["1000", "Kasse"],
  ["1020", "Bank UBS"],
  ["1100", "Debitoren"],
  ["1170", "Vorsteuer"],
  ["2000", "Kreditoren"],
  ["2200", "Geschuldete MWST"],
  ["3200", "Warenertrag"],
  ["4200", "Warenaufwand"],
  ["6000", "Raumaufwand"],
];

/** A trial balance: account, name, opening balance, debits, credits, closing balance (credit balances with a trailing minus). */
function trialBalance(apostrophe: string): string[][] {
  return ACCOUNTS.map(([account = "", name = ""], i) => {
    const sign = i >= 4 && i <= 6 ? -1 : 1;
    const opening = sign * (1_250 + ((i * 7_919_333) % 2_400_000) / 7 + i * 0.35);
    const debit = 3_400 + ((i * 104_729) % 880_000) / 3;
    const credit = 2_100 + ((i * 130_363) % 910_000) / 3;
    return [
      account,
      name,
      swiss(opening, apostrophe),
      swiss(debit, apostrophe),
      swiss(credit, apostrophe),
      swiss(opening + debit - credit, apostrophe),
    ];
  });
}

const HEADER = ["Konto", "Bezeichnung", "Saldo 1.1.", "Soll", "Haben", "Saldo 31.12."];

const spec = (style: TableSpec["style"]): TableSpec => ({
  headerRows: 1,
  style,
  align: [L, L, R, R, R, R],
  rows: [HEADER, ...trialBalance("'")],
});

/** Probes for thousands grouped by apostrophes and negatives with a trailing minus (`apostrophe_numbers`). */
export const apostropheNumberFixtures: Fixture[] = [
  {
    name: "gen_apostrophe_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "apostrophe_numbers",
    notes:
      "No rulings; a trial balance with thousands grouped by apostrophes ('1'234'567.80') and credit balances with a trailing minus ('12'500.00-').",
    build: async () => flowPdf([{ blocks: [{ title: "Saldobilanz 2024" }, { table: spec("borderless") }] }]),
  },
  {
    name: "gen_apostrophe_booktabs",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "apostrophe_numbers",
    notes: "Booktabs; the same trial balance.",
    build: async () => flowPdf([{ blocks: [{ title: "Saldobilanz 2024" }, { table: spec("booktabs") }] }]),
  },
  rawHtmlFixture(
    "html_apostrophe_zebra",
    "apostrophe_numbers",
    "stream",
    "HTML zebra rows; thousands grouped by a typographic apostrophe (U+2019, '1’234.50'), trailing minus on credits, right-aligned.",
    "Saldobilanz 2024",
    "tbody tr:nth-child(odd) { background: #e4e4e4; } td:nth-child(n+3), th:nth-child(n+3) { text-align: right; } th { text-align: left; }",
    [rawTable([{ header: true, cells: HEADER }, ...trialBalance("\u2019").map((cells) => ({ cells }))])],
  ),
];
