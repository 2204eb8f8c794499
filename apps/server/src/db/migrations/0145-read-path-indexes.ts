import { sql, type Kysely, type Migration } from "kysely";

/**
 * Indexes for the reads every status poll and history page makes
 * (docs/operations.md, "Latency under load"):
 * - `batch_files(extraction_id)`: the history names each row's batch, and
 *   deleting an extraction sets its batch file's `extraction_id` to null;
 *   without it both scan every batch file ever made;
 * - extractions still `processing` per workspace: `failInterrupted` runs
 *   before status and list calls (at most every few seconds per workspace)
 *   and looks only at those, which are few next to the finished ones.
 */
export const readPathIndexes: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.createIndex("batch_files_extraction").on("batch_files").column("extraction_id").execute();
    await db.schema
      .createIndex("extractions_processing")
      .on("extractions")
      .column("workspace_id")
      .where(sql.ref("status"), "=", "processing")
      .execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.dropIndex("extractions_processing").execute();
    await db.schema.dropIndex("batch_files_extraction").execute();
  },
};
