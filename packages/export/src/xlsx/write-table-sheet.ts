import type ExcelJS from "exceljs";
import { ExportError } from "../errors.js";
import type { Merge, SheetTable } from "../model.js";
import { spreadsheetText } from "../safety/xml-text.js";
import { columnTypesOf } from "../typing/column-types.js";
import { typeCell } from "../typing/typed-value.js";
import { fittedWidths } from "./column-widths.js";
import { pause, ROWS_PER_PAUSE, type WorkbookWriter } from "./excel.js";
import { numberFormat } from "./number-format.js";

const MAX_ROWS = 1_048_576;
const MAX_COLUMNS = 16_384;
const PLAIN_STYLE: Partial<ExcelJS.Style> = {};
/** Text with line breaks (wrapped cells in the PDF) shows its lines, not one long line. */
const WRAPPED_STYLE: Partial<ExcelJS.Style> = { alignment: { wrapText: true, vertical: "top" } };
const HEADER_STYLE: Partial<ExcelJS.Style> = {
  font: { bold: true },
  alignment: { vertical: "middle", wrapText: true },
};

/**
 * Writes one table as a sheet: header rows bold and frozen, spans merged, widths fitted, body
 * cells typed per column (numbers, dates with formats). Text is always a string cell, never a
 * formula, whatever it starts with. Rows are committed as soon as no merge is still open.
 */
export async function writeTableSheet(
  workbook: WorkbookWriter,
  out: NodeJS.WritableStream,
  name: string,
  table: SheetTable,
): Promise<void> {
  const width = table.grid[0]?.length ?? 0;
  if (table.grid.length > MAX_ROWS || width > MAX_COLUMNS) {
    throw new ExportError(
      "too_large_for_xlsx",
      `table ${name} has ${table.grid.length} x ${width} cells; xlsx allows ${MAX_ROWS} x ${MAX_COLUMNS}`,
    );
  }
  const views: Partial<ExcelJS.WorksheetView>[] =
    table.headerRows > 0 ? [{ state: "frozen", xSplit: 0, ySplit: table.headerRows }] : [];
  const sheet = workbook.addWorksheet(name, { views });
  sheet.columns = fittedWidths(table).map((w) => ({ width: w }));
  const types = columnTypesOf(table);
  const styles = types.map((type) => {
    const numFmt = numberFormat(type);
    return numFmt ? ({ numFmt } as Partial<ExcelJS.Style>) : null;
  });
  const opening = groupBy(table.merges, (m) => m.row);
  const closing = groupBy(table.merges, (m) => m.row + m.rowSpan - 1);
  let open = 0;
  for (let r = 0; r < table.grid.length; r++) {
    const row = sheet.getRow(r + 1);
    const header = r < table.headerRows;
    table.grid[r]!.forEach((text, c) => {
      if (header) {
        const cell = row.getCell(c + 1);
        if (text !== "") cell.value = spreadsheetText(text);
        cell.style = HEADER_STYLE;
        return;
      }
      const typed = typeCell(text, types[c]!);
      if (typed.kind === "empty") return;
      const cell = row.getCell(c + 1);
      // shared style objects: exceljs resolves a style id once per object, not once per cell
      if (typed.kind === "text") {
        cell.value = spreadsheetText(typed.value);
        cell.style = typed.value.includes("\n") ? WRAPPED_STYLE : PLAIN_STYLE;
        return;
      }
      cell.value = typed.value;
      cell.style = styles[c] ?? PLAIN_STYLE;
    });
    open += opening.get(r)?.length ?? 0;
    for (const m of closing.get(r) ?? []) {
      sheet.mergeCells(m.row + 1, m.col + 1, m.row + m.rowSpan, m.col + m.colSpan);
      open--;
    }
    if (open === 0) row.commit();
    if (r % ROWS_PER_PAUSE === ROWS_PER_PAUSE - 1) await pause(out);
  }
  sheet.commit();
}

function groupBy(merges: readonly Merge[], key: (m: Merge) => number): Map<number, Merge[]> {
  const map = new Map<number, Merge[]>();
  for (const m of merges) map.set(key(m), [...(map.get(key(m)) ?? []), m]);
  return map;
}
