import type { Writable } from "node:stream";
import type { Table } from "@pdftab/engine";
import { toExportTables } from "../input/to-export-tables.js";
import { safeSheetName, tableName, UniqueNames } from "../naming.js";
import type { TableWriter } from "../streams/table-writer.js";
import { openWorkbook, releaseZippedSheet, reserveFirstSheet, zipCaughtUp, type WorkbookWriter } from "./excel.js";
import { overviewBlock, overviewRow, type OverviewRow } from "./overview.js";
import { writePlainSheet } from "./write-plain-sheet.js";
import { writeTableSheet } from "./write-table-sheet.js";

/**
 * One document's xlsx written table by table: the sheets of `toXlsx({ fileName, tables })`
 * (Overview first, then a sheet per table with the same names, typing, styles, merges and
 * widths). Each table's sheet is committed to the zip as it comes (and compressed before the
 * next is taken, `zipCaughtUp`); the Overview, which lists
 * every table, is written at the end into the first position kept free for it. Kept until
 * then: one overview row per table and the workbook's shared strings (exceljs writes them
 * once, after the sheets). `end` finishes the zip and ends the stream.
 */
export class XlsxTableWriter implements TableWriter {
  private readonly workbook: WorkbookWriter;
  private readonly names = new UniqueNames(31);
  private readonly overviewName: string;
  private readonly freeFirstSheet: () => void;
  private readonly rows: OverviewRow[] = [];

  constructor(
    private readonly out: Writable,
    private readonly fileName: string,
    options: { creator?: string } = {},
  ) {
    this.overviewName = this.names.claim("Overview");
    this.workbook = openWorkbook(out, options.creator);
    this.freeFirstSheet = reserveFirstSheet(this.workbook);
  }

  async add(tables: readonly Table[]): Promise<void> {
    for (const table of toExportTables({ fileName: this.fileName, tables: [...tables] })) {
      // 27: 31 minus room for " (2)", as toXlsx names them
      const name = this.names.claim(safeSheetName(tableName(table.source, false, 27)));
      await writeTableSheet(this.workbook, this.out, name, table);
      await zipCaughtUp(this.workbook, 0);
      releaseZippedSheet(this.workbook, name);
      this.rows.push(overviewRow({ table, source: table.source }, name, false));
    }
  }

  async end(): Promise<void> {
    this.freeFirstSheet();
    writePlainSheet(this.workbook, this.overviewName, [overviewBlock(false, this.rows)]);
    await this.workbook.commit();
  }
}
