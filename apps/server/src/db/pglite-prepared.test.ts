import { PGlite, protocol } from "@electric-sql/pglite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bindMessage, plainValues, PreparedStatements } from "./pglite-prepared.js";

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

  it("prepares a statement called with arrays and JSON once, writing them as PGlite's query does", async () => {
    await pglite.exec("create table jobs (id uuid primary key, state text, output jsonb, tags text[])");
    const statements = new PreparedStatements(pglite);
    const ids = ["7f0b5d4e-0000-4000-8000-000000000001", "7f0b5d4e-0000-4000-8000-000000000002"];
    const insert = "insert into jobs (id, state, output, tags) select unnest($1::uuid[]), $2, $3, $4";
    await statements.run(insert, [ids, "created", { n: 1, big: 2n, text: 'a "quoted", {braced} value' }, ["x", "y,z"]]);
    // pg-boss's complete: ids as a uuid array and its output as JSON, each job a new call of the same text
    const complete = "update jobs set state = 'completed', output = $2 where id = any($1::uuid[]) returning id, output";
    const first = await statements.run(complete, [[ids[0]], { done: [1, 2] }]);
    const second = await statements.run(complete, [[ids[1]], "[3]"]);
    expect(first.rows).toEqual([{ id: ids[0], output: { done: [1, 2] } }]);
    expect(second.rows).toEqual([{ id: ids[1], output: [3] }]);
    expect(statements.size).toBe(2);
    expect(await prepared()).toHaveLength(2);
    // the same rows as PGlite's own query reads back for the values it wrote
    const read = "select id, state, output, tags from jobs where id = any($1::uuid[]) order by id";
    expect((await statements.run(read, [ids])).rows).toEqual((await pglite.query(read, [ids])).rows);
    expect((await statements.run("select tags from jobs limit $1", [1])).rows).toEqual([{ tags: ["x", "y,z"] }]);
  });

  it("asks a statement first run with plain values for its parameters' types when a later call needs them", async () => {
    await pglite.exec("create table docs (id int primary key, body jsonb)");
    const statements = new PreparedStatements(pglite);
    const insert = "insert into docs (id, body) values ($1, $2)";
    await statements.run(insert, [1, '{"a":1}']);
    await statements.run(insert, [2, { b: [2] }]);
    expect(statements.size).toBe(1);
    expect((await statements.run("select id, body from docs order by id", [])).rows).toEqual([
      { id: 1, body: { a: 1 } },
      { id: 2, body: { b: [2] } },
    ]);
  });

  it("reports a statement with array or JSON values that cannot be prepared, and forgets it", async () => {
    const statements = new PreparedStatements(pglite);
    await expect(statements.run("select * from missing where id = any($1)", [[1, 2]])).rejects.toMatchObject({
      code: "42P01",
      query: "select * from missing where id = any($1)",
      params: [[1, 2]],
    });
    expect(statements.size).toBe(0);
    expect(await prepared()).toEqual([]);
  });

  it("takes only values whose text does not depend on the column's type", () => {
    expect(plainValues(["a", 1, 2n, true, null, undefined, new Date()])).toBe(true);
    expect(plainValues([{ a: 1 }])).toBe(false);
    expect(plainValues([["a"]])).toBe(false);
    expect(plainValues([new Uint8Array([1])])).toBe(false);
  });

  it("writes the Bind message PGlite's own serializer writes, and a long JSON value arrives whole", async () => {
    const json = JSON.stringify(
      Array.from({ length: 2000 }, (_, i) => ({ cell: `Zeile ${i} · Größe ½ 😀`, n: i / 3, ok: i % 2 === 0 })),
    );
    const cases: (string | null)[][] = [
      [],
      [""],
      [null],
      ["plain", null, "", "ünïcödé", "😀 and \u{10FFFF}", "\uD800 alone"],
      [json, "x"],
    ];
    for (const values of cases)
      for (const statement of ["", "pdftab_7", "pdftab_ñ"])
        expect(Buffer.from(bindMessage(statement, values))).toEqual(
          Buffer.from(protocol.serialize.bind({ statement, values })),
        );
    await pglite.exec("create table docs (id int primary key, body jsonb, note text)");
    const statements = new PreparedStatements(pglite);
    await statements.run("insert into docs (id, body, note) values ($1, $2, $3)", [1, json, "½ 😀"]);
    const row = (
      await statements.run<{ same: boolean; note: string }>(
        "select body = $1::jsonb as same, note from docs where id = $2",
        [json, 1],
      )
    ).rows[0];
    expect(row).toEqual({ same: true, note: "½ 😀" });
  });
});
