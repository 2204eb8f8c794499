import { useState } from "react";
import type { Batch } from "../../api/batchTypes";
import { FailedBatchFile } from "./BatchFilePassword";

/** The file of a batch retried last with a password, and how many times (its field takes the focus again each time). */
interface RetriedFile {
  fileId: string;
  count: number;
}

/**
 * The file of a batch retried last with a password, kept by the batch's row rather than by its
 * outcome (the outcome is gone while the retried file runs): `focusKeyOf` is the `focusKey` of a
 * file's BatchFilePassword, `onRetried` its `onRetried`. The Batch page's cards and the
 * dashboard's Recent Batch Jobs use it alike.
 */
export function useRetriedFile() {
  const [retried, setRetried] = useState<RetriedFile | null>(null);
  return {
    focusKeyOf: (fileId: string) => (retried?.fileId === fileId ? retried.count : 0),
    onRetried: (fileId: string) => setRetried((last) => ({ fileId, count: (last?.count ?? 0) + 1 })),
  };
}

/**
 * Successful/Failed/Tables counts of an ended batch, each failed file with its reason, the files
 * a cancel stopped while they ran (with how far they got; not failures), the completed files with
 * pages the engine could not fully read (why a file has fewer tables than expected), and the
 * batch's own error. A file that failed for want of its PDF password has a field for it and a
 * Retry button (BatchFilePassword); `focusKeyOf` and `onRetried` come from the row's useRetriedFile.
 */
export function BatchOutcome({
  batch,
  focusKeyOf = () => 0,
  onRetried = () => {},
}: {
  batch: Batch;
  focusKeyOf?: (fileId: string) => number;
  onRetried?: (fileId: string) => void;
}) {
  const tables = batch.results.reduce((sum, result) => sum + result.table_count, 0);
  const failures = batch.results.filter((result) => result.error && result.status !== "cancelled");
  const stopped = batch.results.filter((result) => result.error && result.status === "cancelled");
  const scanned = batch.results.filter((result) => (result.ocr_pages ?? []).length > 0);
  const incomplete = batch.results.filter(
    (result) => result.status === "completed" && (result.warnings ?? []).length > 0,
  );
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
            <FailedBatchFile
              key={`${result.filename}-${index}`}
              batchId={batch.id}
              result={result}
              focusKeyOf={focusKeyOf}
              onRetried={onRetried}
            />
          ))}
        </ul>
      )}
      {stopped.length > 0 && (
        <ul className="space-y-1 text-sm" aria-label="Files stopped by the cancel">
          {stopped.map((result, index) => (
            <li key={`${result.filename}-${index}`} className="text-gray-700">
              <span className="font-medium">{result.filename}</span>:{" "}
              <span className="text-gray-500">{result.error}</span>
            </li>
          ))}
        </ul>
      )}
      {incomplete.length > 0 && (
        <ul className="space-y-1 text-sm" aria-label="Files with pages not fully read">
          {incomplete.map((result, index) => (
            <li key={`${result.filename}-warnings-${index}`} className="text-gray-700">
              <span className="font-medium">{result.filename}</span>:{" "}
              <span className="text-amber-700">{warningsText(result.warnings ?? [])}</span>
            </li>
          ))}
        </ul>
      )}
      {scanned.length > 0 && (
        <ul className="space-y-1 text-sm" aria-label="Files read by OCR">
          {scanned.map((result, index) => (
            <li key={`${result.filename}-ocr-${index}`} className="text-gray-700">
              <span className="font-medium">{result.filename}</span>: Pages read by OCR: {result.ocr_pages!.join(", ")}
            </li>
          ))}
        </ul>
      )}
      {batch.error && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {batch.error}
        </p>
      )}
    </div>
  );
}

/** A file's page warnings, each its message, with its pages when it concerns more than one. */
function warningsText(warnings: NonNullable<Batch["results"][number]["warnings"]>): string {
  return warnings.map((w) => (w.pages.length > 1 ? `${w.message} (pages ${w.pages.join(", ")})` : w.message)).join(" ");
}
