import type { Kysely, Migration } from "kysely";

/**
 * When the Stripe event that last set a user's subscription was created (Stripe's `created`).
 * Stripe does not deliver events in order, and a late one (an older `customer.subscription.updated`
 * after a newer one, or after `.deleted`) must not put the user back on the plan it describes:
 * an event older than the one applied last changes nothing (docs/api.md, Billing).
 */
export const stripeEventOrder: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable("users").addColumn("stripe_event_at", "timestamptz").execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.alterTable("users").dropColumn("stripe_event_at").execute();
  },
};
