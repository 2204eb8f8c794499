import type ExcelJS from "exceljs";
import { spreadsheetText } from "../safety/xml-text.js";
import type { WorkbookWriter } from "./excel.js";

/** A block of rows under a bold title, for the Overview and Statistics sheets. */
export interface PlainBlock {
  title?: string;
  /** First row is the column header (bold). */
  rows: (string | number)[][];
  /** Number formats by 0-based column ("0.0%" for ratios). */
  formats?: Record<number, string>;
}

/** Writes small report sheets: bold headers, fitted widths, numbers as numbers, text never a formula. */
export function writePlainSheet(workbook: WorkbookWriter, name: string, blocks: readonly PlainBlock[]): void {
  const widths: number[] = [];
  for (const block of blocks) {
    for (const row of block.rows) row.forEach((v, c) => (widths[c] = Math.max(widths[c] ?? 8, String(v).length + 2)));
  }
  const firstBlock = blocks[0];
  const views: Partial<ExcelJS.WorksheetView>[] =
    blocks.length === 1 && firstBlock && !firstBlock.title ? [{ state: "frozen", xSplit: 0, ySplit: 1 }] : [];
  const sheet = workbook.addWorksheet(name, { views });
  sheet.columns = widths.map((w) => ({ width: Math.min(60, w) }));
  blocks.forEach((block, b) => {
    if (b > 0) sheet.addRow([]).commit();
    if (block.title) {
      const title = sheet.addRow([block.title]);
      title.font = { bold: true, size: 12 };
      title.commit();
    }
    block.rows.forEach((values, r) => {
      const row = sheet.addRow(values.map((v) => (typeof v === "string" ? spreadsheetText(v) : v)));
      if (r === 0) row.font = { bold: true };
      else {
        for (const [c, numFmt] of Object.entries(block.formats ?? {})) {
          if (typeof values[Number(c)] === "number") row.getCell(Number(c) + 1).numFmt = numFmt;
        }
      }
      row.commit();
    });
  });
  sheet.commit();
}
