import { Check } from "lucide-react";
import { Link } from "react-router";
import type { Plan } from "../../api/types";
import { useAuth } from "../../auth/AuthContext";
import { buttonPrimary, buttonSecondary } from "../../components/styles";
import { SALES_EMAIL } from "../../config";
import { planFeatures } from "./planFeatures";
import { formatPrice, priceFor, yearlySavingUsd, type Period } from "./pricingMath";

/** One plan: price for the chosen period, its limits and the action button. */
export function PlanCard({ plan, period, popular, billingEnabled }: { plan: Plan; period: Period; popular: boolean; billingEnabled: boolean | undefined }) {
  const { isAuthenticated } = useAuth();
  const price = priceFor(plan, period);
  const saving = period === "yearly" ? yearlySavingUsd(plan) : 0;
  const sellsOnline = plan.id !== "free" && !isContactSales(plan);
  return (
    <div className={`relative flex flex-col rounded-2xl border bg-white p-6 ${popular ? "border-brand-500 shadow-lg ring-1 ring-brand-500" : "border-gray-200"}`}>
      {popular && <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">Most Popular</span>}
      <h2 className="text-lg font-semibold text-gray-900">{plan.name}</h2>
      <p className="mt-3" data-testid={`price-${plan.id}`}>
        <span className="text-4xl font-bold text-gray-900">{price == null ? "Custom" : formatPrice(price)}</span>
        {price != null && price > 0 && <span className="text-gray-500">/{period === "yearly" ? "year" : "month"}</span>}
      </p>
      {saving > 0 && <p className="mt-1 text-sm text-brand-700">Save {formatPrice(saving)}/year</p>}
      <ul className="mt-6 flex-1 space-y-2 text-sm text-gray-700">
        {planFeatures(plan).map((line) => (
          <li key={line} className="flex gap-2"><Check className="h-4 w-4 shrink-0 text-brand-600" aria-hidden />{line}</li>
        ))}
      </ul>
      <div className="mt-6">{planAction(plan, period, isAuthenticated, popular)}</div>
      {sellsOnline && billingEnabled === false && (
        <p className="mt-2 text-center text-xs text-gray-500">This server does not sell plans online; the operator can switch your plan.</p>
      )}
    </div>
  );
}

/** Plans sold by talking to someone: Business (as on the spec's card) and any plan marked contact_sales. */
const isContactSales = (plan: Plan) => plan.id === "business" || plan.contact_sales;

function planAction(plan: Plan, period: Period, signedIn: boolean, popular: boolean) {
  const style = `${popular ? buttonPrimary : buttonSecondary} w-full`;
  if (plan.id === "free") return <Link to={signedIn ? "/dashboard" : "/signup"} className={style}>{signedIn ? "Go to Dashboard" : "Get Started Free"}</Link>;
  if (isContactSales(plan)) {
    return <a href={`mailto:${SALES_EMAIL}?subject=${encodeURIComponent(`pdftab ${plan.name} plan`)}`} className={style}>Contact Sales</a>;
  }
  const query = `plan=${plan.id}&period=${period}`;
  const to = signedIn ? `/stripe-checkout?${query}` : `/login?redirect=stripe-checkout&${query}`;
  return <Link to={to} className={style}>Choose {plan.name}</Link>;
}
