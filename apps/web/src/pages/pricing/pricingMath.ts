import type { Plan } from "../../api/types";

/** Billing period chosen with the monthly/yearly toggle. */
export type Period = "monthly" | "yearly";

/** "$19" from whole dollars (cents shown only when there are any). */
export function formatPrice(dollars: number): string {
  return `$${Number.isInteger(dollars) ? dollars.toLocaleString("en-US") : dollars.toFixed(2)}`;
}

/** The plan's price for a period, or null when it has no list price. */
export function priceFor(plan: Plan, period: Period): number | null {
  return period === "yearly" ? plan.price_yearly_usd : plan.price_monthly_usd;
}

/** Dollars saved per year by paying yearly, or 0. */
export function yearlySavingUsd(plan: Plan): number {
  if (!plan.price_monthly_usd || !plan.price_yearly_usd) return 0;
  return Math.max(0, plan.price_monthly_usd * 12 - plan.price_yearly_usd);
}

/**
 * The largest yearly saving across the plans that have one, in whole percent rounded down (so
 * the claim never exceeds what a buyer saves), or null when yearly billing saves nothing.
 */
export function largestYearlySavingPercent(plans: Plan[]): number | null {
  const percents = plans
    .filter((plan) => yearlySavingUsd(plan) > 0 && plan.price_monthly_usd)
    .map((plan) => Math.floor((yearlySavingUsd(plan) / (plan.price_monthly_usd! * 12)) * 100))
    .filter((percent) => percent > 0);
  return percents.length === 0 ? null : Math.max(...percents);
}

/**
 * The toggle's claim in the product's wording ("Save up to N%" on yearly, docs/product.md,
 * Pricing), with N computed from the plan table's prices: 19/190 and 49/490 both save 16.7%, so
 * "Save up to 16%". Nothing when yearly billing saves nothing.
 */
export function yearlySavingText(plans: Plan[]): string | null {
  const percent = largestYearlySavingPercent(plans);
  return percent === null ? null : `Save up to ${percent}% with yearly billing`;
}
