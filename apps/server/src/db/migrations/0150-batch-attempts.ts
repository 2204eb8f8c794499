import type { Kysely, Migration } from "kysely";

/**
 * Which attempt holds a batch file: a fresh id written by each claim. The process's
 * `worker_id` is not enough, since one process can run a file twice (its lease lapsed during a
 * stall, a sweep requeued it, and another of its queue loops claimed it again while the first
 * run went on); only the attempt named here may write the file's history row, outcome or lease.
 */
export const batchAttempts: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable("batch_files").addColumn("attempt_id", "uuid").execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.alterTable("batch_files").dropColumn("attempt_id").execute();
  },
};
