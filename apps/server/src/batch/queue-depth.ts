import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.js";

/** The batch queue as every process shares it: files waiting, files running, and how old the oldest waiting one is. */
export interface BatchQueueDepth {
  pending: number;
  processing: number;
  /** Seconds since the batch of the oldest pending file was uploaded (0 when none is pending). */
  oldestPendingSeconds: number;
}

/** Reads the batch queue's depth from `batch_files` (one indexed query, database clock). */
export async function batchQueueDepth(db: Kysely<Database>): Promise<BatchQueueDepth> {
  const row = await db
    .selectFrom("batch_files as f")
    .innerJoin("batches as b", "b.id", "f.batch_id")
    .where("f.status", "in", ["pending", "processing"])
    .select([
      sql<string>`count(*) filter (where f.status = 'pending')`.as("pending"),
      sql<string>`count(*) filter (where f.status = 'processing')`.as("processing"),
      sql<string | null>`extract(epoch from now() - min(b.created_at) filter (where f.status = 'pending'))`.as(
        "oldest",
      ),
    ])
    .executeTakeFirstOrThrow();
  return {
    pending: Number(row.pending),
    processing: Number(row.processing),
    oldestPendingSeconds: Math.max(0, Number(row.oldest ?? 0)),
  };
}
