import { PGlite } from "@electric-sql/pglite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { plainValues, PreparedStatements } from "./pglite-prepared.js";

describe("prepared statements on PGlite", () => {
  let pglite: PGlite;
  beforeEach(async () => {
    pglite = new PGlite();
    await pglite.exec("create table t (id int primary key, name text, at timestamptz, ok boolean)");
  });
  afterEach(() => pglite.close());

  /** The statements PostgreSQL holds prepared now. */
  const prepared = async () =>
    (await pglite.query<{ name: string }>("select name from pg_prepared_statements order by name")).rows.map(
      (r) => r.name,
    );

  it("prepares a statement once and runs it with each call's values, typed as PGlite reads them", async () => {
    const statements = new PreparedStatements(pglite);
    const at = new Date("2026-01-02T03:04:05.678Z");
    const insert = "insert into t (id, name, at, ok) values ($1, $2, $3, $4)";
    expect((await statements.run(insert, [1, "one", at, true])).affectedRows).toBe(1);
    expect((await statements.run(insert, [2n, "two", null, false])).affectedRows).toBe(1);
    const select = "select id, name, at, ok from t where id = $1";
    expect((await statements.run(select, [1])).rows).toEqual([{ id: 1, name: "one", at, ok: true }]);
    expect((await statements.run(select, ["2"])).rows).toEqual([{ id: 2, name: "two", at: null, ok: false }]);
    expect(statements.size).toBe(2);
    expect(await prepared()).toHaveLength(2);
  });

  it("forgets a statement PostgreSQL refused to prepare, keeps one whose run failed, and reports the error", async () => {
    const statements = new PreparedStatements(pglite);
    await expect(statements.run("select * from missing where id = $1", [1])).rejects.toMatchObject({
      code: "42P01",
      query: "select * from missing where id = $1",
      params: [1],
    });
    expect(statements.size).toBe(0);
    const insert = "insert into t (id) values ($1)";
    await statements.run(insert, [1]);
    await expect(statements.run(insert, [1])).rejects.toMatchObject({ code: "23505" });
    expect(statements.size).toBe(1);
    await statements.run(insert, [2]);
    // a transaction a failed statement aborted still rolls back through its prepared statements
    await statements.run("begin", []);
    await expect(statements.run(insert, [2])).rejects.toMatchObject({ code: "23505" });
    await expect(statements.run(insert, [3])).rejects.toMatchObject({ code: "25P02" });
    await statements.run("rollback", []);
    expect((await statements.run("select count(*)::int as n from t", [])).rows).toEqual([{ n: 2 }]);
  });

  it("prepares afresh after a schema change, so a saved plan never returns an older table's columns", async () => {
    const statements = new PreparedStatements(pglite);
    await statements.run("insert into t (id) values ($1)", [1]);
    const all = "select * from t where id = $1";
    expect(Object.keys((await statements.run(all, [1])).rows[0] as object)).toEqual(["id", "name", "at", "ok"]);
    await statements.run("alter table t add column extra text default 'x'", []);
    // PostgreSQL refuses to run the old plan ("cached plan must not change result type")
    expect((await statements.run(all, [1])).rows[0]).toMatchObject({ extra: "x" });
  });

  it("keeps at most its limit prepared, closing the least recently used", async () => {
    const statements = new PreparedStatements(pglite, 2);
    const a = "select 1 as a where $1::int > 0";
    const b = "select 2 as b where $1::int > 0";
    const c = "select 3 as c where $1::int > 0";
    await statements.run(a, [1]);
    await statements.run(b, [1]);
    await statements.run(a, [1]); // a is now the more recently used
    await statements.run(c, [1]); // closes b
    await statements.run(a, [1]); // sends b's close first
    expect(statements.size).toBe(2);
    expect(await prepared()).toHaveLength(2);
    expect((await statements.run(b, [1])).rows).toEqual([{ b: 2 }]);
  });

  it("takes only values whose text does not depend on the column's type", () => {
    expect(plainValues(["a", 1, 2n, true, null, undefined, new Date()])).toBe(true);
    expect(plainValues([{ a: 1 }])).toBe(false);
    expect(plainValues([["a"]])).toBe(false);
    expect(plainValues([new Uint8Array([1])])).toBe(false);
  });
});
