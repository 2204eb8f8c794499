import type { FastifyBaseLogger } from "fastify";
import type PgBoss from "pg-boss";
import { createBossQueue } from "./create-boss-queue.js";
import type { DatabaseHandle } from "./index.js";

/** The schema pg-boss keeps its tables in: `pgboss`, or `<schema>_boss` beside a test schema. */
export function bossSchemaOf(database: DatabaseHandle): string {
  return database.schema ? `${database.schema}_boss` : "pgboss";
}

/**
 * A started pg-boss on the app's own database (over PGlite through the handle's
 * serialised `executeSql`, over PostgreSQL through its pool) with `queue`
 * created; its errors are logged as `<label> error`. The batch and webhook
 * queues each open one on the same schema and add their own fetch loops.
 */
export async function openBoss(
  database: DatabaseHandle,
  queue: string,
  log: FastifyBaseLogger,
  label: string,
): Promise<PgBoss> {
  // pg-boss (and the PostgreSQL driver with it) loads with the queue's start, not with the
  // server: an idle server that has no queued work need not hold it (docs/operations.md, Memory)
  const { default: PgBossLibrary } = await import("pg-boss");
  const boss = new PgBossLibrary({
    db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
    schema: bossSchemaOf(database),
    supervise: true,
    schedule: false,
  });
  boss.on("error", (error) => log.error({ err: error }, `${label} error`));
  await boss.start();
  await createBossQueue(boss, queue);
  return boss;
}
