import {
  BILLING_PERIODS,
  SOLD_PLANS,
  type BillingPeriod,
  type SoldPlan,
  type StripeConfig,
} from "../config/stripe-config.js";
import { errors } from "../errors/index.js";

/** A configured Stripe price and what it buys. */
export interface SoldPrice {
  priceId: string;
  plan: SoldPlan;
  period: BillingPeriod;
}

/** Every configured price. */
export function soldPrices(config: StripeConfig): SoldPrice[] {
  const list: SoldPrice[] = [];
  for (const plan of SOLD_PLANS) {
    for (const period of BILLING_PERIODS) {
      const priceId = config.prices[`${plan}_${period}`];
      if (priceId) list.push({ priceId, plan, period });
    }
  }
  return list;
}

/** The plan a Stripe price id buys, or undefined for a price this server does not sell. */
export function priceById(config: StripeConfig, priceId: string): SoldPrice | undefined {
  return soldPrices(config).find((p) => p.priceId === priceId);
}

/**
 * The price a checkout request asks for: a configured Stripe price id, the
 * plan-and-period name (docs/product.md, Plans) ("pro_monthly", "pro-yearly"), or plan + period.
 * Any other price id is refused, so a client cannot buy a price the operator
 * did not put on sale.
 */
export function requestedPrice(
  config: StripeConfig,
  request: { price_id?: string; plan?: string; period?: string },
): SoldPrice {
  if (request.price_id) {
    const exact = priceById(config, request.price_id);
    if (exact) return exact;
    const [plan, period] = request.price_id.toLowerCase().split(/[_-]/);
    return byPlan(config, plan, period, `The price "${request.price_id}"`);
  }
  if (!request.plan) throw errors.validation("Send price_id, or plan and period");
  return byPlan(
    config,
    request.plan.toLowerCase(),
    (request.period ?? "monthly").toLowerCase(),
    `The ${request.plan} plan (${request.period ?? "monthly"})`,
  );
}

function byPlan(config: StripeConfig, plan: string | undefined, period: string | undefined, what: string): SoldPrice {
  const found = soldPrices(config).find((p) => p.plan === plan && p.period === period);
  if (!found) throw errors.priceNotSold(what);
  return found;
}
