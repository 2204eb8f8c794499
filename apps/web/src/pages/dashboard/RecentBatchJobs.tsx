import { Download } from "lucide-react";
import { Link } from "react-router";
import { batchProgressLine, isBatchActive, isBatchDownloadable, type Batch } from "../../api/batchTypes";
import { BatchStatusBadge, batchPercent, formatBatchDate } from "../../batch/BatchStatus";
import { useBatchActions } from "../../batch/useBatchActions";
import { useBatches } from "../../batch/useBatches";
import { ProgressBar } from "../../components/ProgressBar";
import { FailedBatchFile, needsPassword } from "../batch/BatchFilePassword";
import { useRetriedFile } from "../batch/BatchOutcome";

/** How many batches the dashboard lists; the Batch page has them all. */
export const RECENT_BATCH_COUNT = 5;

/** The newest batches with live progress (the same list and polling as the Batch page). */
export function RecentBatchJobs() {
  const batches = useBatches();
  const actions = useBatchActions();
  const recent = batches.data?.slice(0, RECENT_BATCH_COUNT) ?? [];
  return (
    <section aria-label="Recent Batch Jobs" className="space-y-3 rounded-xl border border-gray-200 bg-white p-5">
      <div className="flex items-center justify-between">
        <h2 className="font-semibold text-gray-900">Recent Batch Jobs</h2>
        <Link to="/batch" className="text-sm font-medium text-brand-700 hover:underline">
          View all
        </Link>
      </div>
      {batches.isPending && <p className="text-sm text-gray-500">Loading batches...</p>}
      {batches.isError && !batches.data && <p className="text-sm text-red-600">Could not load your batches.</p>}
      {batches.data?.length === 0 && <p className="text-sm text-gray-500">No batch jobs yet.</p>}
      {recent.length > 0 && (
        <ul className="divide-y divide-gray-100">
          {recent.map((batch) => (
            <RecentBatchRow key={batch.id} batch={batch} actions={actions} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * One batch of the list. A file that failed for want of its PDF password has the Batch page's
 * password field and Retry button (BatchFilePassword, the same call), so a batch that failed or
 * partly failed that way is put right from here (docs/product.md, Batches).
 */
function RecentBatchRow({ batch, actions }: { batch: Batch; actions: ReturnType<typeof useBatchActions> }) {
  const name = `Batch ${batch.id.slice(0, 8)}`;
  // kept by the row: the retried file's field is gone while it runs
  const { focusKeyOf, onRetried } = useRetriedFile();
  const locked = isBatchActive(batch) ? [] : batch.results.filter(needsPassword);
  return (
    <li aria-label={name} className="space-y-2 py-3">
      <div className="flex items-center gap-3">
        <BatchStatusBadge status={batch.status} />
        <span className="min-w-0 flex-1 truncate text-sm font-medium text-gray-900">{name}</span>
        <span className="text-sm text-gray-600">
          {batch.progress.processed_files}/{batch.progress.total_files}
        </span>
        {isBatchDownloadable(batch) && (
          <button
            type="button"
            aria-label={`Download results of ${name}`}
            disabled={actions.busy(batch.id)}
            onClick={() => actions.download(batch.id)}
            className="rounded p-1.5 text-brand-700 hover:bg-brand-50 disabled:opacity-50"
          >
            <Download className="h-4 w-4" />
          </button>
        )}
      </div>
      {isBatchActive(batch) && (
        <>
          <p className="truncate text-xs text-gray-600">{batchProgressLine(batch.progress)}</p>
          <ProgressBar percent={batchPercent(batch.progress)} label={`Progress of ${name}`} />
        </>
      )}
      {locked.length > 0 && (
        <ul className="space-y-1 text-sm" aria-label="Files that need their password">
          {locked.map((result) => (
            <FailedBatchFile
              key={result.id}
              batchId={batch.id}
              result={result}
              focusKeyOf={focusKeyOf}
              onRetried={onRetried}
            />
          ))}
        </ul>
      )}
      <p className="text-xs text-gray-500">
        <time dateTime={batch.created_at}>{formatBatchDate(batch.created_at)}</time>
      </p>
    </li>
  );
}
