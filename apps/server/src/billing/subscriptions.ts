import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.js";

type Db = Kysely<Database> | Transaction<Database>;

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
): Promise<boolean> {
  const result = await db
    .updateTable("users")
    .set({
      ...(plan ? { subscription_tier: plan } : {}),
      stripe_customer_id: customerId,
      stripe_subscription_id: subscriptionId,
      updated_at: new Date(),
    })
    .where("id", "=", userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Sets the plan of the user whose current subscription this is. Events of an
 * older subscription of the same customer change nothing, so cancelling an
 * old subscription cannot downgrade a newer one.
 */
export async function setPlanOfSubscription(
  db: Db,
  customerId: string,
  subscriptionId: string,
  plan: string,
): Promise<boolean> {
  const result = await db
    .updateTable("users")
    .set({ subscription_tier: plan, updated_at: new Date() })
    .where("stripe_customer_id", "=", customerId)
    .where((eb) => eb.or([eb("stripe_subscription_id", "=", subscriptionId), eb("stripe_subscription_id", "is", null)]))
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
