import type { Plan } from "../../api/types";

/** Billing period chosen with the monthly/yearly toggle. */
export type Period = "monthly" | "yearly";

/** "$19" from cents; whole dollars unless there are cents. */
export function formatPrice(cents: number): string {
  const dollars = cents / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
}

/** Dollars saved per year by paying yearly, or 0. */
export function yearlySavingCents(plan: Plan): number {
  if (!plan.price_monthly_cents || !plan.price_yearly_cents) return 0;
  return Math.max(0, plan.price_monthly_cents * 12 - plan.price_yearly_cents);
}

/** Largest yearly saving across plans in whole percent (what the toggle may honestly claim). */
export function bestYearlySavingPercent(plans: Plan[]): number {
  let best = 0;
  for (const plan of plans) {
    const saving = yearlySavingCents(plan);
    if (saving > 0 && plan.price_monthly_cents) best = Math.max(best, saving / (plan.price_monthly_cents * 12));
  }
  return Math.floor(best * 100);
}
