import type { Kysely } from "kysely";
import { insertBatch, type NewBatchFile } from "../batch/batch-repository.js";
import type { Database } from "../db/schema.js";
import type { FileStore } from "../storage/index.js";

/**
 * Stores `bytes` as the upload `clientName` and makes a pending one-file batch of it (csv, no
 * post-processing) for `user`, as the batch routes would: the batch's id, the file's id and the
 * stored upload.
 */
export async function storedOneFileBatch(
  db: Kysely<Database>,
  storage: FileStore,
  user: { id: string; workspace_id: string },
  bytes: Uint8Array,
  clientName: string,
) {
  const stored = await storage.put(Buffer.from(bytes), { clientName, contentType: "application/pdf" });
  const { id, fileIds } = await insertCsvBatch(db, user, [
    { filename: stored.displayName, fileSize: stored.size, storageKey: stored.key },
  ]);
  return { id, fileId: fileIds[0]!, stored };
}

/** A pending batch of `files` (csv, no post-processing, kept a day) for `user`: its id and its files' ids. */
export function insertCsvBatch(
  db: Kysely<Database>,
  user: { id: string; workspace_id: string },
  files: NewBatchFile[],
) {
  return insertBatch(db, {
    userId: user.id,
    workspaceId: user.workspace_id,
    format: "csv",
    options: { include_statistics: false, fill_gaps: false, align_columns: false },
    retentionDays: 1,
    files,
  });
}
