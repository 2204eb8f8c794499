import type { UsageStats } from "../../api/usage";
import { formatConfidence, formatPeakHour } from "./analyticsFormat";

/** Average confidence, tables found and the busiest hour (UTC). */
export function PerformanceCard({ stats }: { stats: UsageStats }) {
  const a = stats.analytics;
  return (
    <section className="rounded-xl border border-gray-200 bg-white p-5">
      <h2 className="font-semibold text-gray-900">Performance</h2>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between">
          <dt className="text-gray-600">Average confidence</dt>
          <dd className="font-medium">{formatConfidence(a.average_confidence)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-gray-600">Total tables</dt>
          <dd className="font-medium">{a.total_tables.toLocaleString()}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-gray-600">Peak hour (UTC)</dt>
          <dd className="font-medium">{formatPeakHour(a.peak_usage_hour)}</dd>
        </div>
      </dl>
    </section>
  );
}
