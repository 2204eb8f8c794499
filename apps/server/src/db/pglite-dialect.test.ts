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
    const all = Object.keys(await migrationProvider.getMigrations());
    expect(all.slice(0, 4)).toEqual(["0001-accounts", "0002-plans", "0003-extractions", "0010-billing"]);
    expect(await migrateToLatest(handle)).toEqual(all);
    expect(await migrateToLatest(handle)).toEqual([]);
  });

  it("reports affected rows and rolls back failed transactions", async () => {
    const insert = await handle.db.insertInto("login_attempts").values([{ email: "a", ip: "1" }, { email: "a", ip: "2" }]).executeTakeFirst();
    expect(insert.numInsertedOrUpdatedRows).toBe(2n);
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await trx.deleteFrom("login_attempts").execute();
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    const rows = await handle.db.selectFrom("login_attempts").select("id").execute();
    expect(rows).toHaveLength(2);
  });

  it("keeps concurrent work out of an open transaction", async () => {
    const order: string[] = [];
    let signalInserted!: () => void;
    const inserted = new Promise<void>((resolve) => (signalInserted = resolve));
    const inTransaction = handle.db.transaction().execute(async (trx) => {
      await trx.insertInto("login_attempts").values({ email: "tx", ip: "1" }).execute();
      signalInserted();
      await new Promise((r) => setTimeout(r, 50));
      order.push("transaction done");
      throw new Error("rollback");
    });
    const outside = (async () => {
      await inserted; // the transaction holds the connection now
      const row = await sql<{ n: number }>`select count(*)::int as n from login_attempts where email = 'tx'`.execute(handle.db);
      order.push(`outside saw ${row.rows[0]!.n}`);
    })();
    await Promise.allSettled([inTransaction, outside]);
    expect(order).toEqual(["transaction done", "outside saw 0"]);
  });
});
