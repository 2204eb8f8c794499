import { PageCanvas } from "../pdf/canvas.js";
import { drawTable } from "../pdf/draw-table.js";
import { expectedGrid, type TableSpec } from "../pdf/table-spec.js";
import { writePdf } from "../pdf/writer.js";
import { grouped, seededRandom } from "../speed/sample-data.js";
import { htmlToPdf } from "./chromium.js";
import type { BuiltFixture, Fixture } from "./fixture.js";
import { htmlPage, htmlTable } from "./html-table.js";
import { L, R } from "./sample-tables.js";

const A4 = { width: 595, height: 842 };
const MARGIN = 42;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** Money with two decimals and thousands grouped: 1234.5 -> "1,234.50". */
export function pounds(cents: number): string {
  const whole = Math.floor(Math.abs(cents) / 100);
  const rest = String(Math.abs(cents) % 100).padStart(2, "0");
  return `${cents < 0 ? "-" : ""}${grouped(whole)}.${rest}`;
}

/** Debits and credits a current account sees, the second line the payee or reference (wrapped under the first). */
const DEBITS = [
  "Card payment\nGREENGROCER LTD 4471",
  "Direct debit\nCITY WATER PLC",
  "Standing order\nRENT FLAT 2",
  "Card payment\nRAIL TICKETS ONLINE",
  "Cash withdrawal\nHIGH STREET ATM",
  "Direct debit\nMOBILE PHONE CO",
  "Card payment\nBOOKSHOP 0912",
];
const CREDITS = ["Salary\nACME WIDGETS LTD", "Transfer from\nSAVINGS 40112233", "Refund\nRAIL TICKETS ONLINE"];

/**
 * A month of transactions: opening balance, each line a debit or a credit (the other cell empty), the running
 * balance, closing balance. Descriptions wrap to a second line; the balance rows fill only the balance.
 */
export function statementRows(seed: number, count: number, month: number): string[][] {
  const random = seededRandom(seed);
  let balance = 150_000 + Math.round(random() * 300_000);
  const date = (day: number) => `${String(day).padStart(2, "0")} ${MONTHS[month]!} 2024`;
  const rows: string[][] = [[date(1), "Opening balance", "", "", pounds(balance)]];
  let day = 1;
  for (let i = 0; i < count; i++) {
    day = Math.min(28, day + (random() < 0.6 ? 1 : 0));
    const credit = random() < 0.22;
    const amount = Math.round(random() * (credit ? 180_000 : 12_000)) + 99;
    balance += credit ? amount : -amount;
    const text = credit ? CREDITS[i % CREDITS.length]! : DEBITS[i % DEBITS.length]!;
    rows.push([date(day), text, credit ? "" : pounds(amount), credit ? pounds(amount) : "", pounds(balance)]);
  }
  rows.push([date(day), "Closing balance", "", "", pounds(balance)]);
  return rows;
}

/** The statement's transaction table. */
function statementTable(seed: number, count: number, style: TableSpec["style"]): TableSpec {
  return {
    headerRows: 1,
    style,
    fontSize: 8.5,
    align: [L, L, R, R, R],
    colWidths: [70, 200, 70, 70, 80],
    rows: [["Date", "Description", "Debit", "Credit", "Balance"], ...statementRows(seed, count, 2)],
  };
}

/**
 * A bank statement page: the bank's name, the holder's name and address at the left and the account's
 * details at the right (label and value, as statements print them), then the transactions. The details are
 * about the account, not the table: only the transactions are expected.
 */
function bankStatement(seed: number, style: TableSpec["style"], count: number) {
  return async (): Promise<BuiltFixture> => {
    const canvas = new PageCanvas(A4);
    canvas.text(MARGIN, MARGIN + 14, "Northbank plc", 14, "Helvetica-Bold");
    const left = ["Ms J. Okafor", "14 Elm Grove", "Leeds LS6 2AB"];
    const right: Array<[string, string]> = [
      ["Account number", "40112233"],
      ["Sort code", "20-45-77"],
      ["Statement period", "1 Mar 2024 to 31 Mar 2024"],
    ];
    const top = MARGIN + 36;
    left.forEach((line, i) => canvas.text(MARGIN, top + i * 12, line, 9));
    right.forEach(([label, value], i) => {
      canvas.text(330, top + i * 12, label, 9, "Helvetica-Bold");
      canvas.text(420, top + i * 12, value, 9);
    });
    canvas.text(MARGIN, top + 3 * 12 + 18, "Your transactions", 11, "Helvetica-Bold");
    const spec = statementTable(seed, count, style);
    drawTable(canvas, spec, MARGIN, top + 3 * 12 + 28);
    return { pdf: writePdf([canvas.page()]), tables: [{ page: 1, cells: expectedGrid(spec) }] };
  };
}

/** The statement printed from HTML: the browser wraps descriptions (and dates) in narrow columns. */
async function htmlStatement(): Promise<BuiltFixture> {
  const rows = statementRows(41, 18, 2).map((r) => r.map((c) => c.replace("\n", " ")));
  const spec: TableSpec = {
    headerRows: 1,
    style: "borderless",
    align: [L, L, R, R, R],
    rows: [["Date", "Description", "Debit", "Credit", "Balance"], ...rows],
  };
  const html = htmlPage("Statement of account", [
    "<p>Account 40112233, sort code 20-45-77. Period 1 Mar 2024 to 31 Mar 2024.</p>",
    htmlTable(spec, { widths: ["24mm", "40mm", "22mm", "22mm", "24mm"] }),
  ]);
  return { pdf: await htmlToPdf(html), tables: [{ page: 1, cells: expectedGrid(spec) }] };
}

/**
 * Bank statements: Date | Description | Debit | Credit | Balance, half the amount cells empty, descriptions
 * wrapped to a second line, opening and closing balance rows, account details above.
 */
export const bankStatementFixtures: Fixture[] = [
  {
    name: "gen_bank_statement_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "bank_statement",
    notes:
      "No rulings; a bank's name, the holder's address and the account's details (label beside value) above the transactions; every description wraps to a second line; each row fills debit or credit, the balance rows neither.",
    build: bankStatement(11, "borderless", 16),
  },
  {
    name: "gen_bank_statement_zebra",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "bank_statement",
    notes:
      "The same statement with shaded (zebra) rows and no rulings: each two-line transaction in one band or between two.",
    build: bankStatement(12, "zebra", 15),
  },
  {
    name: "html_bank_statement_borderless",
    kind: "stream",
    tool: "chromium",
    fixtureClass: "bank_statement",
    notes:
      "Borderless HTML statement under a line of account details; the browser wraps descriptions over two or three lines and dates over two in narrow columns; credits on few rows.",
    build: htmlStatement,
  },
];
