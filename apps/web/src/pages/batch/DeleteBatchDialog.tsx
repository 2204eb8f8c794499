import { useState } from "react";
import type { Batch } from "../../api/batchTypes";
import { Modal } from "../../components/Modal";
import { buttonSecondary } from "../../components/styles";

/**
 * Asks before a batch is deleted and says what goes: the batch and its zip. The extractions its
 * files made are rows of the history; they stay unless the box is ticked.
 */
export function DeleteBatchDialog({
  batch,
  name,
  onCancel,
  onConfirm,
}: {
  batch: Batch;
  name: string;
  onCancel: () => void;
  onConfirm: (withExtractions: boolean) => void;
}) {
  const [withExtractions, setWithExtractions] = useState(false);
  const ran = batch.results.filter((result) => result.status === "completed" || result.status === "failed").length;
  return (
    <Modal title={`Delete ${name}?`} onClose={onCancel}>
      <p className="text-sm text-gray-600">
        This deletes the batch and its results zip ({batch.progress.total_files}{" "}
        {batch.progress.total_files === 1 ? "file" : "files"}).
        {ran > 0 &&
          " The extractions its files made stay in your History, each with its PDF and tables, unless you tick the box below."}
      </p>
      {ran > 0 && (
        <label className="mt-4 flex items-start gap-2 text-sm text-gray-700">
          <input
            type="checkbox"
            className="mt-0.5"
            checked={withExtractions}
            onChange={(event) => setWithExtractions(event.target.checked)}
          />
          <span>Also delete these extractions from History</span>
        </label>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonSecondary} onClick={onCancel}>
          Keep Batch
        </button>
        <button
          type="button"
          className="inline-flex items-center justify-center rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700"
          onClick={() => onConfirm(withExtractions)}
        >
          Delete Batch
        </button>
      </div>
    </Modal>
  );
}
