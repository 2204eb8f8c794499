import ExcelJS from "exceljs";

/** Loads an xlsx buffer with exceljs (the reader side of round-trip tests). */
export async function readXlsx(buffer: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook;
}

/** A sheet's values as rows (1-based exceljs rows turned 0-based), shared strings resolved. */
export function sheetValues(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, r) => {
    const values: unknown[] = [];
    for (let c = 1; c <= sheet.columnCount; c++) values.push(row.getCell(c).value ?? null);
    rows[r - 1] = values;
  });
  return rows;
}
