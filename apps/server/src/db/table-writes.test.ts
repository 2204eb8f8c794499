import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type OperationNode,
} from "kysely";
import { describe, expect, it } from "vitest";
import type { Database } from "./schema.js";
import { TableWrites, writtenTables } from "./table-writes.js";

/** A Kysely that compiles PostgreSQL and runs nothing. */
function offlineDb(writes?: TableWrites) {
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    ...(writes ? { plugins: [writes] } : {}),
  });
}

describe("writtenTables", () => {
  const db = offlineDb();
  const tables = (query: { toOperationNode(): OperationNode }) => writtenTables(query.toOperationNode());

  it("names the table an insert, update, delete or merge writes, aliased or not", () => {
    expect(tables(db.insertInto("sessions").values({ user_id: "u", token_hash: "h", expires_at: new Date() }))).toEqual(
      ["sessions"],
    );
    expect(tables(db.updateTable("users as u").set({ full_name: "x" }).where("u.id", "=", "u"))).toEqual(["users"]);
    expect(tables(db.deleteFrom("workspace_members").where("user_id", "=", "u"))).toEqual(["workspace_members"]);
    expect(
      tables(
        db
          .mergeInto("workspaces as w")
          .using("users as o", "o.id", "w.owner_id")
          .whenMatched()
          .thenUpdateSet({ name: "x" }),
      ),
    ).toEqual(["workspaces"]);
  });

  it("names nothing for a read, even one that reads the watched tables", () => {
    expect(tables(db.selectFrom("sessions").innerJoin("users", "users.id", "sessions.user_id").selectAll())).toEqual(
      [],
    );
  });

  it("finds writes inside a WITH and in hand-written SQL", () => {
    const withWrite = db
      .with("gone", (q) => q.deleteFrom("sessions").where("user_id", "=", "u").returning("id"))
      .updateTable("users")
      .set({ full_name: "x" });
    expect(tables(withWrite).sort()).toEqual(["sessions", "users"]);
    expect(tables(sql`update "public"."sessions" set revoked_at = now() where user_id = ${"u"}`)).toEqual(["sessions"]);
    expect(tables(sql`select * from users where id = ${"u"}`)).toEqual([]);
  });
});

describe("TableWrites", () => {
  it("tells listeners the tables of a write before it runs and after it succeeded, and nothing for reads", async () => {
    const writes = new TableWrites();
    const db = offlineDb(writes);
    const heard: string[][] = [];
    const stop = writes.listen((t) => heard.push([...t]));
    await db.selectFrom("users").selectAll().execute();
    await db.updateTable("sessions").set({ revoked_at: new Date() }).where("user_id", "=", "u").execute();
    expect(heard).toEqual([["sessions"], ["sessions"]]);
    stop();
    await db.deleteFrom("users").execute();
    expect(heard).toHaveLength(2);
  });
});
