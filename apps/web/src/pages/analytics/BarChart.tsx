import { chartBars } from "./analyticsFormat";

/** A horizontal bar chart of counts, each bar scaled against the largest. */
export function BarChart({
  title,
  counts,
  label,
}: {
  title: string;
  counts: Record<string, number>;
  label: (key: string) => string;
}) {
  const bars = chartBars(counts);
  return (
    <section className="rounded-xl border border-gray-200 bg-white p-5" aria-label={title}>
      <h2 className="font-semibold text-gray-900">{title}</h2>
      {bars.length === 0 ? (
        <p className="mt-4 text-sm text-gray-500">No data yet</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {bars.map((bar) => (
            <li key={bar.key}>
              <div className="flex justify-between text-sm">
                <span className="text-gray-700">{label(bar.key)}</span>
                <span className="font-medium text-gray-900">{bar.value.toLocaleString()}</span>
              </div>
              <div className="mt-1 h-2 overflow-hidden rounded-full bg-gray-200">
                <div
                  data-testid="chart-bar"
                  className="h-full rounded-full bg-brand-500"
                  style={{ width: `${bar.percent}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
