import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import JSZip from "jszip";
import type { ExportInput } from "../model.js";
import { safeFileName, tableName, UniqueNames } from "../naming.js";
import { outputTables } from "../output-tables.js";
import { prepareExport } from "../process/prepare.js";
import { statisticsBlocks } from "../process/statistics-rows.js";
import { resolveCsvOptions, type CsvOptions } from "./csv-options.js";
import { csvCommentRecord } from "./csv-field.js";
import { csvPlainRecords, csvTableRecords, NO_TABLES_RECORD } from "./csv-table.js";

/** The one entry of a zip whose document has no table (README, "Empty results"). */
const NO_TABLES_ENTRY = "No tables found";

/**
 * `csv_layout=zip`: one CSV per table ("p3 t1.csv", "Combined.csv"), plus "statistics.csv"
 * with `includeStats`. Each entry is generated while the zip is written, so a large table is
 * never held twice. As the CSV layout, it is never empty and holds no 0-byte file (README, "Empty
 * results"): without any table (nor statistics) it holds "No tables found.csv" with the CSV's
 * `# No tables found` line, and a table without rows is its `# Table N (page P)` heading.
 */
export function csvZip(input: ExportInput, options: CsvOptions = {}): JSZip {
  const resolved = resolveCsvOptions(options);
  const prepared = prepareExport(input, options);
  const tables = outputTables(prepared, false);
  const names = new UniqueNames(120);
  const zip = new JSZip();
  const entry = (name: string, records: () => Iterable<string>) => {
    const bom = resolved.bom ? ["\uFEFF"] : [];
    zip.file(`${names.claim(safeFileName(name))}.csv`, Readable.from(lazy(bom, records)), { binary: false });
  };
  for (const out of tables)
    entry(out.name, function* () {
      if (out.table.grid.length === 0) yield csvCommentRecord(out.heading, resolved.delimiter);
      yield* csvTableRecords(out.table, resolved);
    });
  if (tables.length === 0 && !prepared.statistics) entry(NO_TABLES_ENTRY, () => [NO_TABLES_RECORD]);
  if (prepared.statistics) {
    const tableNames = prepared.tables.map((t) => tableName(t.source, prepared.fileNames.length > 1));
    const blocks = statisticsBlocks(prepared.statistics, tableNames);
    entry("statistics", function* () {
      for (const [i, block] of blocks.entries()) {
        if (i > 0) yield "\r\n";
        yield csvCommentRecord(block.title, resolved.delimiter);
        yield* csvPlainRecords(block.rows, resolved);
      }
    });
  }
  return zip;
}

/** The zip as one buffer. */
export async function toCsvZip(input: ExportInput, options: CsvOptions = {}): Promise<Buffer> {
  return csvZip(input, options).generateAsync({ type: "nodebuffer", compression: "DEFLATE", streamFiles: true });
}

/** Streams the zip to a writable and ends it. */
export async function writeCsvZip(input: ExportInput, out: Writable, options: CsvOptions = {}): Promise<void> {
  const stream = csvZip(input, options).generateNodeStream({
    type: "nodebuffer",
    compression: "DEFLATE",
    streamFiles: true,
  });
  await pipeline(stream, out);
}

/** Records grouped into ~64 KB strings, produced only when the zip reads the entry. */
function* lazy(prefix: string[], records: () => Iterable<string>): Generator<string> {
  let buffer = prefix.join("");
  for (const record of records()) {
    buffer += record;
    if (buffer.length >= 64 * 1024) {
      yield buffer;
      buffer = "";
    }
  }
  if (buffer) yield buffer;
}
