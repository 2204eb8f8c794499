import { Migrator, type Kysely } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { migrationProvider } from "../db/migrations/index.js";
import { emptyDatabase } from "../test/empty-database.js";

for (const variant of ["pglite", "postgres"] as const) {
  const skipped = variant === "postgres" && !process.env.TEST_DATABASE_URL;
  const run = skipped ? describe.skip : describe;
  run(
    `migration 0130-workspace-webhooks on a database with endpoints ${skipped ? "[postgres: skipped because TEST_DATABASE_URL is not set]" : `[${variant}]`}`,
    () => {
      const cleanups: (() => Promise<void>)[] = [];
      afterAll(async () => {
        for (const cleanup of cleanups) await cleanup();
      });

      it("moves each endpoint to its registrant's own workspace, and keeps it when the registrant's account goes", async () => {
        const handle = await emptyDatabase(variant, cleanups);
        const migrator = new Migrator({
          db: handle.db,
          provider: migrationProvider,
          ...(handle.schema ? { migrationTableSchema: handle.schema } : {}),
        });
        expect((await migrator.migrateTo("0120-ocr-pages")).error).toBeUndefined();
        const db = handle.db as unknown as Kysely<any>;
        const [ann, bob, cat] = await db
          .insertInto("users")
          .values([
            { email: "ann@example.com", full_name: "Ann Lee", password_hash: null, subscription_tier: "business" },
            { email: "bob@example.com", full_name: "", password_hash: null, subscription_tier: "business" },
            { email: "cat@example.com", full_name: "Cat", password_hash: null, subscription_tier: "business" },
          ])
          .returning(["id"])
          .execute();
        // Ann owns a team Bob joined; Bob's personal workspace is left empty; Cat (signed up, never signed in) has none
        const [team, bobOwn] = await db
          .insertInto("workspaces")
          .values([
            { name: "Team", owner_id: ann.id },
            { name: "bob's workspace", owner_id: bob.id },
          ])
          .returning(["id"])
          .execute();
        await db
          .insertInto("workspace_members")
          .values([
            { user_id: ann.id, workspace_id: team.id, role: "owner" },
            { user_id: bob.id, workspace_id: team.id, role: "member" },
          ])
          .execute();
        const hook = (userId: string, url: string) => ({
          user_id: userId,
          url,
          events: JSON.stringify(["batch.completed"]),
          secret: "whsec_x",
        });
        await db
          .insertInto("webhooks")
          .values([
            hook(ann.id, "https://a.example"),
            hook(bob.id, "https://b.example"),
            hook(cat.id, "https://c.example"),
          ])
          .execute();

        expect((await migrator.migrateToLatest()).error).toBeUndefined();

        const rows = await db
          .selectFrom("webhooks")
          .select(["url", "user_id", "workspace_id"])
          .orderBy("url")
          .execute();
        expect(rows[0]).toEqual({ url: "https://a.example", user_id: ann.id, workspace_id: team.id });
        // a member's endpoint stays theirs: in the workspace they own, not the team they joined
        expect(rows[1]).toEqual({ url: "https://b.example", user_id: bob.id, workspace_id: bobOwn.id });
        const catOwn = await db
          .selectFrom("workspaces")
          .select(["id", "name"])
          .where("owner_id", "=", cat.id)
          .execute();
        expect(catOwn).toEqual([{ id: rows[2].workspace_id, name: "Cat's workspace" }]);

        // an endpoint without a workspace is refused from now on
        await expect(db.insertInto("webhooks").values(hook(ann.id, "https://d.example")).execute()).rejects.toThrow();
        // the registrant's account goes, the workspace's endpoint stays
        await db.updateTable("workspaces").set({ owner_id: bob.id }).where("id", "=", team.id).execute();
        await db.deleteFrom("workspace_members").where("user_id", "=", ann.id).execute();
        await db.deleteFrom("users").where("id", "=", ann.id).execute();
        expect(
          await db
            .selectFrom("webhooks")
            .select(["user_id", "workspace_id"])
            .where("url", "=", "https://a.example")
            .execute(),
        ).toEqual([{ user_id: null, workspace_id: team.id }]);
        // and the workspace's going takes its endpoints
        await db.deleteFrom("workspaces").where("id", "=", bobOwn.id).execute();
        expect(await db.selectFrom("webhooks").select("url").where("url", "=", "https://b.example").execute()).toEqual(
          [],
        );
      });
    },
  );
}
