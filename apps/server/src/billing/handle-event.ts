import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type Stripe from "stripe";
import type { StripeConfig } from "../config/stripe-config.js";
import type { Database } from "../db/schema.js";
import { priceById } from "./prices.js";
import { claimEvent, setPlanOfSubscription, startSubscription } from "./subscriptions.js";

/** What the webhook did with an event (logged and returned to Stripe). */
export type EventOutcome = "applied" | "duplicate" | "ignored";

/** Subscription states in which the customer keeps the paid plan. */
const PAID_STATUSES = new Set(["active", "trialing", "past_due"]);

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === "string" ? value : value.id;

/** The plan a subscription's first price buys, or undefined for a price not sold here. */
function planOfSubscription(config: StripeConfig, subscription: Stripe.Subscription): string | undefined {
  const priceId = subscription.items?.data?.[0]?.price?.id;
  return priceId ? priceById(config, priceId)?.plan : undefined;
}

/**
 * Applies one verified webhook event, at most once per event id: the id is
 * recorded in the same transaction as the plan change, so a replay is
 * acknowledged without effect and a failure leaves the event for Stripe's retry.
 */
export async function handleStripeEvent(
  deps: { db: Kysely<Database>; stripe: Stripe; config: StripeConfig; log: FastifyBaseLogger },
  event: Stripe.Event,
): Promise<EventOutcome> {
  const { db, stripe, config, log } = deps;
  // Fetch from Stripe before the transaction, so no database lock waits on the network.
  let subscription: Stripe.Subscription | undefined;
  if (event.type === "checkout.session.completed") {
    const subscriptionId = idOf(event.data.object.subscription);
    if (subscriptionId) subscription = await stripe.subscriptions.retrieve(subscriptionId);
  }
  // Stripe's `created` (seconds): an event older than the one applied last changes nothing. Every
  // Stripe event has it; one without (a hand-made event) counts as made now rather than never applying.
  const eventAt = Number.isFinite(event.created) ? new Date(event.created * 1000) : new Date();
  return db.transaction().execute(async (trx) => {
    if (!(await claimEvent(trx, event.id, event.type))) return "duplicate";
    switch (event.type) {
      case "checkout.session.completed": {
        const session = event.data.object;
        const userId = session.client_reference_id;
        const paid = subscription !== undefined && PAID_STATUSES.has(subscription.status);
        const plan = subscription ? planOfSubscription(config, subscription) : undefined;
        if (!userId || !subscription || !plan) {
          log.warn(
            { event: event.id, userId, subscription: subscription?.id },
            "checkout completed without a known user or sold price; plan unchanged",
          );
          return "ignored";
        }
        // A subscription still waiting for its first payment (e.g. a bank debit) is linked but buys
        // nothing yet; customer.subscription.updated brings the plan once it is active.
        const changed = await startSubscription(
          trx,
          userId,
          paid ? plan : undefined,
          idOf(session.customer),
          subscription.id,
          eventAt,
          subscription.status,
        );
        return changed && paid ? "applied" : "ignored";
      }
      case "customer.subscription.updated":
      case "customer.subscription.deleted": {
        const sub = event.data.object;
        const customerId = idOf(sub.customer);
        if (!customerId) return "ignored";
        const paid = event.type === "customer.subscription.updated" && PAID_STATUSES.has(sub.status);
        const plan = paid ? planOfSubscription(config, sub) : "free";
        if (!plan) {
          log.warn(
            { event: event.id, subscription: sub.id },
            "subscription moved to a price this server does not sell; plan unchanged",
          );
          return "ignored";
        }
        return (await setPlanOfSubscription(trx, customerId, sub.id, plan, eventAt, sub.status))
          ? "applied"
          : "ignored";
      }
      default:
        return "ignored";
    }
  });
}
