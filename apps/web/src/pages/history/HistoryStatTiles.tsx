import type { HistoryStats } from "../../api/extractionTypes";

/** Totals over the user's whole history (not just the filtered list). */
export function HistoryStatTiles({ stats }: { stats: HistoryStats }) {
  const tiles = [
    ["Total Extractions", String(stats.totalExtractions)],
    ["Files Processed", String(stats.totalFiles)],
    ["Tables Found", String(stats.totalTables)],
    ["Average Confidence", `${Math.round(stats.averageConfidence * 100)}%`],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-gray-200 bg-white p-4">
          <dt className="text-sm text-gray-500">{label}</dt>
          <dd className="mt-1 text-2xl font-bold text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
