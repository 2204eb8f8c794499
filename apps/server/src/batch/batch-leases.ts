import { sql, type ExpressionBuilder, type Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import type { FileAttempt } from "./batch-attempts.js";
import { BATCH_FILE_QUEUE } from "./batch-queue.js";
import { leaseEnd, type LeaseHolder } from "./batch-repository.js";

/** Heartbeat: extends the leases of the attempts this worker is running (only of files they still hold). */
export async function extendLeases(db: Kysely<Database>, holder: LeaseHolder, attempts: FileAttempt[]): Promise<void> {
  if (attempts.length === 0) return;
  await db
    .updateTable("batch_files")
    .set({ lease_expires_at: leaseEnd(holder.leaseMs) })
    .where((eb) => heldByOneOf(eb, attempts))
    .where("worker_id", "=", holder.workerId)
    .execute();
}

/** The file is 'processing' under one of `attempts` (attempt ids are unique, so matching both lists is exact). */
function heldByOneOf(eb: ExpressionBuilder<Database, "batch_files">, attempts: FileAttempt[]) {
  const fileIds = attempts.map((a) => a.id);
  const attemptIds = attempts.map((a) => a.attempt_id);
  return eb.and([
    eb("batch_files.id", "in", fileIds),
    eb("batch_files.attempt_id", "in", attemptIds),
    eb("batch_files.status", "=", "processing"),
  ]);
}

/**
 * Of the attempts `holder` runs, those it should stop: their file is no longer 'processing'
 * under that attempt and this worker in a batch that still runs (the batch was cancelled or
 * deleted, or the lease lapsed and the file was claimed again, by another worker or by this
 * one). The heartbeat asks this, so a cancel made by another process reaches the files running
 * here within a third of a lease, and a superseded attempt stops instead of running beside the
 * attempt that replaced it.
 */
export async function filesToStop(
  db: Kysely<Database>,
  holder: Pick<LeaseHolder, "workerId">,
  attempts: FileAttempt[],
): Promise<FileAttempt[]> {
  if (attempts.length === 0) return [];
  const live = await db
    .selectFrom("batch_files")
    .innerJoin("batches", "batches.id", "batch_files.batch_id")
    .select("batch_files.attempt_id")
    .where((eb) => heldByOneOf(eb, attempts))
    .where("batch_files.worker_id", "=", holder.workerId)
    .where("batches.status", "in", ["pending", "processing"])
    .execute();
  const alive = new Set(live.map((r) => r.attempt_id));
  return attempts.filter((a) => !alive.has(a.attempt_id));
}

/** Whose files a sweep takes back. */
export interface SweepScope {
  /** The sweeping process; its own files are never taken back. */
  workerId: string;
  /**
   * True when no other process can be alive (embedded PGlite: the data
   * directory lock admits one process), so every other holder's file is
   * taken back at once instead of when its lease runs out.
   */
  othersAreDead?: boolean;
}

/** An extraction of the day a password retry reserved, to hand back: the retry died before it counted its file. */
export interface UnspentRetry {
  workspaceId: string;
  /** When it was reserved: it is handed back on that UTC day. */
  reservedAt: Date;
}

/** What a sweep took back. */
export interface ReleasedLeases {
  /** Files now pending again, to queue again. */
  requeued: string[];
  /** Cancelled batches whose last running file was a dead process's: they have ended now. */
  endedBatches: string[];
  /** The extractions of the day of the password retries among the files taken back, to hand back. */
  unspentRetries: UnspentRetry[];
}

/**
 * Takes back the files of dead processes: a 'processing' file whose lease
 * expired (or that has none, from before leases) goes back to 'pending' when
 * its batch still runs, or to 'cancelled' when its batch was cancelled. Live
 * leases are left alone. A file a password retry held runs again without the
 * password (it was only in the dead process's memory) or not at all, so the
 * extraction of the day the retry reserved is answered, to be handed back: once,
 * as only the sweep whose statement moved the file sees it (a concurrent
 * sweep waits for the file's row lock and then finds it no longer 'processing').
 */
export async function releaseExpiredLeases(db: Kysely<Database>, scope: SweepScope): Promise<ReleasedLeases> {
  const abandoned = (eb: ExpressionBuilder<Database, "batch_files">) =>
    scope.othersAreDead
      ? eb.and([eb("status", "=", "processing"), eb("worker_id", "is distinct from", scope.workerId)])
      : eb.and([
          eb("status", "=", "processing"),
          eb.or([eb("lease_expires_at", "is", null), eb("lease_expires_at", "<", sql<Date>`now()`)]),
        ]);
  const running = (eb: ExpressionBuilder<Database, "batch_files">) =>
    eb("batch_id", "in", eb.selectFrom("batches").select("id").where("status", "in", ["pending", "processing"]));
  return db.transaction().execute(async (tx) => {
    const cancelled = await tx
      .updateTable("batch_files")
      .set({ status: "cancelled", worker_id: null, attempt_id: null, lease_expires_at: null })
      .where((eb) => eb.and([abandoned(eb), eb.not(running(eb))]))
      .returning(["id", "batch_id", "retry_reserved_at"])
      .execute();
    const requeued = await tx
      .updateTable("batch_files")
      .set({ status: "pending", worker_id: null, attempt_id: null, lease_expires_at: null })
      .where((eb) => eb.and([abandoned(eb), running(eb)]))
      .returning(["id", "batch_id", "retry_reserved_at"])
      .execute();
    // `retry_reserved_at` is left out of the updates above, so they answer it as it was; this
    // transaction holds those rows' locks until it clears it
    const retried = [...cancelled, ...requeued].filter((r) => r.retry_reserved_at !== null);
    let unspentRetries: UnspentRetry[] = [];
    if (retried.length > 0) {
      await tx
        .updateTable("batch_files")
        .set({ retry_reserved_at: null })
        .where(
          "id",
          "in",
          retried.map((r) => r.id),
        )
        .execute();
      const batches = await tx
        .selectFrom("batches")
        .select(["id", "workspace_id"])
        .where("id", "in", [...new Set(retried.map((r) => r.batch_id))])
        .execute();
      const workspaceOf = new Map(batches.map((b) => [b.id, b.workspace_id]));
      unspentRetries = retried.map((r) => ({
        workspaceId: workspaceOf.get(r.batch_id)!,
        reservedAt: new Date(r.retry_reserved_at!),
      }));
    }
    return {
      requeued: requeued.map((r) => r.id),
      endedBatches: [...new Set(cancelled.map((r) => r.batch_id))],
      unspentRetries,
    };
  });
}

/**
 * Pending files of running batches that no job will ever run: their only job
 * was fetched by a process that died before it claimed the file (the job
 * stays 'active' in pg-boss until it expires, 15 minutes later), or their job
 * ran out of retries. A file counts as covered while it has a queued job, or
 * an active one younger than `activeGraceMs` (a live process claims within
 * milliseconds of fetching). Queuing one of these twice is harmless: claims
 * are atomic.
 */
export async function strandedPendingFiles(
  db: Kysely<Database>,
  bossSchema: string,
  activeGraceMs: number,
): Promise<string[]> {
  if (!/^[a-z_][a-z0-9_]*$/.test(bossSchema)) throw new Error(`Invalid pg-boss schema name "${bossSchema}"`);
  const jobs = sql.table(`${bossSchema}.job`);
  const rows = await db
    .selectFrom("batch_files")
    .select("batch_files.id")
    .innerJoin("batches", "batches.id", "batch_files.batch_id")
    .where("batch_files.status", "=", "pending")
    .where("batches.status", "in", ["pending", "processing"])
    // a batch being created gets its jobs right after its rows
    .where("batches.created_at", "<", sql<Date>`now() - make_interval(secs => ${activeGraceMs / 1000})`)
    .where(
      sql<boolean>`batch_files.id::text not in (
      select j.data->>'fileId' from ${jobs} j
      where j.name = ${BATCH_FILE_QUEUE} and j.data->>'fileId' is not null
        and (j.state < 'active' or (j.state = 'active' and j.started_on > now() - make_interval(secs => ${activeGraceMs / 1000}))))`,
    )
    .execute();
  return rows.map((r) => r.id);
}

/** True when some batch still has work (the queue must run). */
export async function hasUnfinishedBatches(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom("batches")
    .select("id")
    .where("status", "in", ["pending", "processing"])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
