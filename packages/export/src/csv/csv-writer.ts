import type { Writable } from "node:stream";
import type { Table } from "@pdftab/engine";
import { toExportTables } from "../input/to-export-tables.js";
import type { ExportTable } from "../model.js";
import type { TableWriter } from "../streams/table-writer.js";
import { writeChunks } from "../streams/write-chunks.js";
import { resolveCsvOptions, type CsvOptions, type ResolvedCsvOptions } from "./csv-options.js";
import { csvCommentRecord } from "./csv-field.js";
import { csvTableRecords, NO_TABLES_RECORD } from "./csv-table.js";

/** CSV settings a writer that sees one table at a time can honour (the switches need every table). */
export type CsvWriterOptions = Pick<CsvOptions, "bom" | "delimiter" | "values">;

/**
 * One document's CSV written table by table: the same text as
 * `toCsv({ fileName, tables })` of all of them, down to a document without any table, which is the line
 * `# No tables found` (README, "Empty results": a pipe or file left empty reads as a failed run). A lone table is a
 * plain CSV and several get `# Table N (page P)` headings, so the first table is held
 * back until a second one arrives (or the end comes); no other is kept.
 * Does not end the stream.
 */
export class CsvTableWriter implements TableWriter {
  private readonly options: ResolvedCsvOptions;
  private first: ExportTable | null = null;
  private count = 0;
  private started = false;

  constructor(
    private readonly out: Writable,
    private readonly fileName: string,
    options: CsvWriterOptions = {},
  ) {
    this.options = resolveCsvOptions(options);
  }

  async add(tables: readonly Table[]): Promise<void> {
    await writeChunks(this.pieces(toExportTables({ fileName: this.fileName, tables: [...tables] })), this.out);
  }

  async end(): Promise<void> {
    const held = this.first;
    this.first = null;
    // a lone table without rows is headed, as in toCsv; a document without tables says so, as toCsv does
    await writeChunks(held ? this.section(held, 1, held.grid.length === 0) : this.noTables(), this.out);
  }

  private *pieces(tables: ExportTable[]): Generator<string> {
    for (const table of tables) {
      this.count++;
      if (this.count === 1) {
        this.first = table;
        continue;
      }
      if (this.first) {
        yield* this.section(this.first, 1, true);
        this.first = null;
      }
      yield* this.section(table, this.count, true);
    }
  }

  private *section(table: ExportTable, n: number, headed: boolean): Generator<string> {
    yield* this.start();
    if (n > 1) yield "\r\n";
    if (headed) yield csvCommentRecord(`Table ${n} (page ${table.source.page})`, this.options.delimiter);
    yield* csvTableRecords(table, this.options);
  }

  /** The end of a document that gave no table: the byte order mark when asked, then `# No tables found`. */
  private *noTables(): Generator<string> {
    yield* this.start();
    if (this.count === 0) yield NO_TABLES_RECORD;
  }

  /** The byte order mark, once, before anything else (also for a document without tables). */
  private *start(): Generator<string> {
    if (this.started) return;
    this.started = true;
    if (this.options.bom) yield "\uFEFF";
  }
}
