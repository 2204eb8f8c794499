import { randomUUID } from "node:crypto";
import type { ExpressionBuilder, Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { errors } from "../errors/index.js";
import { insertExtraction, REFUSED_UPLOAD_CODE, type NewExtraction } from "../extraction/history/index.js";

/**
 * One run of a batch file: the file's id and the `attempt_id` its claim wrote. The file is the
 * attempt's while that id is still on it and it is 'processing'. One process can hold two
 * attempts of a file at once (its lease lapsed during a stall, a sweep put the file back and
 * another of its queue loops claimed it again while the first run went on), so ownership is the attempt's,
 * not the process's `worker_id` (docs/architecture.md, Leases).
 */
export interface FileAttempt {
  id: string;
  attempt_id: string;
}

/** A fresh attempt id, for a claim. */
export function newAttemptId(): string {
  return randomUUID();
}

/** The file is still `attempt`'s. */
export function heldBy(eb: ExpressionBuilder<Database, "batch_files">, attempt: FileAttempt) {
  return eb.and([
    eb("batch_files.id", "=", attempt.id),
    eb("batch_files.attempt_id", "=", attempt.attempt_id),
    eb("batch_files.status", "=", "processing"),
  ]);
}

/** Thrown by `recordAttemptRow` when the attempt no longer holds its file: it must write nothing more and stop. */
export class AttemptSuperseded extends Error {
  constructor(readonly attempt: FileAttempt) {
    super(`Batch file ${attempt.id} is no longer held by attempt ${attempt.attempt_id}`);
    this.name = "AttemptSuperseded";
  }
}

/** The history rows of a file's attempts: the user's rows with the file's own storage key, and the row the file links. */
function attemptRows(
  eb: ExpressionBuilder<Database, "extractions">,
  file: { id: string; storage_key: string | null },
  userId: string,
) {
  const linked = eb(
    "extractions.id",
    "=",
    eb.selectFrom("batch_files").select("extraction_id").where("id", "=", file.id),
  );
  // every attempt's row holds the file's own storage key, which no other upload shares; a row
  // refused as not a PDF lost its key (its PDF was deleted) but was linked when it was written
  const mine = file.storage_key ? eb.or([eb("extractions.storage_key", "=", file.storage_key), linked]) : linked;
  return eb.and([eb("extractions.user_id", "=", userId), mine]);
}

/**
 * Deletes the history rows of a file's earlier attempts right after `attempt` claimed it: a
 * process killed (or whose lease lapsed) while running it left its row, which would count a
 * second time in the day's usage and later show `failed` although the batch finishes the file.
 * Only while the file is still `attempt`'s, so a superseded attempt deletes nothing. No earlier
 * attempt can add a row afterwards: `recordAttemptRow` writes only for the attempt holding the file.
 */
export async function discardEarlierAttempts(
  db: Kysely<Database>,
  attempt: FileAttempt & { storage_key: string | null },
  userId: string,
): Promise<number> {
  const deleted = await db
    .deleteFrom("extractions")
    .where((eb) => attemptRows(eb, attempt, userId))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("batch_files")
          .select("id")
          .where((f) => heldBy(f, attempt)),
      ),
    )
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/**
 * Writes `attempt`'s history row and links the file to it, in one transaction holding the file's
 * row lock and only while the file is still `attempt`'s; any other attempt's row of the file goes
 * in the same transaction. So a file has at most one row: a later claim waits for this
 * transaction and its `discardEarlierAttempts` deletes the row, and a superseded attempt writes
 * none (it gets `AttemptSuperseded`). Returns the new row's id.
 */
export async function recordAttemptRow(
  db: Kysely<Database>,
  attempt: FileAttempt & { storage_key: string | null },
  row: NewExtraction,
): Promise<string> {
  return db.transaction().execute(async (tx) => {
    const held = await tx
      .selectFrom("batch_files")
      .select("id")
      .where((eb) => heldBy(eb, attempt))
      .forUpdate()
      .executeTakeFirst();
    if (!held) throw new AttemptSuperseded(attempt);
    await tx
      .deleteFrom("extractions")
      .where((eb) => attemptRows(eb, attempt, row.userId))
      .execute();
    const id = await insertExtraction(tx, row);
    await tx.updateTable("batch_files").set({ extraction_id: id }).where("id", "=", attempt.id).execute();
    return id;
  });
}

/**
 * The refusal an earlier attempt recorded for a file whose upload is no longer stored: an
 * attempt refuses bytes that are not a PDF by failing its row and deleting the file, so one
 * killed before it counted the file leaves the reason only in the row the file links. Undefined
 * when the file links no such row (the file is simply missing).
 */
export async function earlierRefusal(
  db: Kysely<Database>,
  file: { extraction_id: string | null },
): Promise<{ code: string; message: string } | undefined> {
  if (!file.extraction_id) return undefined;
  const row = await db
    .selectFrom("extractions")
    .select(["error_code", "error_message"])
    .where("id", "=", file.extraction_id)
    .where("status", "=", "failed")
    .where("error_code", "=", REFUSED_UPLOAD_CODE)
    .executeTakeFirst();
  return row ? { code: REFUSED_UPLOAD_CODE, message: row.error_message ?? errors.notAPdf().message } : undefined;
}
