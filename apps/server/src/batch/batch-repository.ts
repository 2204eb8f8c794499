import { sql, type Kysely, type Selectable } from "kysely";
import type { Database } from "../db/schema.js";
import { keysetPage, microsOf, newestFirst, pageOfRows, type PageRequest } from "../paging/index.js";
import { heldBy, newAttemptId, type FileAttempt } from "./batch-attempts.js";
import type { BatchFilesTable, BatchOptions, BatchStatus } from "./batch-tables.js";

/** A file to put in a new batch (already in the file store). */
export interface NewBatchFile {
  filename: string;
  fileSize: number;
  storageKey: string;
}

/** Inserts a batch and its files (pending) in one transaction; returns the batch id and file ids in order. */
export async function insertBatch(
  db: Kysely<Database>,
  b: {
    userId: string;
    workspaceId: string;
    format: "xlsx" | "csv" | "json";
    options: BatchOptions;
    files: NewBatchFile[];
    retentionDays: number;
  },
): Promise<{ id: string; fileIds: string[] }> {
  return db.transaction().execute(async (tx) => {
    const { id } = await tx
      .insertInto("batches")
      .values({
        user_id: b.userId,
        workspace_id: b.workspaceId,
        status: "pending",
        format: b.format,
        options: JSON.stringify(b.options),
        total_files: b.files.length,
        current_file: null,
        error: null,
        expires_at: sql<Date>`now() + make_interval(days => ${b.retentionDays})`,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const rows = await tx
      .insertInto("batch_files")
      .values(
        b.files.map((f, position) => ({
          batch_id: id,
          position,
          filename: f.filename,
          file_size: f.fileSize,
          storage_key: f.storageKey,
          status: "pending" as const,
          extraction_id: null,
          error_code: null,
          error_message: null,
        })),
      )
      .returning(["id", "position"])
      .execute();
    return { id, fileIds: rows.sort((x, y) => x.position - y.position).map((r) => r.id) };
  });
}

/** Batches on a page of GET /batch/ when the request names no `limit`: the newest 200, as it always answered. */
export const BATCH_PAGE_DEFAULT = 200;

/**
 * One page of the workspace's batches, newest first (then by id), with how many it has in all and
 * the cursor of the next page (docs/api.md, "Paging").
 */
export async function listBatches(
  db: Kysely<Database>,
  workspaceId: string,
  page: PageRequest = { limit: BATCH_PAGE_DEFAULT, offset: 0 },
) {
  const order = newestFirst("created_at");
  const query = db
    .selectFrom("batches")
    .selectAll()
    .select(microsOf("created_at").as("at_us"))
    .where("workspace_id", "=", workspaceId);
  const rows = await keysetPage(query, order, page).execute();
  const { count } = await db
    .selectFrom("batches")
    .select(sql<number>`count(*)::int`.as("count"))
    .where("workspace_id", "=", workspaceId)
    .executeTakeFirstOrThrow();
  return { ...pageOfRows(rows, page.limit, order), total: count };
}

/** One batch of the workspace (undefined for unknown ids and other workspaces' ids alike). */
export async function findBatch(db: Kysely<Database>, workspaceId: string, id: string) {
  if (!isUuid(id)) return undefined;
  return db
    .selectFrom("batches")
    .selectAll()
    .where("id", "=", id)
    .where("workspace_id", "=", workspaceId)
    .executeTakeFirst();
}

/** The files of some batches, in upload order. */
export async function filesOf(db: Kysely<Database>, batchIds: string[]) {
  if (batchIds.length === 0) return [];
  return db.selectFrom("batch_files").selectAll().where("batch_id", "in", batchIds).orderBy("position").execute();
}

/** The columns of a batch's files that GET /batch/ shows (batch-views.ts). */
export const FILE_VIEW_COLUMNS = [
  "id",
  "batch_id",
  "filename",
  "status",
  "extraction_id",
  "table_count",
  "error_code",
  "error_message",
] as const;

/** The batch_files row as GET /batch/ reads it. */
export type FileView = Pick<Selectable<BatchFilesTable>, (typeof FILE_VIEW_COLUMNS)[number]>;

/**
 * The files of some batches in upload order, only the columns the batch views show: the web app
 * polls the batch list every few hundred milliseconds while a batch runs, and on the embedded
 * database every column of every row read is work on the HTTP thread (bench/README.md, "the
 * server's main thread per batch file").
 */
export async function fileViewsOf(db: Kysely<Database>, batchIds: string[]): Promise<FileView[]> {
  if (batchIds.length === 0) return [];
  return db
    .selectFrom("batch_files")
    .select(FILE_VIEW_COLUMNS)
    .where("batch_id", "in", batchIds)
    .orderBy("position")
    .execute();
}

/** Who takes a file and for how long: the process's worker id and its lease length. */
export interface LeaseHolder {
  workerId: string;
  leaseMs: number;
}

/**
 * Takes a pending file for processing under `holder`'s lease (atomic, so two
 * workers never take the same file) as a new attempt: the file carries the
 * attempt's fresh id, and only that attempt writes its row, outcome or lease
 * (see FileAttempt). Undefined when the file or its batch was cancelled, or
 * another worker took it. With the file comes what its run needs of its batch (`batch`: read
 * with the lock, as these columns never change after the batch is made), so the run does not
 * read the batch row again.
 */
export async function claimFile(db: Kysely<Database>, fileId: string, holder: LeaseHolder) {
  const attemptId = newAttemptId();
  return db.transaction().execute(async (tx) => {
    // Lock the batch row first: cancelBatch updates that row too, so a claim and
    // a cancel never interleave and no file starts once its batch is cancelled.
    const batch = await tx
      .selectFrom("batches")
      .select(["id", "user_id", "workspace_id", "options", "created_at"])
      .where((eb) => eb("id", "=", eb.selectFrom("batch_files").select("batch_id").where("id", "=", fileId)))
      .where("status", "in", ["pending", "processing"])
      .forUpdate()
      .executeTakeFirst();
    if (!batch) return undefined;
    const file = await tx
      .updateTable("batch_files")
      .set({
        status: "processing",
        worker_id: holder.workerId,
        attempt_id: attemptId,
        lease_expires_at: leaseEnd(holder.leaseMs),
        retry_reserved_at: null,
      })
      .where("id", "=", fileId)
      .where("status", "=", "pending")
      .returningAll()
      .executeTakeFirst();
    if (!file) return undefined;
    await tx
      .updateTable("batches")
      .set({
        status: sql<BatchStatus>`case when status = 'pending' then 'processing' else status end`,
        current_file: file.filename,
      })
      .where("id", "=", file.batch_id)
      .execute();
    const { id: _id, ...run } = batch;
    return { ...file, attempt_id: attemptId, batch: run };
  });
}

/** `now() + leaseMs` in the database's clock, so processes on hosts with skewed clocks agree. */
export function leaseEnd(leaseMs: number) {
  return sql<Date>`now() + make_interval(secs => ${leaseMs / 1000})`;
}

/**
 * Records a file's outcome and counts it on its batch; the batch finishes
 * when every file is counted (failed only when every file failed). A
 * cancelled batch keeps its status. Only the attempt holding the file counts
 * it: one whose lease expired (and whose file was claimed again, by another
 * process or by this one) counts nothing, so each file is counted exactly once. A password
 * retry's extraction of the day is spent once its attempt counts the file.
 */
export async function finishFile(
  db: Kysely<Database>,
  file: FileAttempt & { batch_id: string },
  outcome: { ok: true; tableCount: number } | { ok: false; code: string; message: string },
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const updated = await tx
      .updateTable("batch_files")
      .set(
        outcome.ok
          ? { status: "completed", table_count: outcome.tableCount, retry_reserved_at: null }
          : { status: "failed", error_code: outcome.code, error_message: outcome.message, retry_reserved_at: null },
      )
      .where((eb) => heldBy(eb, file))
      .returning("id")
      .executeTakeFirst();
    if (!updated) return false; // counted already, or claimed again after this attempt's lease expired
    // one statement counts the file and, with the last one, ends the batch (failed only when every
    // file failed; a cancelled batch keeps its status): every right-hand side reads the row as it
    // was, so the counts after this file are the columns plus this file's own
    const failed = outcome.ok ? 0 : 1;
    const ends = sql<boolean>`(status in ('pending', 'processing') and processed_files + 1 >= total_files)`;
    const allFailed = sql<boolean>`(failed_files + ${failed} >= total_files)`;
    await tx
      .updateTable("batches")
      .set((eb) => ({
        processed_files: eb("processed_files", "+", 1),
        successful_files: eb("successful_files", "+", 1 - failed),
        failed_files: eb("failed_files", "+", failed),
        status: sql<BatchStatus>`case when ${ends} then (case when ${allFailed} then 'failed' else 'completed' end) else status end`,
        error: sql<
          string | null
        >`case when ${ends} then (case when ${allFailed} then 'Every file failed' end) else error end`,
        completed_at: sql<Date | null>`case when ${ends} then now() else completed_at end`,
        current_file: sql<string | null>`case when ${ends} then null else current_file end`,
      }))
      .where("id", "=", file.batch_id)
      .execute();
    return true;
  });
}

