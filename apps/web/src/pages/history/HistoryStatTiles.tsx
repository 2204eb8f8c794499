import type { HistoryStats } from "../../api/extractionTypes";

/** Totals over the user's whole history (not just the filtered list), grouped as the dashboard's tiles are ("1,247"). */
export function HistoryStatTiles({ stats }: { stats: HistoryStats }) {
  const tiles = [
    ["Total Extractions", stats.totalExtractions.toLocaleString()],
    ["Files Processed", stats.totalFiles.toLocaleString()],
    ["Tables Found", stats.totalTables.toLocaleString()],
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
