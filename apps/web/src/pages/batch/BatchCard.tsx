import { Download, Trash2, XCircle } from "lucide-react";
import { useState, type Ref } from "react";
import {
  batchProgressLine,
  filesStillStopping,
  isBatchActive,
  isBatchDownloadable,
  type Batch,
} from "../../api/batchTypes";
import { BatchStatusBadge, BatchStatusIcon, batchPercent, formatBatchDate } from "../../batch/BatchStatus";
import type { useBatchActions } from "../../batch/useBatchActions";
import { ProgressBar } from "../../components/ProgressBar";
import { buttonSecondary } from "../../components/styles";
import { BatchOutcome, useRetriedFile } from "./BatchOutcome";
import { DeleteBatchDialog } from "./DeleteBatchDialog";

/**
 * One batch of the Processing History: status, counts, live progress, outcome and its actions.
 * `deleteRef` takes its delete button and `onDeleted` runs once the batch is deleted, so the list
 * can keep the keyboard focus.
 */
export function BatchCard({
  batch,
  actions,
  deleteRef,
  onDeleted,
}: {
  batch: Batch;
  actions: ReturnType<typeof useBatchActions>;
  deleteRef?: Ref<HTMLButtonElement>;
  onDeleted?: () => void;
}) {
  const { progress } = batch;
  const active = isBatchActive(batch);
  const stopping = filesStillStopping(batch);
  const busy = actions.busy(batch.id);
  const name = `Batch ${batch.id.slice(0, 8)}`;
  const [confirmDelete, setConfirmDelete] = useState(false);
  // kept here, not in the outcome: the outcome is gone while the retried file runs
  const retries = useRetriedFile();
  return (
    <li className="space-y-3 rounded-xl border border-gray-200 bg-white p-4" aria-label={name}>
      <div className="flex flex-wrap items-center gap-3">
        <BatchStatusIcon status={batch.status} />
        {/* at least 14rem: on a phone the buttons go under it rather than squeeze it into a sliver */}
        <div className="min-w-0 flex-1 basis-56">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-gray-900">{name}</h3>
            <BatchStatusBadge status={batch.status} />
          </div>
          <p className="text-sm text-gray-500">
            <span>
              {progress.processed_files}/{progress.total_files} files
            </span>{" "}
            · <time dateTime={batch.created_at}>{formatBatchDate(batch.created_at)}</time>
            {batch.ran_by && <> · by {batch.ran_by}</>}
          </p>
        </div>
        <div className="flex gap-2">
          {isBatchDownloadable(batch) && (
            <button
              type="button"
              className={buttonSecondary}
              disabled={busy}
              onClick={() => actions.download(batch.id)}
            >
              <Download className="h-4 w-4" aria-hidden /> Download
            </button>
          )}
          {active && (
            <button type="button" className={buttonSecondary} disabled={busy} onClick={() => actions.cancel(batch.id)}>
              <XCircle className="h-4 w-4" aria-hidden /> Cancel
            </button>
          )}
          <button
            ref={deleteRef}
            type="button"
            aria-label={`Delete ${name}`}
            disabled={busy}
            onClick={() => setConfirmDelete(true)}
            className="rounded-md border border-gray-300 p-2.5 text-gray-500 hover:bg-red-50 hover:text-red-600 disabled:opacity-50"
          >
            <Trash2 className="h-4 w-4" />
          </button>
        </div>
      </div>
      {active && (
        <div className="space-y-1">
          <div className="flex justify-between text-sm text-gray-600">
            <span className="min-w-0 truncate">{batchProgressLine(progress)}</span>
            <span>{batchPercent(progress)}%</span>
          </div>
          <ProgressBar percent={batchPercent(progress)} label={`Progress of ${name}`} />
        </div>
      )}
      {stopping > 0 && (
        <p className="text-sm text-gray-600" aria-live="polite">
          {stopping === 1 ? "1 file that was running is" : `${stopping} files that were running are`} still finishing
          {progress.current_file ? ` (${progress.current_file})` : ""}; the results show here once{" "}
          {stopping === 1 ? "it has" : "they have"}.
        </p>
      )}
      {!active && <BatchOutcome batch={batch} {...retries} />}
      {confirmDelete && (
        <DeleteBatchDialog
          batch={batch}
          name={name}
          onCancel={() => setConfirmDelete(false)}
          onConfirm={(withExtractions) => {
            setConfirmDelete(false);
            actions.remove({ id: batch.id, withExtractions }, { onSuccess: onDeleted });
          }}
        />
      )}
      {batch.expired && (
        <p className="text-sm text-gray-500">
          The PDFs and results of this batch were deleted at the end of the retention period.
        </p>
      )}
    </li>
  );
}
