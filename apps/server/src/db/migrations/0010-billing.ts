import { sql, type Kysely, type Migration } from "kysely";

/** Stripe customer and subscription of a user, and the webhook events already handled (replay guard). */
export const billing: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable("users")
      .addColumn("stripe_customer_id", "text", (c) => c.unique())
      .execute();
    await db.schema.alterTable("users").addColumn("stripe_subscription_id", "text").execute();
    await db.schema
      .createTable("stripe_events")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("received_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable("stripe_events").execute();
    await db.schema.alterTable("users").dropColumn("stripe_subscription_id").execute();
    await db.schema.alterTable("users").dropColumn("stripe_customer_id").execute();
  },
};
