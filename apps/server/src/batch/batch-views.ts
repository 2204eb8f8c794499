import { sql, type Kysely, type Selectable } from "kysely";
import type { Database } from "../db/schema.js";
import { sanitizeDisplayName } from "../storage/display-name.js";
import type { Page, PageRequest } from "../paging/index.js";
import { emailsOf } from "../workspaces/members.js";
import { fileViewsOf, findBatch, listBatches, type FileView } from "./batch-repository.js";
import type { BatchesTable } from "./batch-tables.js";

/** A batch as GET /batch/ shows it. */
export interface BatchView {
  id: string;
  status: string;
  format: string;
  progress: {
    total_files: number;
    processed_files: number;
    successful_files: number;
    failed_files: number;
    current_file: string | null;
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
  /**
   * `ocr_pages`: pages of a completed file that were read by OCR (scanned), [] when none;
   * `warnings`: its pages the engine could not fully read (skipped, no text found, past the
   * plan's OCR pages, damaged), by code, [] when none.
   */
  results: {
    /** The file's id, which POST /batch/{id}/files/{file_id}/retry names. */
    id: string;
    filename: string;
    status: string;
    table_count: number;
    error: string | null;
    error_code: string | null;
    ocr_pages: number[];
    warnings: FileWarning[];
  }[];
  error: string | null;
  /** E-mail of the workspace member who started the batch. */
  ran_by: string | null;
}

/** True once the batch's retention period is over: its files are gone (expired_at) or go at the next sweep. */
export function isBatchExpired(
  b: Pick<Selectable<BatchesTable>, "expires_at" | "expired_at">,
  now = new Date(),
): boolean {
  return b.expired_at !== null || new Date(b.expires_at).getTime() <= now.getTime();
}

/** The workspace's batches with their per-file results, newest first (the first page of GET /batch/). */
export async function batchViews(db: Kysely<Database>, workspaceId: string): Promise<BatchView[]> {
  return (await batchViewPage(db, workspaceId)).items;
}

/** One page of the workspace's batches with their per-file results, newest first (docs/api.md, "Paging"). */
export async function batchViewPage(
  db: Kysely<Database>,
  workspaceId: string,
  page?: PageRequest,
): Promise<Page<BatchView>> {
  const { items: batches, total, nextCursor } = await listBatches(db, workspaceId, page);
  const files = await fileViewsOf(
    db,
    batches.map((b) => b.id),
  );
  const pages = await pagesUnderWay(db, files);
  const emails = await emailsOf(
    db,
    batches.map((b) => b.user_id),
  );
  const notes = await pageNotesOf(db, files);
  const items = batches.map((b) =>
    toView(
      b,
      files.filter((f) => f.batch_id === b.id),
      pages,
      emails,
      notes,
    ),
  );
  return { items, total, nextCursor };
}

type PagesOfExtraction = Map<string, { done: number; total: number }>;

/** Page progress of the extractions behind the files being processed now. */
async function pagesUnderWay(db: Kysely<Database>, files: FileView[]): Promise<PagesOfExtraction> {
  const ids = files.filter((f) => f.status === "processing" && f.extraction_id).map((f) => f.extraction_id!);
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("extractions")
    .select(["id", "pages_done", "pages_total"])
    .where("id", "in", ids)
    .execute();
  return new Map(
    rows.filter((r) => r.pages_total).map((r) => [r.id, { done: Number(r.pages_done), total: Number(r.pages_total) }]),
  );
}

/** A page problem of a completed file, grouped by code: the pages it concerns and the message of the first. */
export interface FileWarning {
  code: string;
  pages: number[];
  message: string;
}

/** What the batch views tell of a completed file's pages: those read by OCR, and those the engine could not fully read. */
interface PageNotes {
  ocrPages: number[];
  warnings: FileWarning[];
}

type PageEntry = { page: number; code: string; message: string };

/** A jsonb list of page entries as stored (rows written before jsonb parameters hold it as a JSON string). */
function pageEntries(value: unknown): PageEntry[] {
  return (
    Array.isArray(value) ? value : typeof value === "string" ? (JSON.parse(value) as unknown[]) : []
  ) as PageEntry[];
}

/**
 * Pages read by OCR (warning ocr_used) and the other page warnings and skipped pages (page_errors)
 * of the extractions behind completed files: a file that "completed" with a page over its budget,
 * a scan OCR found no text on, or pages past the plan's OCR pages would otherwise look like a file
 * with nothing in it (docs/api.md, Batches).
 */
async function pageNotesOf(db: Kysely<Database>, files: FileView[]): Promise<Map<string, PageNotes>> {
  const ids = files.filter((f) => f.status === "completed" && f.extraction_id).map((f) => f.extraction_id!);
  if (ids.length === 0) return new Map();
  // only rows that hold something: most have nothing, and the list is polled while a batch runs
  const rows = await db
    .selectFrom("extractions")
    .select(["id", "warnings", "page_errors"])
    .where("id", "in", ids)
    .where(
      sql<boolean>`(warnings <> '[]'::jsonb or page_errors <> '[]'::jsonb or jsonb_typeof(warnings) <> 'array' or jsonb_typeof(page_errors) <> 'array')`,
    )
    .execute();
  return new Map(rows.map((r) => [r.id, pageNotes(pageEntries(r.warnings), pageEntries(r.page_errors))]));
}

/** OCR pages from the warnings; every other warning and page error grouped by code, a page named once per code. */
export function pageNotes(warnings: PageEntry[], pageErrors: PageEntry[]): PageNotes {
  const ocrPages = warnings.filter((w) => w.code === "ocr_used").map((w) => w.page);
  const byCode = new Map<string, FileWarning>();
  for (const entry of [...pageErrors, ...warnings]) {
    if (entry.code === "ocr_used") continue;
    const group = byCode.get(entry.code);
    if (!group) byCode.set(entry.code, { code: entry.code, pages: [entry.page], message: entry.message });
    else if (!group.pages.includes(entry.page)) group.pages.push(entry.page);
  }
  for (const group of byCode.values()) group.pages.sort((a, b) => a - b);
  return { ocrPages, warnings: [...byCode.values()] };
}

/**
 * The one file the progress line names while several may run at once: the earliest in the
 * batch of those running. It stays named until it ends, so the line does not jump to each file
 * that starts beside it, and its place ("3 of 10") never goes back while files start in order.
 * Pages of files running together are not summed (that read as one document of their combined
 * length). Chosen by row, not by name: a batch may hold two files of the same name.
 */
function currentFile(files: FileView[], pages: PagesOfExtraction) {
  const at = files.findIndex((f) => f.status === "processing");
  const file = files[at];
  if (!file) return { current_file: null, current_index: null, current_pages: null };
  return {
    current_file: sanitizeDisplayName(file.filename),
    current_index: at + 1,
    current_pages: (file.extraction_id && pages.get(file.extraction_id)) || null,
  };
}

/** One batch of the workspace with its per-file results; undefined for unknown ids and other workspaces' ids alike. */
export async function batchView(db: Kysely<Database>, workspaceId: string, id: string): Promise<BatchView | undefined> {
  const batch = await findBatch(db, workspaceId, id);
  if (!batch) return undefined;
  const files = await fileViewsOf(db, [batch.id]);
  return toView(
    batch,
    files,
    await pagesUnderWay(db, files),
    await emailsOf(db, [batch.user_id]),
    await pageNotesOf(db, files),
  );
}

function toView(
  b: Selectable<BatchesTable>,
  files: FileView[],
  pages: PagesOfExtraction,
  emails: Map<string, string>,
  notes: Map<string, PageNotes>,
): BatchView {
  return {
    id: b.id,
    status: b.status,
    format: b.format,
    progress: {
      total_files: b.total_files,
      processed_files: b.processed_files,
      successful_files: b.successful_files,
      failed_files: b.failed_files,
      ...currentFile(files, pages),
    },
    created_at: new Date(b.created_at).toISOString(),
    completed_at: b.completed_at ? new Date(b.completed_at).toISOString() : null,
    expires_at: new Date(b.expires_at).toISOString(),
    expired: isBatchExpired(b),
    results: files.map((f) => ({
      id: f.id,
      filename: sanitizeDisplayName(f.filename),
      status: f.status,
      table_count: f.table_count,
      error: f.error_message,
      error_code: f.error_code,
      ocr_pages: (f.extraction_id && notes.get(f.extraction_id)?.ocrPages) || [],
      warnings: (f.extraction_id && notes.get(f.extraction_id)?.warnings) || [],
    })),
    error: b.error,
    ran_by: emails.get(b.user_id) ?? null,
  };
}
