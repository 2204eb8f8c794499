import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { newAttemptId } from "./batch-attempts.js";
import { isUuid, leaseEnd, type LeaseHolder } from "./batch-repository.js";
import type { BatchStatus } from "./batch-tables.js";

/** The failure codes a file can be retried from with a password: the engine's, as the batch views show them. */
export const PASSWORD_FAILURES = ["password_required", "wrong_password"] as const;

/** Why a file cannot be retried with a password. */
export type RetryRefusal = "no_such_file" | "not_password_failed" | "batch_cancelled";

/**
 * Takes a file that failed for want of its PDF password back for processing under `holder`'s
 * lease, as a new attempt (see FileAttempt), and takes it off its batch's counts: the batch runs
 * again until the file is counted anew (batch-repository.ts, finishFile). One transaction holding
 * the batch's row lock, as claimFile, so a retry never interleaves with a cancel or another
 * retry of the same file. A cancelled batch is refused: its heartbeat would stop the file at once.
 * `reservedAt` is when the retry's extraction of the day was reserved: the file carries it while
 * the retry holds it, so a sweep that takes the file from a dead retry hands that extraction back
 * (releaseExpiredLeases). Answers the claimed file as claimFile does, or why it was refused.
 */
export async function claimForPasswordRetry(
  db: Kysely<Database>,
  batchId: string,
  fileId: string,
  holder: LeaseHolder,
  reservedAt: Date,
) {
  const attemptId = newAttemptId();
  return db.transaction().execute(async (tx) => {
    const batch = await tx
      .selectFrom("batches")
      .select(["id", "user_id", "workspace_id", "options", "created_at", "status"])
      .where("id", "=", batchId)
      .forUpdate()
      .executeTakeFirst();
    if (!batch) return { refused: "no_such_file" as RetryRefusal };
    const known = isUuid(fileId)
      ? await tx
          .selectFrom("batch_files")
          .select("id")
          .where("id", "=", fileId)
          .where("batch_id", "=", batchId)
          .executeTakeFirst()
      : undefined;
    if (!known) return { refused: "no_such_file" as RetryRefusal };
    if (batch.status === "cancelled") return { refused: "batch_cancelled" as RetryRefusal };
    const file = await tx
      .updateTable("batch_files")
      .set({
        status: "processing",
        worker_id: holder.workerId,
        attempt_id: attemptId,
        lease_expires_at: leaseEnd(holder.leaseMs),
        retry_reserved_at: reservedAt,
        error_code: null,
        error_message: null,
      })
      .where("id", "=", fileId)
      .where("status", "=", "failed")
      .where("error_code", "in", [...PASSWORD_FAILURES])
      .returningAll()
      .executeTakeFirst();
    if (!file) return { refused: "not_password_failed" as RetryRefusal };
    await tx
      .updateTable("batches")
      .set((eb) => ({
        processed_files: eb("processed_files", "-", 1),
        failed_files: eb("failed_files", "-", 1),
        status: "processing" as BatchStatus,
        error: null,
        completed_at: null,
        current_file: sql<string>`coalesce(current_file, ${file.filename})`,
      }))
      .where("id", "=", batchId)
      .execute();
    const { id: _id, status: _status, ...run } = batch;
    return { file: { ...file, attempt_id: attemptId, batch: run } };
  });
}
