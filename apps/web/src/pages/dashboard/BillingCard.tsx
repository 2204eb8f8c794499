import { useMutation } from "@tanstack/react-query";
import { openBillingPortal } from "../../api/billing";
import { useBillingConfig, useSubscription } from "../../api/queries";
import { useWorkspace } from "../../api/team";
import { useAuth } from "../../auth/AuthContext";
import { planLabel } from "../../auth/postLoginTarget";
import { buttonSecondary } from "../../components/styles";
import { PRODUCT_NAME, SUPPORT_EMAIL } from "../../config";
import { leavePage } from "../stripe-checkout/StripeCheckoutPage";
import { toast } from "../../toast/toastStore";
import { Link } from "react-router";

/**
 * The account's plan, with the Stripe billing portal for paying users and a way up for free ones.
 * Someone working in another person's team works on that owner's plan (docs/product.md, Team
 * workspaces): the card says so, instead of offering plans that would only change the personal
 * workspace they are not using; their own paid subscription, if any, can still be managed.
 * On a server that does not sell plans online (no Stripe keys) a paid plan is changed or
 * cancelled by writing to the operator, and the card says so: the pricing page's "Change Plan on
 * Dashboard" leads here.
 */
export function BillingCard() {
  const { user } = useAuth();
  const billing = useBillingConfig();
  const workspace = useWorkspace();
  // Stripe is retrying a payment that failed (past_due): the plan stays meanwhile (docs/product.md, Plans)
  const paymentFailed = useSubscription().data?.payment_failed === true;
  const portal = useMutation({
    mutationFn: () => openBillingPortal(window.location.origin),
    onSuccess: (answer) => leavePage.to(answer.url),
    onError: (error) => toast.error(error.message || "Could not open the billing portal"),
  });
  const tier = user?.subscription_tier ?? "free";
  const team = workspace.data && workspace.data.role !== "owner" ? workspace.data : undefined;
  const owner = team?.members.find((member) => member.role === "owner");
  const manage = billing.data?.enabled ? (
    <button type="button" className={buttonSecondary} disabled={portal.isPending} onClick={() => portal.mutate()}>
      {portal.isPending ? "Opening..." : "Manage Billing"}
    </button>
  ) : billing.data?.enabled === false ? (
    <>
      <p className="-mt-2 mb-4 text-sm text-gray-600">
        Plans are not sold online here: write to us to change or cancel yours.
      </p>
      <a
        href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(`${PRODUCT_NAME} ${planLabel(tier)} plan`)}`}
        className={buttonSecondary}
      >
        Contact Us
      </a>
    </>
  ) : null;
  return (
    <section className="rounded-xl border border-gray-200 bg-white p-5">
      <h2 className="font-semibold text-gray-900">Plan</h2>
      {paymentFailed && (
        <p
          role="status"
          className="mt-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-800"
        >
          {team
            ? `The last payment for this plan did not go through. The plan stays while it is retried; ${owner ? `its owner ${owner.email}` : "the owner"} can update the card.`
            : "Your last payment did not go through. Your plan stays while it is retried: update your card with Manage Billing to keep it."}
        </p>
      )}
      {team ? (
        <>
          <p className="mt-2 text-sm text-gray-600" data-testid="team-plan">
            You work in <span className="font-medium text-gray-900">{team.name}</span> on the{" "}
            <span className="font-medium text-gray-900">{planLabel(team.plan)}</span> plan
            {owner ? `, which its owner ${owner.email} manages` : ""}.
          </p>
          {tier !== "free" && (
            <>
              <p className="mt-2 text-sm text-gray-600">
                Your own {planLabel(tier)} subscription applies to your personal workspace, used again once you leave
                the team.
              </p>
              <div className="mt-4">{manage}</div>
            </>
          )}
        </>
      ) : (
        <>
          <p className="mt-2 text-sm text-gray-600">
            You are on the <span className="font-medium text-gray-900">{planLabel(tier)}</span> plan.
          </p>
          <div className="mt-4">
            {tier === "free" ? (
              <Link to="/pricing" className={buttonSecondary}>
                See Plans
              </Link>
            ) : (
              manage
            )}
          </div>
        </>
      )}
    </section>
  );
}
