import { sql, type Kysely, type Migration } from "kysely";

/**
 * When a Business workspace's owner or an admin gave it a display name of its own
 * (PATCH /workspace). The workspace's brand shows only once it has one (a name or a
 * logo, docs/configuration.md, White-label); until then its members see the
 * instance's brand, not the default "<full name>'s workspace" every workspace starts with.
 * Renaming is only possible through that white-label route, so a workspace whose name is
 * no longer the default its owner's account would give it was named by someone:
 * those are marked as named.
 */
export const workspaceBrandName: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable("workspaces").addColumn("name_set_at", "timestamptz").execute();
    await sql`
      UPDATE workspaces w SET name_set_at = now()
      FROM users u
      WHERE u.id = w.owner_id
        AND w.name <> coalesce(nullif(btrim(u.full_name), ''), split_part(u.email, '@', 1)) || '''s workspace'
    `.execute(db);
  },

  async down(db: Kysely<any>) {
    await db.schema.alterTable("workspaces").dropColumn("name_set_at").execute();
  },
};
