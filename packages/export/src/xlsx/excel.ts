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

/** The part of exceljs 4.4.0's WorkbookWriter that numbers sheets (not in its typings). */
interface SheetSlots {
  _worksheets: unknown[];
}

/**
 * Keeps the workbook's first sheet position free while later sheets are written, and gives a
 * function that frees it for the sheet that belongs there. exceljs's WorkbookWriter orders
 * sheets by their number (the first free one when a sheet is added), while it zips each sheet
 * as it is committed: a first sheet that sums up the others (the Overview) can then be written
 * last without holding the others' rows in memory until it is done.
 */
export function reserveFirstSheet(workbook: WorkbookWriter): () => void {
  const slots = (workbook as unknown as SheetSlots)._worksheets;
  if (!Array.isArray(slots) || slots.length > 0) throw new Error("reserveFirstSheet needs a workbook without sheets");
  const placeholder = { reserved: true };
  slots[1] = placeholder;
  return () => {
    if (slots[1] === placeholder) slots[1] = undefined;
  };
}

/** What archiver 5 (exceljs's zip writer, `workbook.zip`) counts of its entries; absent fields mean nothing to wait for. */
interface ZipProgress extends NodeJS.EventEmitter {
  _entriesCount?: number;
  _entriesProcessedCount?: number;
}

/**
 * Waits until the zip has compressed every committed sheet but `maxPending`. A committed sheet
 * waits in the zip's queue with its whole XML and a deflate stream; sheets committed faster than
 * the zip takes them (a long document's tables, one sheet each) would pile up there.
 */
export async function zipCaughtUp(workbook: WorkbookWriter, maxPending = 1): Promise<void> {
  const zip = (workbook as unknown as { zip?: ZipProgress }).zip;
  if (!zip) return;
  const pending = () => (zip._entriesCount ?? 0) - (zip._entriesProcessedCount ?? 0);
  while (pending() > maxPending) {
    await new Promise<void>((resolve, reject) => {
      const done = (error?: Error) => {
        zip.removeListener("progress", onProgress);
        zip.removeListener("error", done);
        if (error) reject(error);
        else resolve();
      };
      const onProgress = () => done();
      zip.once("progress", onProgress);
      zip.once("error", done);
    });
  }
}

/**
 * Lets go of what a sheet the zip has taken still holds: exceljs's sheet stream keeps the
 * zip's deflate stream it was piped to (with a 16 KB buffer) for as long as the workbook
 * lives. Only for a sheet already compressed (`zipCaughtUp(workbook, 0)`).
 */
export function releaseZippedSheet(workbook: WorkbookWriter, name: string): void {
  const sheet = workbook.getWorksheet(name) as unknown as { _stream?: { pipes?: unknown[] } } | undefined;
  if (sheet?._stream && Array.isArray(sheet._stream.pipes)) sheet._stream.pipes = [];
}
