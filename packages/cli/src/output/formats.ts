import type { Writable } from "node:stream";
import type { CsvWriterOptions, TableWriter } from "@pdftab/export/csv";
import { UsageError } from "../args.js";

export type OutputFormat = "json" | "csv" | "xlsx";

/** Validates --format ("excel" is a synonym of "xlsx"). */
export function parseFormat(value: string | undefined): OutputFormat {
  const f = (value ?? "json").trim().toLowerCase();
  if (f === "json" || f === "csv") return f;
  if (f === "xlsx" || f === "excel") return "xlsx";
  throw new UsageError(`unknown format "${value}"; use json, csv or xlsx`);
}

/** Opens one format's writer on an output: the document's tables then go to it page by page. */
export type WriterFactory = (out: Writable, fileName: string) => TableWriter;

/**
 * Starts loading the writer of `format` and resolves to a factory for it
 * (loaded while the worker extracts: the command's own thread is idle then).
 * JSON and CSV need only the light entries of @pdftab/export (about 0.1 s to
 * load); xlsx the full package with its spreadsheet library (about 1 s
 * measured on the 2-core bench machine). Each writes what the server's
 * writers write for the same tables: CSV the same text as `toCsv`, xlsx the
 * sheets of `exportTables`, JSON the extract-info object (pretty, ending in a
 * newline) with the tables first, as they come, and the counts after them.
 * `csv`: the CSV's delimiter and byte order mark (`--csv-delimiter`, `--csv-bom`).
 */
export async function loadWriter(format: OutputFormat, csv: CsvWriterOptions = {}): Promise<WriterFactory> {
  if (format === "json") {
    const { ExtractInfoWriter } = await import("@pdftab/export/extract-info-writer");
    return (out, fileName) => {
      const writer = new ExtractInfoWriter(out, fileName, { pretty: true });
      return {
        add: (tables) => writer.add(tables),
        end: async (warnings) => {
          await writer.end(warnings);
          await new Promise<void>((resolve, reject) => out.write("\n", (e) => (e ? reject(e) : resolve())));
        },
      };
    };
  }
  if (format === "csv") {
    const { CsvTableWriter } = await import("@pdftab/export/csv");
    return (out, fileName) => new CsvTableWriter(out, fileName, csv);
  }
  const { XlsxTableWriter } = await import("@pdftab/export");
  return (out, fileName) => new XlsxTableWriter(out, fileName);
}
