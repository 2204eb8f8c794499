import { sql, type Kysely, type Migration } from "kysely";
import { DEFAULT_PLANS } from "../../plans/defaults.js";

/**
 * Signed webhooks (docs/api.md, Webhooks): the endpoints an account
 * registered (`webhooks`), one row per event sent to one endpoint
 * (`webhook_deliveries`) and one per try (`webhook_attempts`); the plan flag
 * `integrations` that admits them (Business and Enterprise by default); and
 * `batches.announced_at`, set once when a batch's final event was queued, so
 * two processes finishing the last files never announce a batch twice.
 */
export const webhooks: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("webhooks")
      .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("url", "text", (c) => c.notNull())
      .addColumn("events", "jsonb", (c) => c.notNull())
      .addColumn("secret", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("enabled", "boolean", (c) => c.notNull().defaultTo(true))
      .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex("webhooks_user").on("webhooks").columns(["user_id", "created_at"]).execute();
    await db.schema
      .createTable("webhook_deliveries")
      .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn("webhook_id", "uuid", (c) => c.notNull().references("webhooks.id").onDelete("cascade"))
      .addColumn("event", "text", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('pending', 'succeeded', 'failed')`))
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("next_attempt_at", "timestamptz")
      .addColumn("last_status_code", "integer")
      .addColumn("last_error", "text")
      .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn("completed_at", "timestamptz")
      .execute();
    await db.schema
      .createIndex("webhook_deliveries_webhook")
      .on("webhook_deliveries")
      .columns(["webhook_id", "created_at"])
      .execute();
    await db.schema
      .createTable("webhook_attempts")
      .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn("delivery_id", "uuid", (c) => c.notNull().references("webhook_deliveries.id").onDelete("cascade"))
      .addColumn("attempt", "integer", (c) => c.notNull())
      .addColumn("status_code", "integer")
      .addColumn("duration_ms", "integer", (c) => c.notNull())
      .addColumn("error", "text")
      .addColumn("started_at", "timestamptz", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("webhook_attempts_delivery")
      .on("webhook_attempts")
      .columns(["delivery_id", "attempt"])
      .execute();
    await db.schema
      .alterTable("plans")
      .addColumn("integrations", "boolean", (c) => c.notNull().defaultTo(false))
      .execute();
    const withIntegrations = DEFAULT_PLANS.filter((p) => p.integrations).map((p) => p.id);
    await db.updateTable("plans").set({ integrations: true }).where("id", "in", withIntegrations).execute();
    await db.schema.alterTable("batches").addColumn("announced_at", "timestamptz").execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.alterTable("batches").dropColumn("announced_at").execute();
    await db.schema.alterTable("plans").dropColumn("integrations").execute();
    await db.schema.dropTable("webhook_attempts").execute();
    await db.schema.dropTable("webhook_deliveries").execute();
    await db.schema.dropTable("webhooks").execute();
  },
};
