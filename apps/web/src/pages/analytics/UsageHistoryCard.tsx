import { useState } from "react";
import { HISTORY_PERIODS, useUsageHistory, type HistoryPeriod } from "../../api/usage";
import { formatBytes } from "../../components/formatBytes";
import { ScrollRegion } from "../../components/ScrollRegion";

/** Most entries the card lists (docs/product.md, Screens: Analytics: the first 10). */
export const HISTORY_ROWS = 10;

/** Day-by-day usage for the last 7, 30 (default) or 90 days. */
export function UsageHistoryCard() {
  const [days, setDays] = useState<HistoryPeriod>(30);
  const history = useUsageHistory(days);
  const rows = (history.data ?? []).slice(0, HISTORY_ROWS);
  const filesDiffer = rows.some((day) => day.files_processed !== day.extractions);
  return (
    <section className="rounded-xl border border-gray-200 bg-white p-5">
      <div className="flex items-center justify-between gap-4">
        <h2 className="font-semibold text-gray-900">Usage History</h2>
        <select
          aria-label="History period"
          value={days}
          onChange={(e) => setDays(Number(e.target.value) as HistoryPeriod)}
          className="rounded-md border border-gray-300 px-2 py-1 text-sm"
        >
          {HISTORY_PERIODS.map((d) => (
            <option key={d} value={d}>
              Last {d} days
            </option>
          ))}
        </select>
      </div>
      {history.isLoading && <p className="mt-4 text-sm text-gray-500">Loading history...</p>}
      {history.isError && <p className="mt-4 text-sm text-red-600">Failed to load usage history</p>}
      {history.data && rows.length === 0 && <p className="mt-4 text-sm text-gray-500">No usage history available</p>}
      {rows.length > 0 && (
        <ScrollRegion label="Usage history" className="mt-4">
          <table className="w-full text-left text-sm">
            <thead className="text-gray-500">
              <tr>
                <th className="py-1 pr-4">Date</th>
                <th className="pr-4">Extractions</th>
                <th className="pr-4">Files</th>
                <th className="pr-4">API calls</th>
                <th>Total size</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((day) => (
                <tr key={day.date} className="border-t border-gray-100">
                  <td className="py-1 pr-4">{day.date}</td>
                  <td className="pr-4">{day.extractions.toLocaleString()}</td>
                  <td className="pr-4">{day.files_processed.toLocaleString()}</td>
                  <td className="pr-4">{day.api_calls.toLocaleString()}</td>
                  <td>{formatBytes(day.total_size)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {filesDiffer && (
            <p className="mt-2 text-xs text-gray-500">
              Extractions counts every PDF you uploaded; Files counts those that were read to the end (failed or
              cancelled ones are not).
            </p>
          )}
        </ScrollRegion>
      )}
    </section>
  );
}
