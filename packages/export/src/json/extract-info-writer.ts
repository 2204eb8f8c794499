import type { Writable } from "node:stream";
import type { ExtractWarning, Table } from "@pdftab/engine";
import { toExportTables } from "../input/to-export-tables.js";
import { totalsOf } from "../process/statistics.js";
import type { TableWriter } from "../streams/table-writer.js";
import { writeChunks } from "../streams/write-chunks.js";
import { mostCommon, tableInfo, warningsOf } from "./extract-info.js";
import type { ExtractInfo } from "./extract-info-types.js";

export type { TableWriter } from "../streams/table-writer.js";

/**
 * How `JSON.stringify({ tables: [table] }, null, 2)` opens and closes: what lies between is the
 * table's JSON as it stands in the pretty document's list, indented by V8 itself.
 */
const PRETTY_LIST_OPEN = '{\n  "tables": [';
const PRETTY_LIST_CLOSE = "\n  ]\n}";

/** Layout of the streamed document. */
export interface ExtractInfoWriterOptions {
  /** Indent with two spaces, as `JSON.stringify(info, null, 2)` (default: compact). */
  pretty?: boolean;
}

/**
 * One document's extract-info JSON written table by table: `{"tables": [`,
 * each table as it comes, then `], "table_count", "method", "statistics",
 * "files", "warnings"}`. It parses to the same object as
 * `toExtractInfo(tables, { fileName, warnings })` (docs/product.md,
 * Extraction); only the keys' order differs, since the counts and statistics
 * are known after the last table. Keeps a table's rows and confidence, not
 * the table. Does not end the stream.
 */
export class ExtractInfoWriter implements TableWriter {
  private readonly indent: number | undefined;
  private readonly seen: { rows: number; confidence: number; method: string }[] = [];
  private opened = false;

  constructor(
    private readonly out: Writable,
    private readonly fileName: string,
    options: ExtractInfoWriterOptions = {},
  ) {
    this.indent = options.pretty ? 2 : undefined;
  }

  async add(tables: readonly Table[]): Promise<void> {
    await writeChunks(this.pieces(tables), this.out);
  }

  async end(warnings: readonly ExtractWarning[] = []): Promise<void> {
    const totals = totalsOf(this.fileName, this.seen);
    const rest: Omit<ExtractInfo, "tables"> = {
      table_count: this.seen.length,
      method: mostCommon(this.seen.map((t) => t.method)) ?? "none",
      statistics: { average_confidence: totals.averageConfidence, total_rows: totals.rows },
      files: [{ file_name: this.fileName, table_count: this.seen.length }],
      warnings: warningsOf({ fileName: this.fileName, tables: [], warnings: [...warnings] }),
    };
    const tail = JSON.stringify(rest, null, this.indent);
    // `tail` opens its own object: its members follow the tables' list instead
    const close = (this.indent && this.seen.length ? "\n  " : "") + "]," + tail.slice(1);
    await writeChunks([...this.open(), close], this.out);
  }

  private *pieces(tables: readonly Table[]): Generator<string> {
    for (const table of toExportTables({ fileName: this.fileName, tables: [...tables] })) {
      yield* this.open();
      yield this.seen.length > 0 ? "," : "";
      // Stringified inside a list rather than indented again afterwards: re-indenting made a
      // second copy of every table's text (about 100 KB a page of a 40-row table) with a regular
      // expression pass over it, and with it the CLI's heap grew with the page count
      // (packages/cli/README.md, "Memory").
      yield this.indent
        ? JSON.stringify({ tables: [tableInfo(table)] }, null, this.indent).slice(
            PRETTY_LIST_OPEN.length,
            -PRETTY_LIST_CLOSE.length,
          )
        : JSON.stringify(tableInfo(table));
      this.seen.push({
        rows: table.grid.length - table.headerRows,
        confidence: table.source.confidence,
        method: table.source.method,
      });
    }
  }

  private *open(): Generator<string> {
    if (this.opened) return;
    this.opened = true;
    yield this.indent ? '{\n  "tables": [' : '{"tables":[';
  }
}
