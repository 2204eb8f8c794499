import { Migrator, type Kysely } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { migrationProvider } from "../db/migrations/index.js";
import { emptyDatabase } from "../test/empty-database.js";

for (const variant of ["pglite", "postgres"] as const) {
  const skipped = variant === "postgres" && !process.env.TEST_DATABASE_URL;
  const run = skipped ? describe.skip : describe;
  const title = skipped ? "[postgres: skipped because TEST_DATABASE_URL is not set]" : `[${variant}]`;
  run(`migration 0180-template-names on a database with names saved twice ${title}`, () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups) await cleanup();
    });

    it("renames the later templates of a name 'Name (2)', ... and then refuses a second one", async () => {
      const handle = await emptyDatabase(variant, cleanups);
      const migrator = new Migrator({
        db: handle.db,
        provider: migrationProvider,
        ...(handle.schema ? { migrationTableSchema: handle.schema } : {}),
      });
      expect((await migrator.migrateTo("0170-workspace-brand-name")).error).toBeUndefined();
      const db = handle.db as unknown as Kysely<any>;
      const user = await db
        .insertInto("users")
        .values({ email: "ann@example.com", full_name: "Ann Lee", password_hash: null })
        .returning("id")
        .executeTakeFirstOrThrow();
      const workspaces = await db
        .insertInto("workspaces")
        .values([
          { name: "Ann's workspace", owner_id: user.id },
          { name: "Other", owner_id: user.id },
        ])
        .returning("id")
        .execute();
      const [mine, other] = workspaces.map((w) => w.id as string);
      const long = "L".repeat(200);
      const saved = [
        [mine, "Invoice", 1],
        [mine, "invoice", 2],
        [mine, "Invoice (2)", 3],
        [mine, "INVOICE", 4],
        [mine, long, 5],
        [mine, long, 6],
        [other, "Invoice", 7],
      ] as const;
      for (const [workspace, name, minute] of saved)
        await db
          .insertInto("templates")
          .values({
            user_id: user.id,
            workspace_id: workspace,
            name,
            body: JSON.stringify({ name, pages: null, method: "auto", stitch: false, areas: [] }),
            created_at: new Date(Date.UTC(2026, 0, 1, 0, minute)),
          })
          .execute();

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const rows = await db
        .selectFrom("templates")
        .select(["workspace_id", "name", "body"])
        .orderBy("created_at")
        .execute();
      const names = rows.map((r) => [r.workspace_id === mine ? "mine" : "other", r.name]);
      expect(names).toEqual([
        ["mine", "Invoice"],
        ["mine", "invoice (3)"],
        ["mine", "Invoice (2)"],
        ["mine", "INVOICE (4)"],
        ["mine", long],
        ["mine", `${"L".repeat(196)} (2)`],
        ["other", "Invoice"],
      ]);
      for (const row of rows) {
        const body = typeof row.body === "string" ? JSON.parse(row.body) : row.body;
        expect(body.name).toBe(row.name);
      }
      await expect(
        db
          .insertInto("templates")
          .values({ user_id: user.id, workspace_id: mine, name: " invoice (3)", body: "{}" })
          .execute(),
      ).rejects.toMatchObject({ code: "23505" });
    });
  });
}
