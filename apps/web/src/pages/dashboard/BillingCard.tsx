import { useMutation } from "@tanstack/react-query";
import { openBillingPortal } from "../../api/billing";
import { useBillingConfig } from "../../api/queries";
import { useAuth } from "../../auth/AuthContext";
import { planLabel } from "../../auth/postLoginTarget";
import { buttonSecondary } from "../../components/styles";
import { leavePage } from "../stripe-checkout/StripeCheckoutPage";
import { toast } from "../../toast/toastStore";
import { Link } from "react-router";

/** The account's plan, with the Stripe billing portal for paying users and a way up for free ones. */
export function BillingCard() {
  const { user } = useAuth();
  const billing = useBillingConfig();
  const portal = useMutation({
    mutationFn: () => openBillingPortal(window.location.origin),
    onSuccess: (answer) => leavePage.to(answer.url),
    onError: (error) => toast.error(error.message || "Could not open the billing portal"),
  });
  const tier = user?.subscription_tier ?? "free";
  return (
    <section className="rounded-xl border border-gray-200 bg-white p-5">
      <h2 className="font-semibold text-gray-900">Plan</h2>
      <p className="mt-2 text-sm text-gray-600">
        You are on the <span className="font-medium text-gray-900">{planLabel(tier)}</span> plan.
      </p>
      <div className="mt-4">
        {tier === "free" ? (
          <Link to="/pricing" className={buttonSecondary}>
            See Plans
          </Link>
        ) : billing.data?.enabled ? (
          <button type="button" className={buttonSecondary} disabled={portal.isPending} onClick={() => portal.mutate()}>
            {portal.isPending ? "Opening..." : "Manage Billing"}
          </button>
        ) : null}
      </div>
    </section>
  );
}
