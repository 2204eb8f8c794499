import type { Kysely } from "kysely";
import { normalizeEmail } from "../auth/signup-rules.js";
import type { Database } from "../db/schema.js";
import { findPlan, listPlans } from "../plans/plans-repository.js";

/**
 * Puts a user on a plan (the operator's way when the server does not sell
 * plans through Stripe). Returns a sentence for the operator; throws with a
 * clear message when the user or plan does not exist.
 */
export async function setPlan(db: Kysely<Database>, email: string, planId: string): Promise<string> {
  const plan = await findPlan(db, planId.trim().toLowerCase());
  if (!plan) {
    const known = (await listPlans(db)).map((p) => p.id).join(", ");
    throw new Error(`There is no plan "${planId}". Plans: ${known}`);
  }
  const result = await db
    .updateTable("users")
    .set({ subscription_tier: plan.id, updated_at: new Date() })
    .where("email", "=", normalizeEmail(email))
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new Error(`There is no account with the email "${email}"`);
  return `${normalizeEmail(email)} is now on the ${plan.name} plan`;
}
