import { useUsageStats } from "../../api/usage";

/** Lifetime totals of the signed-in user (GET /usage/stats), nothing shown before they load. */
export function StatTiles() {
  const { data, isError } = useUsageStats();
  if (isError) return <p className="text-sm text-red-600">Could not load your totals. Try again later.</p>;
  const tiles = [
    ["PDFs processed", data?.totals.pdfs_processed],
    ["Tables found", data?.totals.tables_found],
    ["Rows extracted", data?.totals.rows_extracted],
    ["Pages processed", data?.totals.pages_processed],
  ] as const;
  return (
    <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {tiles.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-gray-200 bg-white p-4">
          <p className="text-sm text-gray-600">{label}</p>
          <p className="mt-1 text-2xl font-semibold text-gray-900">
            {value === undefined ? "…" : value.toLocaleString()}
          </p>
        </div>
      ))}
    </div>
  );
}
