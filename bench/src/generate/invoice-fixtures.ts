import { PageCanvas } from "../pdf/canvas.js";
import { drawTable } from "../pdf/draw-table.js";
import { expectedGrid, type TableSpec } from "../pdf/table-spec.js";
import { writePdf } from "../pdf/writer.js";
import { seededRandom } from "../speed/sample-data.js";
import { pounds } from "./bank-statement-fixtures.js";
import { htmlToPdf } from "./chromium.js";
import type { BuiltFixture, Fixture } from "./fixture.js";
import { htmlPage, htmlTable } from "./html-table.js";
import { L, R } from "./sample-tables.js";

const A4 = { width: 595, height: 842 };
const MARGIN = 48;
const SIZE = 9;
const PAD_X = 4;
const WIDTHS = [40, 270, 80, 90];

const ITEMS = [
  "Consulting, March (hours)",
  "Site visit and survey",
  "Cable ties, pack of 100",
  "Network switch, 24 port",
  "Installation labour (hours)",
  "Patch cables, 2 m",
  "Annual support contract",
  "Travel expenses",
];

/** Line items (quantity, description, unit price, amount) and the totals block: subtotal, VAT at 20%, total. */
export function invoiceLines(seed: number, count: number): { items: string[][]; totals: string[][] } {
  const random = seededRandom(seed);
  let subtotal = 0;
  const items = Array.from({ length: count }, (_, i) => {
    const qty = 1 + Math.floor(random() * 24);
    const unit = 250 + Math.round(random() * 40_000);
    subtotal += qty * unit;
    return [String(qty), ITEMS[(seed + i) % ITEMS.length]!, pounds(unit), pounds(qty * unit)];
  });
  const vat = Math.round(subtotal * 0.2);
  const totals = [
    ["", "", "Subtotal", pounds(subtotal)],
    ["", "", "VAT 20%", pounds(vat)],
    ["", "", "Total", pounds(subtotal + vat)],
  ];
  return { items, totals };
}

/**
 * The invoice's expected table: the line items and, under them, the totals as rows whose label stands in the
 * unit price column and whose figure stands in the amount column, where the invoice prints them. A user who
 * copies the invoice into a spreadsheet keeps the sums under the amounts they sum; a separate two-column table
 * or labels glued into the description column would both break that.
 */
const expected = (spec: TableSpec, totals: string[][]) => [...expectedGrid(spec), ...totals];

/** Seller, buyer and the invoice's number and date above the items. */
function invoiceHeading(canvas: PageCanvas): number {
  canvas.text(MARGIN, MARGIN + 18, "INVOICE", 18, "Helvetica-Bold");
  const details: Array<[string, string]> = [
    ["Invoice no.", "INV-2024-0117"],
    ["Date", "12 Mar 2024"],
    ["Due", "11 Apr 2024"],
  ];
  details.forEach(([label, value], i) => {
    canvas.text(380, MARGIN + 10 + i * 12, label, SIZE, "Helvetica-Bold");
    canvas.text(450, MARGIN + 10 + i * 12, value, SIZE);
  });
  ["Bill to:", "Harbour Logistics Ltd", "Unit 4, Quay Road", "Bristol BS1 5TT"].forEach((line, i) =>
    canvas.text(MARGIN, MARGIN + 60 + i * 12, line, SIZE, i === 0 ? "Helvetica-Bold" : "Helvetica"),
  );
  return MARGIN + 130;
}

/**
 * An invoice drawn by the PDF writer: the items table (unruled with a rule under its header, or fully
 * ruled), then the totals block right-aligned under the last two columns. Unruled, the block stands a little
 * apart under a rule across the table, a rule above the bold total; ruled, its cells are boxed under the last
 * two columns only.
 */
