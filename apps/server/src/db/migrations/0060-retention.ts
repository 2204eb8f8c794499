import type { Kysely, Migration } from "kysely";

/**
 * When the retention sweep deleted an extraction's or a batch's files and
 * results: null while they are still stored. The rows stay, so the history
 * can show them as expired.
 */
export const retention: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable("extractions").addColumn("expired_at", "timestamptz").execute();
    await db.schema.alterTable("batches").addColumn("expired_at", "timestamptz").execute();
    await db.schema.createIndex("batches_expires").on("batches").column("expires_at").execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.dropIndex("batches_expires").execute();
    await db.schema.alterTable("batches").dropColumn("expired_at").execute();
    await db.schema.alterTable("extractions").dropColumn("expired_at").execute();
  },
};
