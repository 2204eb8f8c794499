import { Migrator, sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { migrationProvider } from "../db/migrations/index.js";
import { emptyDatabase } from "../test/empty-database.js";

for (const variant of ["pglite", "postgres"] as const) {
  const run = variant === "postgres" && !process.env.TEST_DATABASE_URL ? describe.skip : describe;
  const title =
    variant === "postgres" && !process.env.TEST_DATABASE_URL
      ? "[postgres: skipped because TEST_DATABASE_URL is not set]"
      : `[${variant}]`;
  run(`migration 0110-team-workspaces on a database with accounts ${title}`, () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups) await cleanup();
    });

    it("gives every existing account a personal workspace it owns and moves its rows there", async () => {
      const handle = await emptyDatabase(variant, cleanups);
      const migrator = new Migrator({
        db: handle.db,
        provider: migrationProvider,
        ...(handle.schema ? { migrationTableSchema: handle.schema } : {}),
      });
      const before = await migrator.migrateTo("0090-login-throttle-counters");
      expect(before.error).toBeUndefined();
      const db = handle.db as unknown as import("kysely").Kysely<any>;
      const [ann, bob] = await db
        .insertInto("users")
        .values([
          { email: "ann@example.com", full_name: "Ann Lee", password_hash: null, subscription_tier: "business" },
          { email: "bob@example.com", full_name: " ", password_hash: null },
        ])
        .returning(["id"])
        .execute();
      const expires = new Date(Date.now() + 86_400_000);
      await db
        .insertInto("extractions")
        .values([
          {
            user_id: ann.id,
            filename: "a.pdf",
            file_size: 1,
            storage_key: null,
            status: "completed",
            settings: "{}",
            expires_at: expires,
          },
          {
            user_id: bob.id,
            filename: "b.pdf",
            file_size: 1,
            storage_key: null,
            status: "completed",
            settings: "{}",
            expires_at: expires,
          },
        ])
        .execute();
      await db
        .insertInto("batches")
        .values({
          user_id: ann.id,
          status: "completed",
          format: "csv",
          options: "{}",
          total_files: 0,
          expires_at: expires,
        })
        .execute();
      await db.insertInto("templates").values({ user_id: bob.id, name: "t", body: "{}" }).execute();
      await db
        .insertInto("api_keys")
        .values({ user_id: ann.id, name: "k", prefix: "0123456789ab", last4: "abcd", hash: "00" })
        .execute();

      const after = await migrator.migrateToLatest();
      expect(after.error).toBeUndefined();

      const workspaces = await db.selectFrom("workspaces").selectAll().orderBy("name").execute();
      expect(workspaces.map((w: { name: string; owner_id: string }) => [w.name, w.owner_id])).toEqual([
        ["Ann Lee's workspace", ann.id],
        ["bob's workspace", bob.id],
      ]);
      const members = await db.selectFrom("workspace_members").selectAll().execute();
      expect(members).toHaveLength(2);
      const workspaceOf = (userId: string) => members.find((m: { user_id: string }) => m.user_id === userId);
      expect(workspaceOf(ann.id)).toMatchObject({ role: "owner", workspace_id: workspaces[0].id });
      expect(workspaceOf(bob.id)).toMatchObject({ role: "owner", workspace_id: workspaces[1].id });
      for (const table of ["extractions", "batches", "templates", "api_keys"]) {
        const rows = await db.selectFrom(table).select(["user_id", "workspace_id"]).execute();
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) expect(row.workspace_id).toBe(workspaceOf(row.user_id).workspace_id);
      }
      // a new row without a workspace is refused: the column is required from now on
      await expect(
        db.insertInto("templates").values({ user_id: bob.id, name: "t2", body: "{}" }).execute(),
      ).rejects.toThrow();
      // a second membership for the same user is refused
      await expect(
        sql`insert into workspace_members (user_id, workspace_id, role) values (${ann.id}, ${workspaces[1].id}, 'member')`.execute(
          db,
        ),
      ).rejects.toThrow();
    });
  });
}
