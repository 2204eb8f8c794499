import { useLocation } from "react-router";
import { useAuth } from "../../auth/AuthContext";
import { PageContainer } from "../../components/PageContainer";
import { PageHeader } from "../../components/PageHeader";
import { TodayUsageCard } from "../../components/TodayUsageCard";
import { usePageTitle } from "../../layout/usePageTitle";
import { BillingCard } from "./BillingCard";
import { ChangeEmailSection } from "./ChangeEmailSection";
import { ChangePasswordSection } from "./ChangePasswordSection";
import { DeleteAccountSection } from "./DeleteAccountSection";
import { ExtractWorkspace } from "./ExtractWorkspace";
import { RecentBatchJobs } from "./RecentBatchJobs";
import { StatTiles } from "./StatTiles";
import { SubscriptionConfirmation } from "./SubscriptionConfirmation";

/** Extract Tables dashboard: real totals, the PDF workspace, recent batch jobs and the account corner. */
export default function DashboardPage() {
  usePageTitle("Dashboard");
  const { user } = useAuth();
  // Sign-up lands here with this flag: "Welcome back" would greet someone who was never here.
  const justSignedUp = (useLocation().state as { justSignedUp?: boolean } | null)?.justSignedUp === true;
  return (
    <PageContainer>
      <PageHeader
        title="Extract Tables"
        subtitle={
          <>
            {justSignedUp ? "Welcome to pdftab" : "Welcome back"},{" "}
            <span className="font-medium text-gray-900">{user?.email}</span>
          </>
        }
      />
      <SubscriptionConfirmation />
      <StatTiles />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <ExtractWorkspace />
          <RecentBatchJobs />
        </div>
        <div className="space-y-6">
          <TodayUsageCard />
          <BillingCard />
          <ChangePasswordSection />
          <ChangeEmailSection />
          <DeleteAccountSection />
        </div>
      </div>
    </PageContainer>
  );
}
