import { CreditCard } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { planLabel } from "../../auth/postLoginTarget";
import { buttonSecondary } from "../../components/styles";
import { SUPPORT_EMAIL } from "../../config";
import { usePageTitle } from "../../layout/usePageTitle";

/** Hand-off to card payment; this server does not sell plans yet, and says so. */
export default function StripeCheckoutPage() {
  usePageTitle("Checkout");
  const [search] = useSearchParams();
  const plan = planLabel(search.get("plan") || "pro");
  const period = search.get("period") === "yearly" ? "yearly" : "monthly";
  return (
    <div className="mx-auto max-w-lg px-4 py-20 text-center">
      <CreditCard className="mx-auto h-12 w-12 text-brand-600" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold text-gray-900">{plan} plan ({period})</h1>
      <p className="mt-2 text-gray-600">
        This pdftab server does not sell plans online yet. Write to{" "}
        <a className="font-medium text-brand-700 hover:underline" href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> and the operator can
        switch your account to the {plan} plan.
      </p>
      <Link to="/pricing" className={`${buttonSecondary} mt-6`}>Back to Pricing</Link>
    </div>
  );
}
