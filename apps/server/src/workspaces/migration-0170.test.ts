import { Migrator, type Kysely } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { migrationProvider } from "../db/migrations/index.js";
import { emptyDatabase } from "../test/empty-database.js";

for (const variant of ["pglite", "postgres"] as const) {
  const run = variant === "postgres" && !process.env.TEST_DATABASE_URL ? describe.skip : describe;
  const title =
    variant === "postgres" && !process.env.TEST_DATABASE_URL
      ? "[postgres: skipped because TEST_DATABASE_URL is not set]"
      : `[${variant}]`;
  run(`migration 0170-workspace-brand-name on workspaces that exist ${title}`, () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups) await cleanup();
    });

    it("marks as named only the workspaces whose name is no longer the default their owner's account gives", async () => {
      const handle = await emptyDatabase(variant, cleanups);
      const migrator = new Migrator({
        db: handle.db,
        provider: migrationProvider,
        ...(handle.schema ? { migrationTableSchema: handle.schema } : {}),
      });
      expect((await migrator.migrateTo("0160-stripe-event-order")).error).toBeUndefined();
      const db = handle.db as unknown as Kysely<any>;
      const users = await db
        .insertInto("users")
        .values([
          { email: "ann@example.com", full_name: "Ann Lee", password_hash: null, subscription_tier: "business" },
          { email: "bob@example.com", full_name: " ", password_hash: null, subscription_tier: "business" },
          { email: "cy@example.com", full_name: "Cy", password_hash: null, subscription_tier: "business" },
        ])
        .returning(["id"])
        .execute();
      const names = ["Ann Lee's workspace", "bob's workspace", "Finance team"];
      const workspaces = await db
        .insertInto("workspaces")
        .values(users.map((u, i) => ({ name: names[i], owner_id: u.id })))
        .returning(["id", "name"])
        .execute();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const rows = await db
        .selectFrom("workspaces")
        .select(["name", "name_set_at"])
        .where(
          "id",
          "in",
          workspaces.map((w) => w.id),
        )
        .execute();
      expect(Object.fromEntries(rows.map((r) => [r.name, r.name_set_at !== null]))).toEqual({
        "Ann Lee's workspace": false,
        "bob's workspace": false,
        "Finance team": true,
      });
    });
  });
}
