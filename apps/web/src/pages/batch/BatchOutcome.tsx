import type { Batch } from "../../api/batchTypes";

/** Successful/Failed/Tables counts of an ended batch, each failed file with its reason, and the batch's own error. */
export function BatchOutcome({ batch }: { batch: Batch }) {
  const tables = batch.results.reduce((sum, result) => sum + result.table_count, 0);
  const failures = batch.results.filter((result) => result.error);
  const counts = [
    ["Successful", batch.progress.successful_files, "text-brand-700"],
    ["Failed", batch.progress.failed_files, "text-red-600"],
    ["Tables", tables, "text-gray-900"],
  ] as const;
  return (
    <div className="space-y-3">
      {batch.results.length > 0 && (
        <dl className="grid grid-cols-3 gap-2 rounded-lg bg-gray-50 p-3 text-center">
          {counts.map(([label, value, colour]) => (
            <div key={label}>
              <dt className="text-xs text-gray-500">{label}</dt>
              <dd className={`text-lg font-semibold ${colour}`}>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {failures.length > 0 && (
        <ul className="space-y-1 text-sm" aria-label="Files that failed">
          {failures.map((result, index) => (
            <li key={`${result.filename}-${index}`} className="text-gray-700">
              <span className="font-medium">{result.filename}</span>: <span className="text-red-600">{result.error}</span>
            </li>
          ))}
        </ul>
      )}
      {batch.error && <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">{batch.error}</p>}
    </div>
  );
}
