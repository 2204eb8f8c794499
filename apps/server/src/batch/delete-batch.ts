import type { Selectable } from "kysely";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { deleteExtraction } from "../extraction/history/index.js";
import type { FileStore } from "../storage/index.js";
import { cancelBatch, deleteBatch, filesOf } from "./batch-repository.js";
import type { BatchesTable } from "./batch-tables.js";

/**
 * Removes a batch: cancels what has not started, then deletes its stored
 * PDFs, the extraction rows of its files and the batch itself.
 */
export async function removeBatch(db: Kysely<Database>, storage: FileStore, batch: Selectable<BatchesTable>): Promise<void> {
  await cancelBatch(db, batch.id);
  const files = await filesOf(db, [batch.id]);
  await deleteBatch(db, batch.id);
  for (const file of files) {
    if (file.extraction_id) {
      const deleted = await deleteExtraction(db, batch.user_id, file.extraction_id);
      if (deleted?.storageKey) await storage.delete(deleted.storageKey);
    }
    if (file.storage_key) await storage.delete(file.storage_key);
  }
}
