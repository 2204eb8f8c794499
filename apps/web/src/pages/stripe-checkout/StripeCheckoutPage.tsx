import { useQuery } from "@tanstack/react-query";
import { CreditCard } from "lucide-react";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { ApiError } from "../../api/ApiError";
import { createCheckoutSession } from "../../api/billing";
import { useBillingConfig } from "../../api/queries";
import { planLabel } from "../../auth/postLoginTarget";
import { Notice } from "../../components/Notice";
import { PageSpinner } from "../../components/PageSpinner";
import { buttonSecondary } from "../../components/styles";
import { usePageTitle } from "../../layout/usePageTitle";
import { CheckoutUnavailable } from "./CheckoutUnavailable";

/** Sends the browser to the checkout page of the payment provider. Split out so tests can watch it. */
export const leavePage = { to: (url: string) => window.location.assign(url) };

/** Hand-off to Stripe Checkout for the plan and period in the query (from the pricing page or the login redirect). */
export default function StripeCheckoutPage() {
  usePageTitle("Checkout");
  const [search] = useSearchParams();
  const planId = (search.get("plan") || "pro").toLowerCase();
  const period = search.get("period") === "yearly" ? "yearly" : "monthly";
  const plan = planLabel(planId);
  // Ask first whether this server sells online: without Stripe keys the checkout call would only
  // fail (and leave an error in the console) before the page could say so.
  const billing = useBillingConfig();
  // A query, not an effect: one checkout session per plan/period even when React runs effects twice.
  const checkout = useQuery({
    enabled: billing.data?.enabled === true || billing.isError,
    queryKey: ["checkout", planId, period],
    queryFn: () => createCheckoutSession(planId, period, window.location.origin),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  useEffect(() => {
    if (checkout.data) leavePage.to(checkout.data);
  }, [checkout.data]);

  const error = checkout.error;
  const notSold =
    billing.data?.enabled === false || (error instanceof ApiError && error.code === "billing_not_configured");
  // the server said no to this request (a plan not sold, a subscription already running): asking
  // again gets the same answer, so only a failure on the way (network, Stripe, 5xx) offers Try Again
  const retryable = !(error instanceof ApiError && error.status >= 400 && error.status < 500);
  const subscribed = error instanceof ApiError && error.code === "already_subscribed";
  return (
    <div className="mx-auto max-w-lg px-4 py-20 text-center">
      <CreditCard className="mx-auto h-12 w-12 text-brand-600" aria-hidden />
      {notSold ? (
        <CheckoutUnavailable plan={plan} />
      ) : error ? (
        <>
          <h1 className="mt-4 text-2xl font-bold text-gray-900">
            {plan} plan ({period})
          </h1>
          <div className="mt-4 text-left">
            <Notice tone="error">{error.message || "Could not start the checkout."}</Notice>
          </div>
          <div className="mt-6 flex justify-center gap-3">
            {retryable && (
              <button type="button" className={buttonSecondary} onClick={() => void checkout.refetch()}>
                Try Again
              </button>
            )}
            {subscribed && (
              <Link to="/dashboard" className={buttonSecondary}>
                Go to Dashboard
              </Link>
            )}
            <Link to="/pricing" className={buttonSecondary}>
              Back to Pricing
            </Link>
          </div>
        </>
      ) : (
        <>
          <h1 className="mt-4 text-2xl font-bold text-gray-900">
            {plan} plan ({period})
          </h1>
          <PageSpinner label="Taking you to secure checkout..." />
        </>
      )}
    </div>
  );
}
