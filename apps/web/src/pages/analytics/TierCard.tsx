import type { UsageStats } from "../../api/usage";
import { formatBytes } from "../../components/formatBytes";

/** Current tier and its limits, as the server's plan table says. */
export function TierCard({ stats }: { stats: UsageStats }) {
  return (
    <section className="rounded-xl border border-gray-200 bg-white p-5">
      <div className="flex items-center justify-between">
        <h2 className="font-semibold text-gray-900">Current Tier</h2>
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
          {stats.tier.toUpperCase()}
        </span>
      </div>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between">
          <dt className="text-gray-600">Max file size</dt>
          <dd className="font-medium">{formatBytes(stats.limits.max_file_size)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-gray-600">Daily extractions</dt>
          <dd className="font-medium">{stats.limits.daily_extractions.toLocaleString()}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-gray-600">API calls/day</dt>
          <dd className="font-medium">{stats.limits.api_calls_per_day.toLocaleString()}</dd>
        </div>
      </dl>
    </section>
  );
}
