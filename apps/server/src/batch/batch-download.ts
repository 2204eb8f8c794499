import JSZip from "jszip";
import type { Kysely } from "kysely";
import { exportFileInfo, toXlsx, type ExportFile } from "@pdftab/export";
import type { Database } from "../db/schema.js";
import { findExtraction } from "../extraction/history/index.js";
import type { ExtractionPool } from "../extraction/pool/index.js";
import { filesOf } from "./batch-repository.js";
import type { BatchesTable } from "./batch-tables.js";
import type { Selectable } from "kysely";

/**
 * The batch's results as one zip: a file per successful PDF in the batch's
 * format (built on the worker pool), plus "combined.xlsx" with every table
 * of every file, columns aligned, when the batch asked for align_columns.
 */
export async function batchZip(db: Kysely<Database>, pool: ExtractionPool, batch: Selectable<BatchesTable>): Promise<Buffer> {
  const zip = new JSZip();
  const used = new Set<string>();
  const combined: ExportFile[] = [];
  const info = exportFileInfo(batch.format);
  for (const file of await filesOf(db, [batch.id])) {
    if (file.status !== "completed" || !file.extraction_id) continue;
    const record = await findExtraction(db, batch.user_id, file.extraction_id);
    if (!record?.tables) continue;
    const body = await pool.exportFile(record.tables, file.filename, batch.format, { includeStats: batch.options.include_statistics, fillGaps: batch.options.fill_gaps });
    zip.file(uniqueName(`${file.filename.replace(/\.pdf$/i, "")}.${info.extension}`, used), body);
    combined.push({ fileName: file.filename, tables: record.tables });
  }
  if (batch.options.align_columns && combined.length > 0) {
    const workbook = await toXlsx(combined, { alignColumns: true, fillGaps: batch.options.fill_gaps, includeStats: batch.options.include_statistics });
    zip.file(uniqueName("combined.xlsx", used), workbook);
  }
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
}

function uniqueName(name: string, used: Set<string>): string {
  let candidate = name;
  for (let i = 2; used.has(candidate.toLowerCase()); i++) candidate = name.replace(/(\.[^.]+)$/, ` (${i})$1`);
  used.add(candidate.toLowerCase());
  return candidate;
}