/**
 * Records a file its worker stopped because its batch was cancelled: 'cancelled', with why, and
 * not counted (neither processed nor failed), like the pending files the cancel caught. Only
 * the attempt holding the file writes it.
 */
export async function cancelRunningFile(db: Kysely<Database>, attempt: FileAttempt, message: string): Promise<boolean> {
  const row = await db
    .updateTable("batch_files")
    .set({
      status: "cancelled",
      error_code: "cancelled",
      error_message: message,
      worker_id: null,
      attempt_id: null,
      lease_expires_at: null,
      retry_reserved_at: null,
    })
    .where((eb) => heldBy(eb, attempt))
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Gives a file back to the queue after a transient failure (database, storage), so a retry can
 * take it; only while it is `attempt`'s. True when it did: a password retry's extraction of the
 * day is then the caller's to hand back (the file runs again without the password).
 */
export async function giveBackFile(db: Kysely<Database>, attempt: FileAttempt): Promise<boolean> {
  const row = await db
    .updateTable("batch_files")
    .set({ status: "pending", worker_id: null, attempt_id: null, lease_expires_at: null, retry_reserved_at: null })
    .where((eb) => heldBy(eb, attempt))
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Cancels a running batch: its pending files will not start, and the files under way stop at
 * their next page (their workers see the cancel, see BatchService.cancel). False when it had
 * already ended.
 */
export async function cancelBatch(db: Kysely<Database>, id: string): Promise<boolean> {
  return (await cancelUnstarted(db, id)) !== undefined;
}

/**
 * cancelBatch, answering how many files it stopped before they started (their extractions of
 * the day are handed back: they never ran); undefined when the batch had already ended.
 */
export async function cancelUnstarted(db: Kysely<Database>, id: string): Promise<{ unstarted: number } | undefined> {
  return db.transaction().execute(async (tx) => {
    const batch = await tx
      .updateTable("batches")
      .set({ status: "cancelled", completed_at: sql<Date>`now()`, current_file: null })
      .where("id", "=", id)
      .where("status", "in", ["pending", "processing"])
      .returning("id")
      .executeTakeFirst();
    if (!batch) return undefined;
    const stopped = await tx
      .updateTable("batch_files")
      .set({ status: "cancelled" })
      .where("batch_id", "=", id)
      .where("status", "=", "pending")
      .returning("id")
      .execute();
    return { unstarted: stopped.length };
  });
}

/** Deletes the batch row (its files rows go with it); the caller removes stored files and extraction rows. */
export async function deleteBatch(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom("batches").where("id", "=", id).execute();
}

/** Whether `value` is a UUID (ids of batches and their files); other values match no row and need no query. */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
