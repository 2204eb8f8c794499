import { randomBytes } from "node:crypto";
import PgBoss from "pg-boss";
import { afterAll, describe, expect, it } from "vitest";
import { dropSchema, ensureDatabase } from "./scratch-postgres.js";
import { createBossQueue } from "./create-boss-queue.js";

const url = process.env.TEST_DATABASE_URL;
const run = url ? describe : describe.skip;
const title = url ? "[postgres]" : "[postgres: skipped because TEST_DATABASE_URL is not set]";

run(`createBossQueue when several processes start on one schema at once ${title}`, () => {
  const schema = `test_boss_${process.pid}_${randomBytes(4).toString("hex")}`;
  const bosses: PgBoss[] = [];
  afterAll(async () => {
    for (const boss of bosses) await boss.stop({ graceful: false, close: true, wait: true }).catch(() => {});
    if (url) await dropSchema(url, schema);
  });

  it("creates each queue once and fails none of the racers (pg-boss alone deadlocks here)", async () => {
    await ensureDatabase(url!);
    // what two worker processes and their web process do at start: one pg-boss each, each creating
    // the batch and webhook queues at the same moment
    for (let i = 0; i < 4; i++)
      bosses.push(new PgBoss({ connectionString: url!, schema, supervise: false, schedule: false, max: 2 }));
    for (const boss of bosses) await boss.start();
    const names = ["race-a", "race-b"];
    const results = await Promise.allSettled(
      bosses.flatMap((boss) => names.map((name) => createBossQueue(boss, name, 10))),
    );
    expect(results.filter((result) => result.status === "rejected")).toEqual([]);
    for (const name of names) expect((await bosses[0]!.getQueue(name))?.name).toBe(name);
  });
});
