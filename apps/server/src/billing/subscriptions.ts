import type { ExpressionBuilder, Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.js";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Only a user whose subscription was last set by an event no newer than `eventAt`: Stripe does
 * not deliver events in order, and a late older one must not undo a newer change (a downgrade,
 * a cancellation) it knows nothing of (docs/api.md, Billing). Events of the same second apply in
 * the order they arrive, as before.
 */
const notNewerThan = (eventAt: Date) => (eb: ExpressionBuilder<Database, "users">) =>
  eb.or([eb("stripe_event_at", "is", null), eb("stripe_event_at", "<=", eventAt)]);

/**
 * Links a user to their Stripe customer and subscription after a checkout, and puts them on
 * `plan` when the subscription is paid (undefined leaves the plan as it is until it is).
 */
export async function startSubscription(
  db: Db,
  userId: string,
  plan: string | undefined,
  customerId: string | null,
  subscriptionId: string | null,
  eventAt: Date,
  status: string,
): Promise<boolean> {
  const result = await db
    .updateTable("users")
    .set({
      ...(plan ? { subscription_tier: plan } : {}),
      stripe_customer_id: customerId,
      stripe_subscription_id: subscriptionId,
      stripe_event_at: eventAt,
      stripe_subscription_status: status,
      updated_at: new Date(),
    })
    .where("id", "=", userId)
    .where(notNewerThan(eventAt))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Sets the plan of the user whose current subscription this is. Events of an
 * older subscription of the same customer change nothing, so cancelling an
 * old subscription cannot downgrade a newer one; nor do events older than the
 * one applied last, so a late `updated` cannot undo a newer change or a cancellation.
 */
export async function setPlanOfSubscription(
  db: Db,
  customerId: string,
  subscriptionId: string,
  plan: string,
  eventAt: Date,
  status: string,
): Promise<boolean> {
  const result = await db
    .updateTable("users")
    .set({
      subscription_tier: plan,
      stripe_event_at: eventAt,
      stripe_subscription_status: status,
      updated_at: new Date(),
    })
    .where("stripe_customer_id", "=", customerId)
    .where((eb) => eb.or([eb("stripe_subscription_id", "=", subscriptionId), eb("stripe_subscription_id", "is", null)]))
    .where(notNewerThan(eventAt))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Records a webhook event id; false when it was handled before (a replay). */
export async function claimEvent(db: Db, id: string, type: string): Promise<boolean> {
  const inserted = await db
    .insertInto("stripe_events")
    .values({ id, type })
    .onConflict((oc) => oc.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}
