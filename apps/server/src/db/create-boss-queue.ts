import type PgBoss from "pg-boss";

/**
 * `boss.createQueue`, tried again when PostgreSQL picked it as a deadlock
 * victim or two processes raced to create the same queue: several pg-boss
 * instances (the batch queue, the webhook queue, other processes) start on
 * the same schema at once. pg-boss creates a queue without its schema lock:
 * one process's insert into the queue table waits on the other's row while
 * the other adds a foreign key to that table, and PostgreSQL kills one of
 * the two. A queue that already exists is not created again.
 */
export async function createBossQueue(boss: PgBoss, name: string, tries = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      if (await boss.getQueue(name)) return;
      await boss.createQueue(name);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      const retriable = code === "40P01" || code === "23505" || code === "40001";
      if (!retriable || attempt >= tries) throw error;
      await new Promise((r) => setTimeout(r, 50 * attempt + Math.random() * 100));
    }
  }
}
