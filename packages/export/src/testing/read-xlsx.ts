import ExcelJS from "exceljs";

/** Loads an xlsx buffer with exceljs (the reader side of round-trip tests). */
export async function readXlsx(buffer: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook;
}

/** A sheet's values as 0-based rows up to the last row with a value (empty rows included, as nulls). */
export function sheetValues(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const values: unknown[] = [];
    for (let c = 1; c <= sheet.columnCount; c++) values.push(row.getCell(c).value ?? null);
    rows.push(values);
  }
  return rows;
}
