import type { CombinedTable, ExportTable, SheetTable } from "./model.js";
import { tableName } from "./naming.js";
import type { PreparedExport } from "./process/prepare.js";

/** One table as a writer emits it: a sheet, a CSV section or a zip entry. */
export interface OutputTable {
  /** Short name: "p3 t1", "invoice p3 t1", "Combined", "Combined 2". */
  name: string;
  /** Section heading used in multi-table CSV: "Table 2 (page 3)", "Combined 1 (3 tables)". */
  heading: string;
  table: SheetTable;
  /** Present for engine tables, absent for combined ones. */
  source?: ExportTable["source"];
  combined?: CombinedTable;
}

/**
 * The tables to write, in order: combined tables first, then either every table (`keepMembers`,
 * as the xlsx does, which keeps one sheet per table) or only those that joined no group (CSV).
 */
export function outputTables(prepared: PreparedExport, keepMembers: boolean, maxNameLength = 255): OutputTable[] {
  const multiFile = prepared.fileNames.length > 1;
  const combined = prepared.combined.map((table, i): OutputTable => ({
    name: i === 0 ? "Combined" : `Combined ${i + 1}`,
    heading: `Combined ${i + 1} (${table.members.length} tables)`,
    table,
    combined: table,
  }));
  const singles = (keepMembers ? prepared.tables : prepared.alone).map((table, i): OutputTable => {
    const from = multiFile ? ` from ${table.source.fileName.replace(/[\r\n]+/g, " ")}` : "";
    return {
      name: tableName(table.source, multiFile, maxNameLength),
      heading: `Table ${i + 1} (page ${table.source.page})${from}`,
      table,
      source: table.source,
    };
  });
  return [...combined, ...singles];
}
