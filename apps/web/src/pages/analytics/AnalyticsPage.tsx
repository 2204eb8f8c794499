import { RefreshCw } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { useSubscription } from "../../api/queries";
import { useAuth } from "../../auth/AuthContext";
import { ComingSoon } from "../../components/ComingSoon";
import { PageContainer } from "../../components/PageContainer";
import { PageHeader } from "../../components/PageHeader";
import { SignInPrompt } from "../../components/SignInPrompt";
import { buttonSecondary } from "../../components/styles";
import { TodayUsageCard } from "../../components/TodayUsageCard";
import { usePageTitle } from "../../layout/usePageTitle";
import { PlanLimitsCard } from "./PlanLimitsCard";
import { UpgradeBanner } from "./UpgradeBanner";

/** Usage analytics: plan, limits and today's usage now; charts once extraction data exists. */
export default function AnalyticsPage() {
  usePageTitle("Analytics");
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const subscription = useSubscription(isAuthenticated);
  if (!isAuthenticated) return <SignInPrompt message="Please sign in to view your usage analytics" />;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ["subscription"] });
  return (
    <PageContainer>
      <PageHeader title="Usage Analytics" actions={<button type="button" onClick={refresh} className={buttonSecondary}><RefreshCw className="h-4 w-4" aria-hidden /> Refresh</button>} />
      {subscription.data?.plan_type === "free" && <UpgradeBanner />}
      <div className="grid gap-6 md:grid-cols-2">
        <PlanLimitsCard />
        <TodayUsageCard />
      </div>
      <ComingSoon title="Performance and usage history are coming soon">
        Confidence, tables found, extraction methods and day-by-day history will be drawn from your real extractions.
      </ComingSoon>
    </PageContainer>
  );
}
