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

/** How a statement sets its account details: the labels bold (the default) or plain with a colon, as forms print them. */
interface StatementLayout {
  /** The holder's name and address, one line each, at the left. */
  address: string[];
  /** Label and value pairs at the right, one a line. */
  details: Array<[string, string]>;
  labelsEndInColon: boolean;
  /** A small headed table of the period's balances between the details and the transactions, when given. */
  summary?: TableSpec;
}

const ADDRESS = ["Ms J. Okafor", "14 Elm Grove", "Leeds LS6 2AB"];
const DETAILS: Array<[string, string]> = [
  ["Account number", "40112233"],
  ["Sort code", "20-45-77"],
  ["Statement period", "1 Mar 2024 to 31 Mar 2024"],
];
const BOLD_DETAILS: StatementLayout = { address: ADDRESS, details: DETAILS, labelsEndInColon: false };

/**
 * A bank statement page: the bank's name, the holder's name and address at the left and the account's
 * details at the right (label and value, as statements print them), then the transactions. The details are
 * about the account, not the table: only the transactions (and a summary table, when there is one) are expected.
 */
function bankStatement(seed: number, style: TableSpec["style"], count: number, layout = BOLD_DETAILS) {
  return async (): Promise<BuiltFixture> => {
    const canvas = new PageCanvas(A4);
    canvas.text(MARGIN, MARGIN + 14, "Northbank plc", 14, "Helvetica-Bold");
    const top = MARGIN + 36;
    layout.address.forEach((line, i) => canvas.text(MARGIN, top + i * 12, line, 9));
    layout.details.forEach(([label, value], i) => {
      if (layout.labelsEndInColon) canvas.text(330, top + i * 12, `${label}:`, 9);
      else canvas.text(330, top + i * 12, label, 9, "Helvetica-Bold");
      canvas.text(420, top + i * 12, value, 9);
    });
    let y = top + Math.max(layout.address.length, layout.details.length) * 12 + 18;
    const tables: BuiltFixture["tables"] = [];
    if (layout.summary) {
      canvas.text(MARGIN, y, "Your balances", 11, "Helvetica-Bold");
      y = drawTable(canvas, layout.summary, MARGIN, y + 10).y1 + 24;
      tables.push({ page: 1, cells: expectedGrid(layout.summary) });
    }
    canvas.text(MARGIN, y, "Your transactions", 11, "Helvetica-Bold");
    const spec = statementTable(seed, count, style);
    drawTable(canvas, spec, MARGIN, y + 10);
    tables.push({ page: 1, cells: expectedGrid(spec) });
    return { pdf: writePdf([canvas.page()]), tables };
  };
}

/**
 * Details set as a form sets its fields (plain labels ending in a colon) beside an address one line longer, and a
 * small table of three rows and two columns under a bold header: the details are no table, the summary is one.
 */
const COLON_DETAILS: StatementLayout = {
  address: [...ADDRESS, "United Kingdom"],
  details: [
    ["Account number", "40112233"],
    ["Sort code", "20-45-77"],
    ["Statement date", "31 March 2024"],
  ],
  labelsEndInColon: true,
  summary: {
    headerRows: 1,
    style: "borderless",
    fontSize: 9,
    align: [L, R],
    colWidths: [110, 80],
    rows: [
      ["Balance", "Amount"],
      ["Opening", "2,310.45"],
      ["Closing", "2,899.15"],
    ],
  },
};

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
    name: "gen_bank_statement_form_details",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "bank_statement",
    notes:
      "The account's details as form fields (plain labels ending in a colon) beside a four-line address, then a small headed table of balances (three rows, two columns) and the transactions: the details are no table, the balances are.",
    build: bankStatement(13, "borderless", 12, COLON_DETAILS),
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
