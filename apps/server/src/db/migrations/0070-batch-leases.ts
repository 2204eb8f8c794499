import { sql, type Kysely, type Migration } from "kysely";

/**
 * Leases on batch files: which process runs a file and until when it has to
 * prove it is alive. A file whose lease ran out belongs to a dead process and
 * goes back to the queue; a live peer's file is left alone.
 */
export const batchLeases: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable("batch_files")
      .addColumn("worker_id", "text")
      .addColumn("lease_expires_at", "timestamptz")
      .execute();
    // the sweep looks only at files under way
    await db.schema
      .createIndex("batch_files_lease")
      .on("batch_files")
      .column("lease_expires_at")
      .where(sql.ref("status"), "=", "processing")
      .execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.dropIndex("batch_files_lease").execute();
    await db.schema.alterTable("batch_files").dropColumn("lease_expires_at").dropColumn("worker_id").execute();
  },
};
