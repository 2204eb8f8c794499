import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import type { FileStore } from "../storage/index.js";
import { expireExtraction } from "./expire-extraction.js";

/**
 * Deletes a finished batch's uploaded PDFs and its results (the extraction
 * rows of its files, whose tables make the batch's downloads), then marks
 * the batch expired. A batch still pending or processing is left alone.
 * Safe to repeat and to run from two processes at once, like
 * expireExtraction. Says whether this call marked the batch and how many
 * of its extraction rows it marked.
 */
export async function expireBatch(
  db: Kysely<Database>,
  storage: FileStore,
  id: string,
): Promise<{ marked: boolean; extractions: number }> {
  const batch = await db
    .selectFrom("batches")
    .select("id")
    .where("id", "=", id)
    .where("expired_at", "is", null)
    .where("status", "not in", ["pending", "processing"])
    .executeTakeFirst();
  if (!batch) return { marked: false, extractions: 0 };
  const files = await db
    .selectFrom("batch_files")
    .select(["extraction_id", "storage_key"])
    .where("batch_id", "=", id)
    .execute();
  let extractions = 0;
  for (const file of files) {
    if (file.extraction_id && (await expireExtraction(db, storage, file.extraction_id))) extractions++;
    if (file.storage_key) await storage.delete(file.storage_key);
  }
  await db.updateTable("batch_files").set({ storage_key: null }).where("batch_id", "=", id).execute();
  const marked = await db
    .updateTable("batches")
    .set({ expired_at: sql<Date>`now()` })
    .where("id", "=", id)
    .where("expired_at", "is", null)
    .returning("id")
    .executeTakeFirst();
  return { marked: marked !== undefined, extractions };
}
