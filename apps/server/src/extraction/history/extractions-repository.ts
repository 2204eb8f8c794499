import { sql, type Kysely } from "kysely";
import type { Table } from "@pdftab/engine";
import type { Database } from "../../db/schema.js";
import { countedExtraction } from "./counted-extraction.js";
import {
  STATUS_COLUMNS,
  toRecord,
  toStatus,
  type ExtractionRecord,
  type ExtractionStatus,
  type PageError,
} from "./extraction-record.js";
import type { TablesSummary } from "./summarize-tables.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What is known when an extraction starts. */
export interface NewExtraction {
  /** Who runs it. */
  userId: string;
  /** The workspace it belongs to. */
  workspaceId: string;
  filename: string;
  fileSize: number;
  storageKey: string | null;
  settings: ExtractionRecord["settings"];
  retentionDays: number;
}

/** Records a new extraction as processing; returns its id. */
export async function insertExtraction(db: Kysely<Database>, e: NewExtraction): Promise<string> {
  const row = await db
    .insertInto("extractions")
    .values({
      user_id: e.userId,
      workspace_id: e.workspaceId,
      filename: e.filename,
      file_size: e.fileSize,
      storage_key: e.storageKey,
      status: "processing",
      settings: JSON.stringify(e.settings),
      expires_at: sql<Date>`now() + make_interval(days => ${e.retentionDays})`,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Stores progress (pages to read and pages read so far). */
export async function updateProgress(
  db: Kysely<Database>,
  id: string,
  progress: { pagesTotal?: number; pagesDone?: number },
): Promise<void> {
  await db
    .updateTable("extractions")
    .set({
      ...(progress.pagesTotal !== undefined ? { pages_total: progress.pagesTotal } : {}),
      ...(progress.pagesDone !== undefined ? { pages_done: progress.pagesDone } : {}),
    })
    .where("id", "=", id)
    .where("status", "=", "processing")
    .execute();
}

/**
 * Marks an extraction completed with its tables and their summary. The tables come as their JSON
 * text, made on the extraction's worker thread (pool/worker-protocol.ts, ExtractRecord).
 */
export async function completeExtraction(
  db: Kysely<Database>,
  id: string,
  done: {
    pageCount: number;
    pagesDone: number;
    /** `JSON.stringify` of the tables. */
    tablesJson: string;
    pageErrors: PageError[];
    warnings: PageError[];
    summary: TablesSummary;
  },
): Promise<void> {
  await db
    .updateTable("extractions")
    .set({
      status: "completed",
      page_count: done.pageCount,
      pages_done: done.pagesDone,
      result: done.tablesJson,
      page_errors: JSON.stringify(done.pageErrors),
      warnings: JSON.stringify(done.warnings),
      table_count: done.summary.tableCount,
      total_rows: done.summary.totalRows,
      method: done.summary.method,
      average_confidence: done.summary.averageConfidence,
      completed_at: sql<Date>`now()`,
    })
    .where("id", "=", id)
    .execute();
}

/** Marks an extraction failed with a stable code and a human message (and forgets its file when deleted). */
export async function failExtraction(
  db: Kysely<Database>,
  id: string,
  code: string,
  message: string,
  options: { fileDeleted?: boolean } = {},
): Promise<void> {
  await db
    .updateTable("extractions")
    .set({
      status: "failed",
      error_code: code,
      error_message: message,
      completed_at: sql<Date>`now()`,
      ...(options.fileDeleted ? { storage_key: null } : {}),
    })
    .where("id", "=", id)
    .execute();
}

/** The workspace's extraction with this id; undefined for another workspace's id, an unknown id or a malformed one. */
export async function findExtraction(
  db: Kysely<Database>,
  workspaceId: string,
  id: string,
): Promise<ExtractionRecord | undefined> {
  if (!UUID.test(id)) return undefined;
  const row = await db
    .selectFrom("extractions")
    .selectAll()
    .where("id", "=", id)
    .where("workspace_id", "=", workspaceId)
    .executeTakeFirst();
  return row && toRecord(row);
}

/** What a status poll shows of the workspace's extraction with this id (never its tables); undefined as findExtraction. */
export async function findExtractionStatus(
  db: Kysely<Database>,
  workspaceId: string,
  id: string,
): Promise<ExtractionStatus | undefined> {
  if (!UUID.test(id)) return undefined;
  const row = await db
    .selectFrom("extractions")
    .select(STATUS_COLUMNS)
    .where("id", "=", id)
    .where("workspace_id", "=", workspaceId)
    .executeTakeFirst();
  return row && toStatus(row);
}

/**
 * Replaces the tables with the user's edits (not once the retention sweep deleted them), only
 * while they are the tables the edits were made on: the extraction was read completed at
 * `completedAt` and no re-extraction has begun or ended since (one would otherwise overwrite the
 * edits with the tables it started from, or have its own tables overwritten by edits of the old
 * ones). False when nothing was saved.
 */
export async function saveTables(
  db: Kysely<Database>,
  id: string,
  tables: Table[],
  summary: TablesSummary,
  completedAt: Date | null,
): Promise<boolean> {
  if (!completedAt) return false;
  const row = await db
    .updateTable("extractions")
    .set({
      result: JSON.stringify(tables),
      edited: true,
      table_count: summary.tableCount,
      total_rows: summary.totalRows,
    })
    .where("id", "=", id)
    .where("expired_at", "is", null)
    .where("status", "=", "completed")
    // a re-extraction that ended since sets a later completion time (the 1 ms allows for a driver
    // that reads the stored microseconds back as milliseconds)
    .where("completed_at", "<", new Date(completedAt.getTime() + 1))
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes the workspace's extraction; returns its storage key (to delete the file) or undefined when none was found. */
export async function deleteExtraction(
  db: Kysely<Database>,
  workspaceId: string,
  id: string,
): Promise<{ storageKey: string | null } | undefined> {
  if (!UUID.test(id)) return undefined;
  const row = await db
    .deleteFrom("extractions")
    .where("id", "=", id)
    .where("workspace_id", "=", workspaceId)
    .returning("storage_key")
    .executeTakeFirst();
  return row && { storageKey: row.storage_key };
}

/**
 * Extractions the workspace started today (UTC), failed ones included (a damaged
 * PDF or one stopped for running too long cost the server work too), except
 * uploads refused before any extraction ran (not a PDF): what the daily limit counts.
 */
export async function extractionsToday(db: Kysely<Database>, workspaceId: string, now = new Date()): Promise<number> {
  const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const row = await db
    .selectFrom("extractions")
    .select(sql<number>`count(*)::int`.as("n"))
    .where("workspace_id", "=", workspaceId)
    .where("created_at", ">=", midnight)
    // an upload refused as not a PDF is recorded but never ran, and the limit hands it back
    .where(countedExtraction)
    .executeTakeFirstOrThrow();
  return row.n;
}

/**
 * Marks the workspace's extractions failed that still say processing long after
 * any run could have ended (the task budget plus a margin): their server
 * stopped mid-run. Called before reading, so the history never shows a
 * spinner forever.
 */
export async function failInterrupted(db: Kysely<Database>, workspaceId: string, budgetMs: number): Promise<void> {
  const cutoff = new Date(Date.now() - budgetMs - 60_000);
  // one statement, because every status poll and history page runs it: a re-extraction cut
  // short still has the tables it started from and goes back to them; anything else failed
  const restore = sql<boolean>`(run_started_at is not null and result is not null)`;
  const interrupted = "The server stopped while this PDF was being processed. Please upload it again.";
  await db
    .updateTable("extractions")
    .set({
      status: sql<"completed" | "failed">`case when ${restore} then 'completed' else 'failed' end`,
      pages_done: sql<number>`case when ${restore} then coalesce(pages_total, pages_done) else pages_done end`,
      error_code: sql<string | null>`case when ${restore} then error_code else 'interrupted' end`,
      error_message: sql<string | null>`case when ${restore} then error_message else ${interrupted} end`,
      completed_at: sql<Date | null>`case when ${restore} then completed_at else now() end`,
    })
    .where("workspace_id", "=", workspaceId)
    .where("status", "=", "processing")
    .where(sql<Date>`coalesce(run_started_at, created_at)`, "<", cutoff)
    .execute();
}
