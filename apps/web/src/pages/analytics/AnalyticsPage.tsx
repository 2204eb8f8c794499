import { RefreshCw } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { useUsageStats } from "../../api/usage";
import { PageContainer } from "../../components/PageContainer";
import { PageHeader } from "../../components/PageHeader";
import { SignInGate } from "../../components/SignInGate";
import { buttonSecondary } from "../../components/styles";
import { usePageTitle } from "../../layout/usePageTitle";
import { fileTypeLabel, methodLabel } from "./analyticsFormat";
import { BarChart } from "./BarChart";
import { PerformanceCard } from "./PerformanceCard";
import { TierCard } from "./TierCard";
import { TodayUsage } from "./TodayUsage";
import { UpgradeBanner } from "./UpgradeBanner";
import { UsageHistoryCard } from "./UsageHistoryCard";

/** Usage analytics from GET /usage/stats and /usage/history: the user's real figures. */
export default function AnalyticsPage() {
  usePageTitle("Analytics");
  return (
    <SignInGate message="Please sign in to view your usage analytics">
      <SignedInAnalytics />
    </SignInGate>
  );
}

function SignedInAnalytics() {
  const queryClient = useQueryClient();
  const stats = useUsageStats();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ["usage"] });
  const data = stats.data;
  return (
    <PageContainer>
      <PageHeader
        title="Usage Analytics"
        actions={
          <button type="button" onClick={refresh} className={buttonSecondary}>
            <RefreshCw className="h-4 w-4" aria-hidden /> Refresh
          </button>
        }
      />
      {stats.isLoading && <p className="text-sm text-gray-500">Loading analytics...</p>}
      {stats.isError && <p className="text-sm text-red-600">Failed to load usage analytics</p>}
      {data && (
        <div className="space-y-6">
          {data.tier === "free" && <UpgradeBanner />}
          <div className="grid gap-6 md:grid-cols-3">
            <TierCard stats={data} />
            <TodayUsage stats={data} />
            <PerformanceCard stats={data} />
          </div>
          <div className="grid gap-6 md:grid-cols-2">
            <BarChart title="Extraction Methods" counts={data.analytics.extraction_methods} label={methodLabel} />
            <BarChart title="File Types" counts={data.analytics.file_types} label={fileTypeLabel} />
          </div>
          <UsageHistoryCard />
        </div>
      )}
    </PageContainer>
  );
}
