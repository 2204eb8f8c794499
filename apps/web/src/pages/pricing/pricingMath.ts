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

/** Smallest and largest yearly saving across the plans that have one, in whole percent rounded down. */
export function yearlySavingRange(plans: Plan[]): { min: number; max: number } | null {
  const percents = plans
    .filter((plan) => yearlySavingUsd(plan) > 0 && plan.price_monthly_usd)
    .map((plan) => Math.floor((yearlySavingUsd(plan) / (plan.price_monthly_usd! * 12)) * 100))
    .filter((percent) => percent > 0);
  if (percents.length === 0) return null;
  return { min: Math.min(...percents), max: Math.max(...percents) };
}

/**
 * The toggle's claim, from the prices: "Save 16%" when every paid plan saves that much,
 * "Save 10-16%" when they differ, nothing when yearly billing saves nothing. Rounded down, so
 * the claim never exceeds what a buyer saves.
 */
export function yearlySavingText(plans: Plan[]): string | null {
  const range = yearlySavingRange(plans);
  if (!range) return null;
  const percent = range.min === range.max ? `${range.max}%` : `${range.min}-${range.max}%`;
  return `Save ${percent} with yearly billing`;
}
