import ExcelJS from "exceljs";
import { closedError, drained } from "../streams/write-chunks.js";

/** The streaming workbook writer exceljs offers (one sheet at a time, rows flushed as they are committed). */
export type WorkbookWriter = ExcelJS.stream.xlsx.WorkbookWriter;
/** A worksheet of the streaming writer. */
export type StreamSheet = ExcelJS.Worksheet;

/** Rows written between pauses that let the zip stream drain, keeping memory flat. */
export const ROWS_PER_PAUSE = 500;

/** Opens a streaming workbook on `out`: styles on (bold, number formats), shared strings on; `creator` is the author in its properties. */
export function openWorkbook(out: NodeJS.WritableStream, creator = "pdftab"): WorkbookWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out as never,
    useStyles: true,
    useSharedStrings: true,
  });
  workbook.creator = creator;
  workbook.lastModifiedBy = creator;
  workbook.created = new Date();
  return workbook;
}

/** Lets the zip stream and the destination catch up; waits for "drain" when the destination is full, fails once it is gone. */
export async function pause(out: NodeJS.WritableStream): Promise<void> {
  await new Promise<void>((resolve) => setImmediate(resolve));
  const writable = out as NodeJS.WritableStream & { writableNeedDrain?: boolean; destroyed?: boolean };
  if (writable.destroyed) throw closedError();
  if (writable.writableNeedDrain) await drained(out);
}
