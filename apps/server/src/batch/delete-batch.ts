import type { Selectable } from "kysely";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { deleteExtraction } from "../extraction/history/index.js";
import type { FileStore } from "../storage/index.js";
import { cancelUnstarted, deleteBatch, filesOf } from "./batch-repository.js";
import type { BatchesTable } from "./batch-tables.js";

/** What deleting a batch removed, and what it left in the user's history. */
export interface RemovedBatch {
  /** Extractions of the batch's files deleted with it (only when asked). */
  deletedExtractions: number;
  /** Extractions of the batch's files left in the history (the default). */
  keptExtractions: number;
  /** Files cancelled before they started (their extractions of the day are handed back). */
  unstarted: number;
}

/**
 * Removes a batch: cancels what has not started, then deletes the batch, its file list and the
 * PDFs no extraction uses. The extraction each file made is a row of the user's history: it stays
 * (with the PDF it previews) unless `withExtractions` asks for it to go too.
 */
export async function removeBatch(
  db: Kysely<Database>,
  storage: FileStore,
  batch: Selectable<BatchesTable>,
  options: { withExtractions?: boolean } = {},
): Promise<RemovedBatch> {
  const cancelled = await cancelUnstarted(db, batch.id);
  const files = await filesOf(db, [batch.id]);
  await deleteBatch(db, batch.id);
  const removed: RemovedBatch = { deletedExtractions: 0, keptExtractions: 0, unstarted: cancelled?.unstarted ?? 0 };
  for (const file of files) {
    if (file.extraction_id && !options.withExtractions) {
      // the history row previews this PDF (the same stored file): keep both
      removed.keptExtractions++;
      continue;
    }
    if (file.extraction_id) {
      const deleted = await deleteExtraction(db, batch.workspace_id, file.extraction_id);
      if (deleted) removed.deletedExtractions++;
      if (deleted?.storageKey) await storage.delete(deleted.storageKey);
    }
    if (file.storage_key) await storage.delete(file.storage_key);
  }
  return removed;
}
