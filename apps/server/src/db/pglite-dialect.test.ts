import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, openDatabase, type DatabaseHandle } from "./index.js";
import { migrationProvider } from "./migrations/index.js";

describe("Kysely over PGlite", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: "pglite", dir: undefined });
  });
  afterAll(() => handle.close());

  it("migrates, and a second run has nothing to do", async () => {
    // every listed migration, in file-name order (branches add theirs to the list)
    const listed = Object.keys(await migrationProvider.getMigrations()).sort();
    expect(listed.slice(0, 3)).toEqual(["0001-accounts", "0002-plans", "0003-extractions"]);
    expect(await migrateToLatest(handle)).toEqual(listed);
    expect(await migrateToLatest(handle)).toEqual([]);
  });

  it("reports affected rows and rolls back failed transactions", async () => {
    const insert = await handle.db
      .insertInto("rate_limit_counters")
      .values([
        { bucket: "a", window_start: new Date(0), count: 1 },
        { bucket: "b", window_start: new Date(0), count: 1 },
      ])
      .executeTakeFirst();
    expect(insert.numInsertedOrUpdatedRows).toBe(2n);
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await trx.deleteFrom("rate_limit_counters").execute();
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    const rows = await handle.db.selectFrom("rate_limit_counters").select("bucket").execute();
    expect(rows).toHaveLength(2);
  });

  it("keeps concurrent work out of an open transaction", async () => {
    const order: string[] = [];
    let signalInserted!: () => void;
    const inserted = new Promise<void>((resolve) => (signalInserted = resolve));
    const inTransaction = handle.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("rate_limit_counters")
        .values({ bucket: "tx", window_start: new Date(0), count: 1 })
        .execute();
      signalInserted();
      await new Promise((r) => setTimeout(r, 50));
      order.push("transaction done");
      throw new Error("rollback");
    });
    const outside = (async () => {
      await inserted; // the transaction holds the connection now
      const row = await sql<{
        n: number;
      }>`select count(*)::int as n from rate_limit_counters where bucket = 'tx'`.execute(handle.db);
      order.push(`outside saw ${row.rows[0]!.n}`);
    })();
    await Promise.allSettled([inTransaction, outside]);
    expect(order).toEqual(["transaction done", "outside saw 0"]);
  });

  it("prepares raw SQL with values once (pg-boss's fetch and complete), typed as PGlite's query types them", async () => {
    await handle.executeSql("create table queued (id int primary key, state text, output jsonb)");
    await handle.executeSql("insert into queued (id, state) values (1, 'created'), (2, 'created')");
    const complete = "update queued set state = 'completed', output = $2 where id = any($1) returning id, output";
    expect((await handle.executeSql(complete, [[1], { ok: true }])).rows).toEqual([{ id: 1, output: { ok: true } }]);
    expect((await handle.executeSql(complete, [[2], { ok: false }])).rows).toEqual([{ id: 2, output: { ok: false } }]);
    const prepared = await handle.executeSql(
      "select count(*)::int as n from pg_prepared_statements where statement = $1",
      [complete],
    );
    expect(prepared.rows).toEqual([{ n: 1 }]);
  });

  it("reads a table's new columns after raw SQL changed it (prepared statements are made afresh)", async () => {
    await handle.executeSql("create table probe (id int primary key); insert into probe values (1)");
    const read = async () => (await sql`select * from probe`.execute(handle.db)).rows;
    expect(await read()).toEqual([{ id: 1 }]);
    await handle.executeSql("alter table probe add column note text default 'n'");
    expect(await read()).toEqual([{ id: 1, note: "n" }]);
  });
});
