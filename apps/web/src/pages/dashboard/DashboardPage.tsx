import { useAuth } from "../../auth/AuthContext";
import { ComingSoon } from "../../components/ComingSoon";
import { PageContainer } from "../../components/PageContainer";
import { PageHeader } from "../../components/PageHeader";
import { TodayUsageCard } from "../../components/TodayUsageCard";
import { usePageTitle } from "../../layout/usePageTitle";
import { BillingCard } from "./BillingCard";
import { DeleteAccountSection } from "./DeleteAccountSection";
import { StatTiles } from "./StatTiles";
import { SubscriptionConfirmation } from "./SubscriptionConfirmation";

/** Extract Tables dashboard: real usage now, the multi-PDF workspace once extraction lands. */
export default function DashboardPage() {
  usePageTitle("Dashboard");
  const { user } = useAuth();
  return (
    <PageContainer>
      <PageHeader title="Extract Tables" subtitle={<>Welcome back, <span className="font-medium text-gray-900">{user?.email}</span></>} />
      <SubscriptionConfirmation />
      <StatTiles />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ComingSoon title="PDF extraction workspace">
            Upload PDFs, pick Excel, CSV or JSON and follow your jobs here.
          </ComingSoon>
        </div>
        <div className="space-y-6">
          <TodayUsageCard />
          <BillingCard />
          <DeleteAccountSection />
        </div>
      </div>
    </PageContainer>
  );
}
