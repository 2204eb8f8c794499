import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import JSZip from "jszip";
import type { ExportInput } from "../model.js";
import { safeFileName, tableName, UniqueNames } from "../naming.js";
import { outputTables } from "../output-tables.js";
import { prepareExport } from "../process/prepare.js";
import { statisticsBlocks } from "../process/statistics-rows.js";
import { resolveCsvOptions, type CsvOptions } from "./csv-options.js";
import { csvPlainRecords, csvTableRecords } from "./csv-table.js";

/**
 * `csv_layout=zip`: one CSV per table ("p3 t1.csv", "Combined.csv"), plus "statistics.csv"
 * with `includeStats`. Each entry is generated while the zip is written, so a large table is
 * never held twice.
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
  for (const out of tables) entry(out.name, () => csvTableRecords(out.table, resolved));
  if (prepared.statistics) {
    const tableNames = prepared.tables.map((t) => tableName(t.source, prepared.fileNames.length > 1));
    const blocks = statisticsBlocks(prepared.statistics, tableNames);
    entry("statistics", function* () {
      for (const [i, block] of blocks.entries()) {
        if (i > 0) yield "\r\n";
        yield `# ${block.title}\r\n`;
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
