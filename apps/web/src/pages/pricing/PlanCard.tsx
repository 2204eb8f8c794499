import { Check } from "lucide-react";
import { Link } from "react-router";
import type { Plan } from "../../api/types";
import { useAuth } from "../../auth/AuthContext";
import { buttonPrimary, buttonSecondary } from "../../components/styles";
import { PRODUCT_NAME, SALES_EMAIL } from "../../config";
import { planFeatures } from "./planFeatures";
import { formatPrice, priceFor, yearlySavingUsd, type Period } from "./pricingMath";

/** One plan: price for the chosen period, its limits and the action button. */
export function PlanCard({
  plan,
  period,
  popular,
  billingEnabled,
}: {
  plan: Plan;
  period: Period;
  popular: boolean;
  billingEnabled: boolean | undefined;
}) {
  const { isAuthenticated, user } = useAuth();
  const current = isAuthenticated ? (user?.subscription_tier ?? "free") : null;
  const isCurrent = plan.id === current;
  const price = priceFor(plan, period);
  const saving = period === "yearly" ? yearlySavingUsd(plan) : 0;
  const sellsOnline = plan.id !== "free" && !isContactSales(plan);
  return (
    <div
      className={`relative flex flex-col rounded-2xl border bg-white p-6 ${isCurrent || popular ? "border-brand-500 shadow-lg ring-1 ring-brand-500" : "border-gray-200"}`}
    >
      {isCurrent ? (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-gray-900 px-3 py-1 text-xs font-semibold text-white">
          Your Plan
        </span>
      ) : (
        popular && (
          <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
            Most Popular
          </span>
        )
      )}
      <h2 className="text-lg font-semibold text-gray-900">{plan.name}</h2>
      <p className="mt-3" data-testid={`price-${plan.id}`}>
        <span className="text-4xl font-bold text-gray-900">{price == null ? "Custom" : formatPrice(price)}</span>
        {price != null && price > 0 && <span className="text-gray-500">/{period === "yearly" ? "year" : "month"}</span>}
      </p>
      {saving > 0 && <p className="mt-1 text-sm text-brand-700">Save {formatPrice(saving)}/year</p>}
      <ul className="mt-6 flex-1 space-y-2 text-sm text-gray-700">
        {planFeatures(plan).map((line) => (
          <li key={line} className="flex gap-2">
            <Check className="h-4 w-4 shrink-0 text-brand-600" aria-hidden />
            {line}
          </li>
        ))}
      </ul>
      <div className="mt-6">{planAction(plan, period, current, popular)}</div>
      {sellsOnline && billingEnabled === false && (current === null || rank(plan.id) > rank(current)) && (
        <p className="mt-2 text-center text-xs text-gray-500">
          Online payment is not available here yet; contact us and we will switch your plan.
        </p>
      )}
    </div>
  );
}

/** Plans sold by talking to someone: Business (docs/product.md, Plans) and any plan marked contact_sales. */
const isContactSales = (plan: Plan) => plan.id === "business" || plan.contact_sales;

/** Plans in the order they go up; a plan not listed counts as above them all. */
const PLAN_ORDER = ["free", "pro", "business", "enterprise"];
const rank = (id: string) => (PLAN_ORDER.includes(id) ? PLAN_ORDER.indexOf(id) : PLAN_ORDER.length);

/**
 * The card's button. Visitors are offered every plan; a signed-in user sees their own plan
 * marked (no button to buy it again), upgrades as before, and for a smaller plan the place where
 * a subscription is changed or cancelled (the dashboard's billing card).
 */
function planAction(plan: Plan, period: Period, current: string | null, popular: boolean) {
  const signedIn = current !== null;
  const style = `${popular ? buttonPrimary : buttonSecondary} w-full`;
  if (plan.id === current) {
    return (
      <span className={`${buttonSecondary} w-full cursor-default opacity-70`} aria-disabled="true">
        Current Plan
      </span>
    );
  }
  if (signedIn && rank(plan.id) < rank(current)) {
    return (
      <Link to="/dashboard" className={`${buttonSecondary} w-full`}>
        Change Plan on Dashboard
      </Link>
    );
  }
  if (plan.id === "free")
    return (
      <Link to="/signup" className={style}>
        Get Started Free
      </Link>
    );
  if (isContactSales(plan)) {
    return (
      <a
        href={`mailto:${SALES_EMAIL}?subject=${encodeURIComponent(`${PRODUCT_NAME} ${plan.name} plan`)}`}
        className={style}
      >
        Contact Sales
      </a>
    );
  }
  const query = `plan=${plan.id}&period=${period}`;
  const to = signedIn ? `/stripe-checkout?${query}` : `/login?redirect=stripe-checkout&${query}`;
  return (
    <Link to={to} className={style}>
      Choose {plan.name}
    </Link>
  );
}
