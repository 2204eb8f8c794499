import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import type { FileStore } from "../storage/index.js";

/**
 * Deletes one extraction's stored PDF and its tables, then marks the row
 * expired (it stays in the history). The file goes first, so a crash in
 * between leaves a row the next sweep finishes; deleting a file twice is
 * harmless, and only one caller's mark takes effect. A row still marked
 * processing is only picked when its run is long dead: it ends as failed.
 * True when this call marked it.
 */
export async function expireExtraction(db: Kysely<Database>, storage: FileStore, id: string): Promise<boolean> {
  const row = await db
    .selectFrom("extractions")
    .select("storage_key")
    .where("id", "=", id)
    .where("expired_at", "is", null)
    .executeTakeFirst();
  if (!row) return false;
  if (row.storage_key) await storage.delete(row.storage_key);
  const marked = await db
    .updateTable("extractions")
    .set({
      expired_at: sql<Date>`now()`,
      storage_key: null,
      result: null,
      status: sql<"completed" | "failed">`case when status = 'processing' then 'failed' else status end`,
      error_code: sql<string | null>`case when status = 'processing' then 'interrupted' else error_code end`,
      error_message: sql<
        string | null
      >`case when status = 'processing' then 'The server stopped while this PDF was being processed.' else error_message end`,
      completed_at: sql<Date | null>`coalesce(completed_at, now())`,
    })
    .where("id", "=", id)
    .where("expired_at", "is", null)
    .returning("id")
    .executeTakeFirst();
  return marked !== undefined;
}
