import { sql, type Kysely, type Migration } from "kysely";

/**
 * API keys (stored as a public prefix + SHA-256 hash; the key itself never is)
 * and the fixed-window counters behind per-plan rate limits and daily API-call
 * counts, shared by every server process through the database.
 */
export const apiKeys: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("api_keys")
      .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("prefix", "text", (c) => c.notNull().unique())
      .addColumn("last4", "text", (c) => c.notNull())
      .addColumn("hash", "text", (c) => c.notNull())
      .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn("last_used_at", "timestamptz")
      .addColumn("expires_at", "timestamptz")
      .addColumn("revoked_at", "timestamptz")
      .execute();
    await db.schema.createIndex("api_keys_user").on("api_keys").columns(["user_id", "created_at"]).execute();
    await db.schema
      .createTable("rate_limit_counters")
      .addColumn("bucket", "text", (c) => c.notNull())
      .addColumn("window_start", "timestamptz", (c) => c.notNull())
      .addColumn("count", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("rate_limit_counters_pk", ["bucket", "window_start"])
      .execute();
    await db.schema
      .createIndex("rate_limit_counters_window")
      .on("rate_limit_counters")
      .column("window_start")
      .execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable("rate_limit_counters").execute();
    await db.schema.dropTable("api_keys").execute();
  },
};
