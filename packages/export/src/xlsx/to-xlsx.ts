import { PassThrough, type Writable } from "node:stream";
import type { ExportInput, PostProcessOptions } from "../model.js";
import { safeSheetName, UniqueNames } from "../naming.js";
import { outputTables } from "../output-tables.js";
import { prepareExport } from "../process/prepare.js";
import { statisticsBlocks } from "../process/statistics-rows.js";
import { openWorkbook } from "./excel.js";
import { overviewBlock, overviewRow } from "./overview.js";
import { writePlainSheet, type PlainBlock } from "./write-plain-sheet.js";
import { writeTableSheet } from "./write-table-sheet.js";

/** xlsx settings: the post-processing switches, and the workbook's author ("pdftab" by default). */
export type XlsxOptions = PostProcessOptions & { creator?: string };

/**
 * Streams an xlsx workbook to `out` and ends it: an "Overview" sheet, a "Statistics" sheet
 * (with `includeStats`), "Combined" sheets (with `alignColumns`), then one sheet per table
 * ("p3 t1"). Memory stays flat for large tables: rows leave as they are written.
 */
export async function writeXlsx(input: ExportInput, out: Writable, options: XlsxOptions = {}): Promise<void> {
  const prepared = prepareExport(input, options);
  const tables = outputTables(prepared, true, 27); // 31 minus room for " (2)"
  const names = new UniqueNames(31);
  const reserved = ["Overview", ...(prepared.statistics ? ["Statistics"] : [])].map((n) => names.claim(n));
  const sheetNames = tables.map((t) => names.claim(safeSheetName(t.name)));
  const workbook = openWorkbook(out, options.creator);
  const multiFile = prepared.fileNames.length > 1;
  writePlainSheet(workbook, reserved[0]!, [
    overviewBlock(
      multiFile,
      tables.map((t, i) => overviewRow(t, sheetNames[i]!, multiFile)),
    ),
  ]);
  if (prepared.statistics) {
    const byTable = prepared.tables.map((t) => sheetNames[tables.findIndex((o) => o.source === t.source)] ?? "");
    writePlainSheet(workbook, reserved[1]!, statisticsBlocks(prepared.statistics, byTable).map(withFormats));
  }
  for (const [i, table] of tables.entries()) await writeTableSheet(workbook, out, sheetNames[i]!, table.table);
  await workbook.commit();
}

/** The workbook as one buffer. */
export async function toXlsx(input: ExportInput, options: XlsxOptions = {}): Promise<Buffer> {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    sink.on("end", resolve);
    sink.on("error", reject);
  });
  await writeXlsx(input, sink, options);
  await ended;
  return Buffer.concat(chunks);
}

function withFormats(block: PlainBlock): PlainBlock {
  const header = block.rows[0] ?? [];
  const formats: Record<number, string> = {};
  header.forEach((title, c) => {
    if (/confidence|ratio/i.test(String(title))) formats[c] = "0.0%";
  });
  return { ...block, formats };
}