function invoice(seed: number, count: number, ruled: boolean) {
  return async (): Promise<BuiltFixture> => {
    const canvas = new PageCanvas(A4);
    const top = invoiceHeading(canvas);
    const { items, totals } = invoiceLines(seed, count);
    const spec: TableSpec = {
      headerRows: 1,
      style: ruled ? "ruled" : "framed-header",
      fontSize: SIZE,
      align: [R, L, R, R],
      colWidths: WIDTHS,
      rows: [["Qty", "Description", "Unit price", "Amount"], ...items],
    };
    // Unruled items: only the rule under the header (framed-header's frame is not wanted), so draw that rule alone.
    const drawn = drawTable(canvas, ruled ? spec : { ...spec, style: "borderless" }, MARGIN, top);
    const xs = WIDTHS.reduce<number[]>((acc, w) => [...acc, acc[acc.length - 1]! + w], [MARGIN]);
    const leading = SIZE * 1.25 + 6;
    if (!ruled) {
      canvas.line(MARGIN, top + leading, drawn.x1, top + leading);
      canvas.line(MARGIN, drawn.y1, drawn.x1, drawn.y1);
    }
    const blockTop = ruled ? drawn.y1 : drawn.y1 + 6;
    totals.forEach(([, , label, amount], i) => {
      const rowTop = blockTop + i * leading;
      const baseline = rowTop + 3 + SIZE * 0.8;
      const font = i === totals.length - 1 ? "Helvetica-Bold" : "Helvetica";
      canvas.text(xs[3]! - PAD_X - canvas.measure(label!, SIZE, font), baseline, label!, SIZE, font);
      canvas.text(xs[4]! - PAD_X - canvas.measure(amount!, SIZE, font), baseline, amount!, SIZE, font);
      if (ruled) {
        canvas.line(xs[2]!, rowTop + leading, xs[4]!, rowTop + leading);
        for (const x of [xs[2]!, xs[3]!, xs[4]!]) canvas.line(x, rowTop, x, rowTop + leading);
      } else if (i === totals.length - 1) canvas.line(xs[2]!, rowTop, xs[4]!, rowTop);
    });
    return { pdf: writePdf([canvas.page()]), tables: [{ page: 1, cells: expected(spec, totals) }] };
  };
}

/** The same invoice printed from HTML: the totals are the last rows of the table, set off by space and a rule. */
async function htmlInvoice(): Promise<BuiltFixture> {
  const { items, totals } = invoiceLines(31, 7);
  const spec: TableSpec = {
    headerRows: 1,
    style: "borderless",
    align: [R, L, R, R],
    rows: [["Qty", "Description", "Unit price", "Amount"], ...items, ...totals],
  };
  const css = `<style>.inv th { border-bottom: 1px solid #000; }
.inv tbody tr:nth-last-child(3) td { padding-top: 12pt; }
.inv tbody tr:last-child td { font-weight: bold; }
.inv tbody tr:last-child td:nth-child(n+3) { border-top: 1px solid #000; }</style>`;
  const html = htmlPage("Invoice INV-2024-0131", [
    "<p>Bill to: Harbour Logistics Ltd, Unit 4, Quay Road, Bristol BS1 5TT. Invoice date 12 Mar 2024, payment due within 30 days.</p>",
    css,
    `<div class="inv">${htmlTable(spec, { widths: ["14mm", "90mm", "28mm", "30mm"] })}</div>`,
  ]);
  return { pdf: await htmlToPdf(html), tables: [{ page: 1, cells: expectedGrid(spec) }] };
}

/**
 * Invoices: Qty | Description | Unit price | Amount and a totals block (Subtotal, VAT 20%, Total) under the
 * last two columns, read as rows of the table in those columns.
 */
export const invoiceFixtures: Fixture[] = [
  {
    name: "gen_invoice_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "invoice_totals",
    notes:
      "Items unruled between a rule under the header and one under the last item; the totals block (Subtotal, VAT 20%, a bold Total under a short rule) right-aligned under the last two columns, a little apart; expected as rows in those columns.",
    build: invoice(21, 6, false),
  },
  {
    name: "gen_invoice_ruled",
    kind: "lattice",
    tool: "pdf-writer",
    fixtureClass: "invoice_totals",
    notes:
      "Items fully ruled; the totals block boxed under the last two columns only (no cells under quantity and description); expected as rows in those columns.",
    build: invoice(22, 5, true),
  },
  {
    name: "html_invoice_borderless",
    kind: "stream",
    tool: "chromium",
    fixtureClass: "invoice_totals",
    notes:
      "Borderless HTML table whose last three rows are the totals (label under unit price, figure under amount), set off by extra space and a rule over the bold total.",
    build: htmlInvoice,
  },
];
