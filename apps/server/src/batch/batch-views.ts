import type { Kysely, Selectable } from "kysely";
import type { Database } from "../db/schema.js";
import { sanitizeDisplayName } from "../storage/display-name.js";
import { filesOf, findBatch, listBatches } from "./batch-repository.js";
import type { BatchesTable, BatchFilesTable } from "./batch-tables.js";

/** A batch as GET /batch/ shows it. */
export interface BatchView {
  id: string;
  status: string;
  format: string;
  progress: {
    total_files: number; processed_files: number; successful_files: number; failed_files: number; current_file: string | null;
    /** 1-based place in the batch of `current_file`; null when no file is under way. */
    current_index: number | null;
    /** Pages read so far of `current_file`; null when none is under way or its page count is not known yet. */
    current_pages: { done: number; total: number } | null;
  };
  created_at: string;
  completed_at: string | null;
  /** When the PDFs and results are deleted (RETENTION_DAYS after the upload). */
  expires_at: string;
  /** True once that time has passed: the download answers 410 batch_expired. */
  expired: boolean;
  results: { filename: string; status: string; table_count: number; error: string | null; error_code: string | null }[];
  error: string | null;
}

/** True once the batch's retention period is over: its files are gone (expired_at) or go at the next sweep. */
export function isBatchExpired(b: Pick<Selectable<BatchesTable>, "expires_at" | "expired_at">, now = new Date()): boolean {
  return b.expired_at !== null || new Date(b.expires_at).getTime() <= now.getTime();
}

/** The user's batches with their per-file results, newest first. */
export async function batchViews(db: Kysely<Database>, userId: string): Promise<BatchView[]> {
  const batches = await listBatches(db, userId);
  const files = await filesOf(db, batches.map((b) => b.id));
  const pages = await pagesUnderWay(db, files);
  return batches.map((b) => toView(b, files.filter((f) => f.batch_id === b.id), pages));
}

type PagesOfExtraction = Map<string, { done: number; total: number }>;

/** Page progress of the extractions behind the files being processed now. */
async function pagesUnderWay(db: Kysely<Database>, files: Selectable<BatchFilesTable>[]): Promise<PagesOfExtraction> {
  const ids = files.filter((f) => f.status === "processing" && f.extraction_id).map((f) => f.extraction_id!);
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom("extractions").select(["id", "pages_done", "pages_total"]).where("id", "in", ids).execute();
  return new Map(rows.filter((r) => r.pages_total).map((r) => [r.id, { done: Number(r.pages_done), total: Number(r.pages_total) }]));
}

/**
 * The one file the progress line names while several may run at once: the file the batch last
 * started if it is still running, else the first one running. Pages of files running together
 * are not summed (that read as one document of their combined length).
 */
function currentFile(b: Selectable<BatchesTable>, files: Selectable<BatchFilesTable>[], pages: PagesOfExtraction) {
  const running = files.filter((f) => f.status === "processing");
  const file = running.find((f) => f.filename === b.current_file) ?? running[0];
  if (!file) return { current_file: null, current_index: null, current_pages: null };
  return {
    current_file: file.filename,
    current_index: files.indexOf(file) + 1,
    current_pages: (file.extraction_id && pages.get(file.extraction_id)) || null,
  };
}

/** One batch of the user with its per-file results; undefined for unknown ids and other users' ids alike. */
export async function batchView(db: Kysely<Database>, userId: string, id: string): Promise<BatchView | undefined> {
  const batch = await findBatch(db, userId, id);
  if (!batch) return undefined;
  const files = await filesOf(db, [batch.id]);
  return toView(batch, files, await pagesUnderWay(db, files));
}

function toView(b: Selectable<BatchesTable>, files: Selectable<BatchFilesTable>[], pages: PagesOfExtraction): BatchView {
  return {
    id: b.id,
    status: b.status,
    format: b.format,
    progress: { total_files: b.total_files, processed_files: b.processed_files, successful_files: b.successful_files, failed_files: b.failed_files, ...currentFile(b, files, pages) },
    created_at: new Date(b.created_at).toISOString(),
    completed_at: b.completed_at ? new Date(b.completed_at).toISOString() : null,
    expires_at: new Date(b.expires_at).toISOString(),
    expired: isBatchExpired(b),
    results: files.map((f) => ({ filename: sanitizeDisplayName(f.filename), status: f.status, table_count: f.table_count, error: f.error_message, error_code: f.error_code })),
    error: b.error,
  };
}
