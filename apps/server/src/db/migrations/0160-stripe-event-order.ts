import type { Kysely, Migration } from "kysely";

/**
 * When the Stripe event that last set a user's subscription was created (Stripe's `created`).
 * Stripe does not deliver events in order, and a late one (an older `customer.subscription.updated`
 * after a newer one, or after `.deleted`) must not put the user back on the plan it describes:
 * an event older than the one applied last changes nothing (docs/api.md, Billing). And the
 * subscription's Stripe status as of that event: `past_due` keeps the paid plan while Stripe
 * retries a payment that failed, and the app says so (docs/product.md, Plans).
 */
export const stripeEventOrder: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable("users")
      .addColumn("stripe_event_at", "timestamptz")
      .addColumn("stripe_subscription_status", "text")
      .execute();
  },

  async down(db: Kysely<any>) {
    await db.schema
      .alterTable("users")
      .dropColumn("stripe_event_at")
      .dropColumn("stripe_subscription_status")
      .execute();
  },
};
