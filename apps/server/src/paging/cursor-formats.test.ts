import { sql } from "kysely";
import { expect, it } from "vitest";
import { insertCsvBatch } from "../test/one-file-batch.js";
import { bearer, describeEachDatabase, registerUser } from "../test/test-app.js";

/** A cursor as a client holds it: base64url of the JSON text. */
const cursorOf = (json: string) => Buffer.from(json).toString("base64url");
const jsonOf = (cursor: string) => Buffer.from(cursor, "base64url").toString("utf8");

/**
 * The cursor text of each paged list is the one clients already hold (docs/api.md, "Paging" and
 * "History"): written by hand from the database's own values, it is the text the list answers as
 * next_cursor, and it reads as the same place in the list.
 */
describeEachDatabase("cursors of /templates, /batch/ and /extractions keep their format", {}, (t) => {
  const get = (url: string, token: string) =>
    t().app.inject({ method: "GET", url: `/api/v1${url}`, headers: bearer(token) });
  /** A time column of one row as whole microseconds since 1970, in text. */
  const micros = async (table: "templates" | "batches", column: "updated_at" | "created_at", id: string) =>
    (
      await t()
        .database.db.selectFrom(table)
        .select(sql<string>`(extract(epoch from ${sql.ref(column)}) * 1000000)::bigint::text`.as("us"))
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).us;

  it('/templates: {"at": "<µs of updated_at>", "id": "<id>"}', async () => {
    const { token } = await registerUser(t().app);
    for (const name of ["a", "b", "c"])
      await t().app.inject({ method: "POST", url: "/api/v1/templates", headers: bearer(token), payload: { name } });
    const all = (await get("/templates", token)).json().templates as { id: string; name: string }[];
    const held = `{"at":"${await micros("templates", "updated_at", all[0]!.id)}","id":"${all[0]!.id}"}`;
    const first = (await get("/templates?limit=1", token)).json();
    expect(jsonOf(first.next_cursor)).toBe(held);
    const after = (await get(`/templates?limit=5&cursor=${cursorOf(held)}`, token)).json();
    expect(after.templates.map((x: { name: string }) => x.name)).toEqual(all.slice(1).map((x) => x.name));
  });

  it('/batch/: {"at": "<µs of created_at>", "id": "<id>"} in X-Next-Cursor', async () => {
    const { token, user } = await registerUser(t().app);
    for (let i = 0; i < 3; i++)
      await insertCsvBatch(t().database.db, user, [{ filename: `f${i}.pdf`, fileSize: 1, storageKey: `k${i}` }]);
    const all = (await get("/batch/", token)).json() as { id: string }[];
    const held = `{"at":"${await micros("batches", "created_at", all[0]!.id)}","id":"${all[0]!.id}"}`;
    expect(jsonOf((await get("/batch/?limit=1", token)).headers["x-next-cursor"] as string)).toBe(held);
    const after = (await get(`/batch/?cursor=${cursorOf(held)}`, token)).json() as { id: string }[];
    expect(after.map((b) => b.id)).toEqual(all.slice(1).map((b) => b.id));
  });

  it('/extractions: {"sort": "<sort>", "keys": [<created_at as the database writes it in JSON>, ..., "<id>"]}', async () => {
    const { token, user } = await registerUser(t().app);
    const at = new Date("2026-03-01T10:00:00.123456Z");
    await t()
      .database.db.insertInto("extractions")
      .values(
        ["B.pdf", "a.pdf", "c.pdf"].map((filename, i) => ({
          user_id: user.id,
          workspace_id: user.workspace_id,
          filename,
          file_size: 1,
          storage_key: null,
          status: "completed" as const,
          table_count: 1,
          average_confidence: i === 0 ? null : 0.5,
          created_at: new Date(at.getTime() + i * 1000),
          expires_at: new Date(Date.now() + 86_400_000),
        })),
      )
      .execute();
    const all = (await get("/extractions?sort=filename", token)).json().items as { id: string; filename: string }[];
    const { json: written } = await t()
      .database.db.selectFrom("extractions")
      .select(sql<string>`to_json(created_at)::text`.as("json"))
      .where("id", "=", all[0]!.id)
      .executeTakeFirstOrThrow();
    const held = `{"sort":"filename","keys":["a.pdf",${written},"${all[0]!.id}"]}`;
    expect(jsonOf((await get("/extractions?sort=filename&limit=1", token)).json().next_cursor)).toBe(held);
    const after = (await get(`/extractions?sort=filename&cursor=${cursorOf(held)}`, token)).json();
    expect(after.items.map((x: { filename: string }) => x.filename)).toEqual(["B.pdf", "c.pdf"]);
    // the confidence sort carries the unscored run's null, which sorts last
    const confidence = (await get("/extractions?sort=confidence&limit=2", token)).json();
    const keys = JSON.parse(jsonOf(confidence.next_cursor)) as { sort: string; keys: unknown[] };
    expect([keys.sort, keys.keys[0], keys.keys.length]).toEqual(["confidence", 0.5, 3]);
    const last = (await get(`/extractions?sort=confidence&cursor=${confidence.next_cursor}`, token)).json();
    expect(last.items.map((x: { filename: string }) => x.filename)).toEqual(["B.pdf"]);
  });
});
