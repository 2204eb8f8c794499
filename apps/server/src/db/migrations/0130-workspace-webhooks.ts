import { sql, type Kysely, type Migration } from "kysely";

/**
 * Webhooks belong to a workspace (docs/product.md, Webhooks): `webhooks`
 * gains `workspace_id`, and `user_id` becomes who registered the endpoint
 * (kept when that account goes, so a team's endpoints outlive the admin who
 * made them). Existing endpoints move to their registrant's own workspace:
 * the one they own and work in, else the oldest they own; an account that
 * owns none gets an empty personal one (picked up as theirs by
 * `moveToOwnWorkspace` when they next need it), like migration 0110 gave
 * every account one. Endpoints a member made while in a team therefore stay
 * with the member, never reach the team's events unasked.
 */
export const workspaceWebhooks: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      insert into workspaces (name, owner_id)
      select case when trim(u.full_name) = '' then split_part(u.email, '@', 1) else trim(u.full_name) end || '''s workspace', u.id
      from users u
      where exists (select 1 from webhooks h where h.user_id = u.id)
        and not exists (select 1 from workspaces w where w.owner_id = u.id)
    `.execute(db);
    await db.schema
      .alterTable("webhooks")
      .addColumn("workspace_id", "uuid", (c) => c.references("workspaces.id").onDelete("cascade"))
      .execute();
    await sql`
      update webhooks h set workspace_id = (
        select w.id from workspaces w
        where w.owner_id = h.user_id
        order by exists (select 1 from workspace_members m where m.workspace_id = w.id and m.user_id = h.user_id) desc, w.created_at, w.id
        limit 1
      )
    `.execute(db);
    await db.schema
      .alterTable("webhooks")
      .alterColumn("workspace_id", (c) => c.setNotNull())
      .execute();
    await db.schema.createIndex("webhooks_workspace").on("webhooks").columns(["workspace_id", "created_at"]).execute();
    // the registrant may go; the workspace's endpoint stays
    await sql`alter table webhooks drop constraint webhooks_user_id_fkey`.execute(db);
    await db.schema
      .alterTable("webhooks")
      .alterColumn("user_id", (c) => c.dropNotNull())
      .execute();
    await db.schema
      .alterTable("webhooks")
      .addForeignKeyConstraint("webhooks_user_id_fkey", ["user_id"], "users", ["id"], (c) => c.onDelete("set null"))
      .execute();
    // old deliveries are swept by created_at (docs/configuration.md, WEBHOOK_LOG_DAYS)
    await db.schema.createIndex("webhook_deliveries_created").on("webhook_deliveries").column("created_at").execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.dropIndex("webhook_deliveries_created").execute();
    await db.deleteFrom("webhooks").where("user_id", "is", null).execute();
    await sql`alter table webhooks drop constraint webhooks_user_id_fkey`.execute(db);
    await db.schema
      .alterTable("webhooks")
      .alterColumn("user_id", (c) => c.setNotNull())
      .execute();
    await db.schema
      .alterTable("webhooks")
      .addForeignKeyConstraint("webhooks_user_id_fkey", ["user_id"], "users", ["id"], (c) => c.onDelete("cascade"))
      .execute();
    await db.schema.dropIndex("webhooks_workspace").execute();
    await db.schema.alterTable("webhooks").dropColumn("workspace_id").execute();
  },
};
