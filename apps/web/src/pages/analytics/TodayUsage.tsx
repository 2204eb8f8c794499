import type { UsageStats } from "../../api/usage";
import { UsageBar } from "../../components/UsageBar";

/** Today's extractions and API calls against the plan's daily limits. */
export function TodayUsage({ stats }: { stats: UsageStats }) {
  return (
    <section className="rounded-xl border border-gray-200 bg-white p-5">
      <h2 className="font-semibold text-gray-900">Today's Usage</h2>
      <div className="mt-4 space-y-4">
        <UsageBar label="Extractions" used={stats.daily_usage.extractions} limit={stats.limits.daily_extractions} />
        <UsageBar label="API calls" used={stats.daily_usage.api_calls} limit={stats.limits.api_calls_per_day} />
      </div>
    </section>
  );
}
