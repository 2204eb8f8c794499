import { sql, type Kysely, type Migration } from "kysely";

/** The tables whose rows belong to a workspace instead of one user. */
const SCOPED = ["extractions", "batches", "templates", "api_keys"] as const;

/**
 * Team workspaces (docs/product.md, Team workspaces): every account works in
 * exactly one workspace (`workspace_members.user_id` is unique), with a role
 * there; history, batches, templates and API keys belong to a workspace
 * (`workspace_id`) and keep `user_id` as who ran or made them. Invitations
 * are stored as a SHA-256 hash of their token. Every existing account gets
 * a personal workspace it owns, and its rows move into it, so nothing
 * changes for it until it invites someone.
 */
export const teamWorkspaces: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("workspaces")
      .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("owner_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex("workspaces_owner").on("workspaces").column("owner_id").execute();

    await db.schema
      .createTable("workspace_members")
      .addColumn("user_id", "uuid", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
      .addColumn("workspace_id", "uuid", (c) => c.notNull().references("workspaces.id").onDelete("cascade"))
      .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('owner', 'admin', 'member')`))
      .addColumn("joined_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex("workspace_members_workspace").on("workspace_members").column("workspace_id").execute();

    await db.schema
      .createTable("workspace_invitations")
      .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn("workspace_id", "uuid", (c) => c.notNull().references("workspaces.id").onDelete("cascade"))
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('admin', 'member')`))
      .addColumn("token_hash", "text", (c) => c.notNull().unique())
      .addColumn("invited_by", "uuid", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn("expires_at", "timestamptz", (c) => c.notNull())
      .addColumn("accepted_at", "timestamptz")
      .execute();
    await db.schema
      .createIndex("workspace_invitations_workspace")
      .on("workspace_invitations")
      .columns(["workspace_id", "created_at"])
      .execute();

    // every account owns a personal workspace; its rows move there
    await sql`
      insert into workspaces (name, owner_id, created_at)
      select case when trim(full_name) = '' then split_part(email, '@', 1) else trim(full_name) end || '''s workspace', id, created_at
      from users
    `.execute(db);
    await sql`insert into workspace_members (user_id, workspace_id, role, joined_at) select owner_id, id, 'owner', created_at from workspaces`.execute(
      db,
    );
    for (const table of SCOPED) {
      await db.schema
        .alterTable(table)
        .addColumn("workspace_id", "uuid", (c) => c.references("workspaces.id").onDelete("cascade"))
        .execute();
      await sql`update ${sql.table(table)} t set workspace_id = m.workspace_id from workspace_members m where m.user_id = t.user_id`.execute(
        db,
      );
      await db.schema
        .alterTable(table)
        .alterColumn("workspace_id", (c) => c.setNotNull())
        .execute();
      await db.schema.createIndex(`${table}_workspace`).on(table).columns(["workspace_id", "created_at"]).execute();
    }
  },

  async down(db: Kysely<any>) {
    for (const table of SCOPED) {
      await db.schema.dropIndex(`${table}_workspace`).execute();
      await db.schema.alterTable(table).dropColumn("workspace_id").execute();
    }
    await db.schema.dropTable("workspace_invitations").execute();
    await db.schema.dropTable("workspace_members").execute();
    await db.schema.dropTable("workspaces").execute();
  },
};
