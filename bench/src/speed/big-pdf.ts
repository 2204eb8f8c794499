import { PageCanvas } from "../pdf/canvas.js";
import { drawTable } from "../pdf/draw-table.js";
import type { TableStyle } from "../pdf/table-spec.js";
import { writePdf } from "../pdf/writer.js";
import { LEDGER_HEADER, ledgerRow, seededRandom } from "./sample-data.js";

const STYLES: TableStyle[] = ["ruled", "borderless", "zebra", "booktabs"];

/**
 * A table-heavy born-digital PDF: every US-letter page holds a title and one
 * 40-row ledger table, cycling through ruled, borderless, zebra and booktabs
 * so every detector is exercised. Built in memory, never committed.
 */
export function tableHeavyPdf(pageCount: number): Uint8Array {
  const random = seededRandom(7);
  const pages = [];
  let id = 1;
  for (let p = 0; p < pageCount; p++) {
    const canvas = new PageCanvas({ width: 612, height: 792 });
    canvas.text(54, 54, `Depot ledger, sheet ${p + 1}`, 13, "Helvetica-Bold");
    const rows = [LEDGER_HEADER, ...Array.from({ length: 40 }, () => ledgerRow(random, id++))];
    drawTable(
      canvas,
      {
        rows,
        headerRows: 1,
        style: STYLES[p % STYLES.length] ?? "ruled",
        align: ["right", "left", "left", "right", "right", "right"],
        fontSize: 9,
      },
      54,
      72,
    );
    canvas.text(54, 760, `Page ${p + 1} of ${pageCount}`, 8);
    pages.push(canvas.page());
  }
  return writePdf(pages);
}
