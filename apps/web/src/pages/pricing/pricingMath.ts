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

/** Largest yearly saving across plans in whole percent (what the toggle may honestly claim). */
export function bestYearlySavingPercent(plans: Plan[]): number {
  let best = 0;
  for (const plan of plans) {
    const saving = yearlySavingUsd(plan);
    if (saving > 0 && plan.price_monthly_usd) best = Math.max(best, saving / (plan.price_monthly_usd * 12));
  }
  return Math.floor(best * 100);
}
