import { useState } from "react";
import { useBillingConfig, usePlans } from "../../api/queries";
import { useWorkspace } from "../../api/team";
import { useAuth } from "../../auth/AuthContext";
import { planLabel } from "../../auth/postLoginTarget";
import { Notice } from "../../components/Notice";
import { PageContainer } from "../../components/PageContainer";
import { PageSpinner } from "../../components/PageSpinner";
import { usePageTitle } from "../../layout/usePageTitle";
import { PeriodToggle } from "./PeriodToggle";
import { PlanCard } from "./PlanCard";
import { PricingFaq } from "./PricingFaq";
import { yearlySavingText, type Period } from "./pricingMath";

const SHOWN = ["free", "pro", "business"];

/** Plans and prices, read from the server's plan table. */
export default function PricingPage() {
  usePageTitle("Pricing");
  const [period, setPeriod] = useState<Period>("monthly");
  const { data, isLoading, isError } = usePlans();
  const billing = useBillingConfig();
  const plans = (data ?? []).filter((p) => SHOWN.includes(p.id));
  return (
    <PageContainer>
      <div className="mx-auto max-w-2xl space-y-3 text-center">
        <h1 className="text-3xl font-bold text-gray-900 sm:text-4xl">Simple, transparent pricing</h1>
        <p className="text-gray-600">Start free. Upgrade when you need batches, larger files or API access.</p>
      </div>
      <TeamPlanNotice />
      <PeriodToggle period={period} onChange={setPeriod} savingText={yearlySavingText(plans)} />
      {isLoading && <PageSpinner label="Loading plans..." />}
      {isError && <Notice tone="error">Could not load the plans. Please try again later.</Notice>}
      <div className="mx-auto grid max-w-5xl gap-6 md:grid-cols-3">
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            period={period}
            popular={plan.id === "pro"}
            billingEnabled={billing.data?.enabled}
          />
        ))}
      </div>
      <PricingFaq />
    </PageContainer>
  );
}

/**
 * For someone working in another person's team: the cards mark their own plan, which applies to
 * their personal workspace only, while they work on the team owner's plan (docs/product.md, Team
 * workspaces). Said before they pay for a plan they would not use while in the team.
 */
function TeamPlanNotice() {
  const { isAuthenticated } = useAuth();
  const { data: workspace } = useWorkspace(isAuthenticated);
  if (!isAuthenticated || !workspace || workspace.role === "owner") return null;
  return (
    <div className="mx-auto mt-6 max-w-2xl">
      <Notice tone="info">
        You work in {workspace.name} on the {planLabel(workspace.plan)} plan, which its owner manages. A plan you choose
        here is for your personal workspace, which you use again once you leave the team.
      </Notice>
    </div>
  );
}
