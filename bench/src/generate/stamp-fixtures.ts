import type { TableSpec } from "../pdf/table-spec.js";
import type { Fixture } from "./fixture.js";
import { flowPdf } from "./flow.js";
import { invoiceLines } from "./invoice-fixtures.js";
import { L, R, quarterly } from "./sample-tables.js";

/** Depots and four quarters over `rows` rows, long enough to run past the middle of the page. */
function depots(seed: number, rows: number, style: TableSpec["style"]): TableSpec {
  return {
    headerRows: 1,
    style,
    align: [L, R, R, R, R],
    rows: [["Depot", "Q1", "Q2", "Q3", "Q4"], ...quarterly(seed, rows)],
  };
}

/** An invoice's items and, under them, its subtotal, VAT and total in the last two columns. */
function invoiceItems(seed: number, count: number): TableSpec {
  const { items, totals } = invoiceLines(seed, count);
  return {
    headerRows: 1,
    style: "borderless",
    align: [R, L, R, R],
    colWidths: [40, 270, 80, 90],
    rows: [["Qty", "Description", "Unit price", "Amount"], ...items, ...totals],
  };
}

/**
 * Probes for words printed over a table that are none of its text: a large light word set upright across the
 * page, in front of or behind the table or over its header (`watermark`), and a rubber stamp, a bold word in a
 * stroked box, upright or turned a little, over an invoice's figures (`stamp`). With the title at the top and
 * 15 pt rows the tables run from about 85 pt down past the page's middle (396 pt).
 */
export const stampFixtures: Fixture[] = [
  {
    name: "gen_stamp_confidential_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "watermark",
    notes:
      "An unruled table with a large light-grey 'CONFIDENTIAL' (60 pt, upright) printed over it across the middle of the page, covering two or three rows.",
    build: async () =>
      flowPdf([
        {
          blocks: [
            { title: "Deliveries by depot" },
            { table: depots(57, 26, "borderless") },
            { watermark: "CONFIDENTIAL", size: 60, turn: 0, at: 400 },
          ],
        },
      ]),
  },
  {
    name: "gen_stamp_draft_behind_ruled",
    kind: "lattice",
    tool: "pdf-writer",
    fixtureClass: "watermark",
    notes: "A ruled table drawn over a large light 'DRAFT' (72 pt, upright) across the middle of the page, behind it.",
    build: async () =>
      flowPdf([
        {
          blocks: [
            { watermark: "DRAFT", size: 72, turn: 0, at: 330, grey: 0.9 },
            { title: "Deliveries by depot" },
            { table: depots(63, 22, "ruled") },
          ],
        },
      ]),
  },
  {
    name: "gen_stamp_copy_above_booktabs",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "watermark",
    notes:
      "A booktabs table with a large light 'COPY' (56 pt, upright) printed between the title and the table's top rule, just above the header.",
    build: async () =>
      flowPdf([
        {
          blocks: [
            { title: "Deliveries by depot" },
            { space: 48 },
            { watermark: "COPY", size: 56, turn: 0, at: 129 },
            { table: depots(71, 14, "booktabs") },
          ],
        },
      ]),
  },
  {
    name: "gen_stamp_paid_invoice",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "stamp",
    notes:
      "An unruled invoice table (quantity, description, unit price, amount, then subtotal, VAT and total) with a 'PAID' rubber stamp, a bold word in a thick box turned 15 degrees, over its unit price and amount columns.",
    build: async () =>
      flowPdf([
        {
          blocks: [
            { title: "Invoice INV-2024-0117" },
            { table: invoiceItems(5, 12) },
            { stamp: "PAID", x: 450, y: 190, turn: 15 },
          ],
        },
      ]),
  },
  {
    name: "gen_stamp_received_upright",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "stamp",
    notes:
      "An unruled invoice table with an upright 'RECEIVED' rubber stamp (a bold word in a thick upright box) over its right columns, covering two rows.",
    build: async () =>
      flowPdf([
        {
          blocks: [
            { title: "Invoice INV-2024-0342" },
            { table: invoiceItems(9, 10) },
            { stamp: "RECEIVED", x: 430, y: 160, size: 28, grey: 0.3 },
          ],
        },
      ]),
  },
];
