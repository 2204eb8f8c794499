import type { Kysely } from "kysely";
import type { ExportFile } from "@pdftab/export";
import { exportFileInfo } from "@pdftab/export/format";
import type { Database } from "../db/schema.js";
import { findExtraction } from "../extraction/history/index.js";
import type { ExtractionPool } from "../extraction/pool/index.js";
import { sanitizeDisplayName } from "../storage/index.js";
import { exportCreatorOf } from "../workspaces/workspace-brand.js";
import { filesOf } from "./batch-repository.js";
import type { BatchesTable } from "./batch-tables.js";
import { pageNotes, type FileWarning } from "./batch-views.js";
import type { Selectable } from "kysely";

/**
 * The batch's results as one zip: a file per successful PDF in the batch's
 * format (built on the worker pool), plus "combined.xlsx" with every table
 * of every file, columns aligned, when the batch asked for align_columns, and
 * "batch_summary.csv": one line per PDF with its status, table count and, for
 * those that failed or were cancelled, why; for completed ones, the pages the
 * engine could not fully read.
 */
export async function batchZip(
  db: Kysely<Database>,
  pool: ExtractionPool,
  batch: Selectable<BatchesTable>,
): Promise<Buffer> {
  // loaded with the first batch download, not with the server: an idle server need not hold the
  // zip and spreadsheet libraries (docs/operations.md, Memory)
  const [{ default: JSZip }, { toXlsx }] = await Promise.all([import("jszip"), import("@pdftab/export")]);
  const zip = new JSZip();
  const used = new Set<string>();
  const combined: ExportFile[] = [];
  const info = exportFileInfo(batch.format);
  const files = await filesOf(db, [batch.id]);
  const creator = await exportCreatorOf(db, batch.workspace_id, pool.workbookCreator);
  // completed files whose extraction was deleted from the history since: no result to put in the zip
  const gone = new Set<string>();
  const warnings = new Map<string, FileWarning[]>();
  for (const file of files) {
    if (file.status !== "completed") continue;
    const record = file.extraction_id ? await findExtraction(db, batch.workspace_id, file.extraction_id) : undefined;
    if (!record?.tables) {
      gone.add(file.id);
      continue;
    }
    warnings.set(file.id, pageNotes(record.warnings, record.pageErrors).warnings);
    const body = await pool.exportFile(record.tables, file.filename, batch.format, {
      includeStats: batch.options.include_statistics,
      fillGaps: batch.options.fill_gaps,
      owner: batch.user_id,
      ...(creator ? { creator } : {}),
    });
    // names stored before display names were cleaned may still hold direction overrides or device names
    const entry = sanitizeDisplayName(
      `${file.filename.replace(/\.pdf$/i, "")}.${info.extension}`,
      `file.${info.extension}`,
    );
    zip.file(uniqueName(entry, used), body);
    combined.push({ fileName: file.filename, tables: record.tables });
  }
  if (batch.options.align_columns && combined.length > 0) {
    const workbook = await toXlsx(combined, {
      alignColumns: true,
      fillGaps: batch.options.fill_gaps,
      includeStats: batch.options.include_statistics,
      ...(creator ? { creator } : {}),
    });
    zip.file(uniqueName("combined.xlsx", used), workbook);
  }
  zip.file(
    uniqueName(SUMMARY_NAME, used),
    summaryCsv(files.map((f) => ({ ...f, result_gone: gone.has(f.id), warnings: warnings.get(f.id) }))),
  );
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
}

/** Name of the summary inside the zip. */
export const SUMMARY_NAME = "batch_summary.csv";

const REASONS: Record<string, string> = {
  cancelled: "Cancelled before it finished",
  pending: "Not processed yet",
  processing: "Still being processed",
};

const RESULT_GONE = "Its extraction was deleted from the history; its result is not in this zip";

/** One CSV line per PDF: file, status, tables, reason (RFC 4180 quoting). */
export function summaryCsv(
  files: {
    filename: string;
    status: string;
    table_count: number;
    error_message: string | null;
    /** A completed file whose extraction was deleted from the history: its result is not in the zip. */
    result_gone?: boolean;
    /** A completed file's pages the engine could not fully read (pageNotes). */
    warnings?: FileWarning[];
  }[],
): string {
  const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const lines = [["file", "status", "tables", "reason"]];
  for (const file of files) {
    const reason =
      file.status === "completed"
        ? file.result_gone
          ? RESULT_GONE
          : warningsReason(file.warnings ?? [])
        : (file.error_message ?? REASONS[file.status] ?? "");
    // names as History shows them; a leading = + - @ would run as a formula when the CSV is opened in a spreadsheet
    lines.push([
      sanitizeDisplayName(file.filename).replace(/^[=+\-@]/, "'$&"),
      file.status,
      String(file.table_count),
      reason,
    ]);
  }
  return `${lines.map((line) => line.map(quote).join(",")).join("\r\n")}\r\n`;
}

/** The page warnings of a completed file as one sentence each, with their pages when more than one. */
function warningsReason(warnings: FileWarning[]): string {
  return warnings.map((w) => (w.pages.length > 1 ? `${w.message} (pages ${w.pages.join(", ")})` : w.message)).join(" ");
}

function uniqueName(name: string, used: Set<string>): string {
  let candidate = name;
  for (let i = 2; used.has(candidate.toLowerCase()); i++) candidate = name.replace(/(\.[^.]+)$/, ` (${i})$1`);
  used.add(candidate.toLowerCase());
  return candidate;
}
