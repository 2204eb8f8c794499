import type { Kysely, Migration } from "kysely";

/**
 * When the extraction of the day a password retry reserved was reserved (its UTC day), while that
 * retry holds the file: a sweep that takes the file from a dead retry hands it back on that day
 * (the file runs again without the password, so the retry ran for nothing). Null otherwise.
 */
export const batchRetryReservations: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable("batch_files").addColumn("retry_reserved_at", "timestamptz").execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.alterTable("batch_files").dropColumn("retry_reserved_at").execute();
  },
};
