import { useState } from "react";
import type { FileRejection } from "react-dropzone";
import { createBatch } from "../../api/batches";
import { TemplatePicker } from "../../templates/TemplatePicker";
import type { ExportFormat } from "../../api/extractionTypes";
import { BatchDropZone } from "../../batch/BatchDropZone";
import {
  alreadyChosenMessage,
  joinProblems,
  rejectionMessage,
  SELECT_FILES_MESSAGE,
  tooManyMessage,
} from "../../batch/dropMessages";
import { SelectedFiles } from "../../batch/SelectedFiles";
import { batchHint, type BatchPlan } from "../../batch/useBatchPlan";
import { useBatchUpload } from "../../batch/useBatchUpload";
import { useFileSelection } from "../../batch/useFileSelection";
import { FormatSelect } from "../../components/FormatSelect";
import { Notice } from "../../components/Notice";
import { ProgressBar } from "../../components/ProgressBar";
import { buttonPrimary } from "../../components/styles";
import { waiting } from "../../components/waiting";

const failureToast = (error: unknown) =>
  error instanceof Error && error.message ? error.message : "Failed to start batch processing";

/** Upload area, selected files, export format and 'Process N PDF(s)' of the Batch page (POST /batch/create). */
export function BatchUploadForm({ batchPlan }: { batchPlan: BatchPlan }) {
  const selection = useFileSelection(batchPlan.maxFiles);
  const [format, setFormat] = useState<ExportFormat>("xlsx");
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useBatchUpload(createBatch, { failureToast, onStarted: selection.clear });

  const onDrop = (accepted: File[], rejected: FileRejection[]) => {
    const problems = [rejectionMessage(rejected, batchPlan.maxBytes, batchPlan.plan?.name)];
    const added = selection.add(accepted);
    problems.push(alreadyChosenMessage(added.alreadyChosen));
    if (added.tooMany > 0 && batchPlan.maxFiles !== undefined)
      problems.push(tooManyMessage(batchPlan.maxFiles, added.leftOut));
    setProblem(joinProblems(problems));
  };
  const submit = () => {
    if (upload.sending) return;
    if (selection.files.length === 0) return setProblem(SELECT_FILES_MESSAGE);
    setProblem(null);
    upload.send({ files: selection.files, format });
  };
  const count = selection.files.length;
  // Clear All starts over: the error about the last drop goes with the files
  const clearAll = () => {
    selection.clear();
    setProblem(null);
  };

  return (
    <section className="space-y-4 rounded-xl border border-gray-200 bg-white p-5" aria-label="New batch">
      <BatchDropZone
        testId="batch-file-input"
        hint={batchHint(batchPlan)}
        maxBytes={batchPlan.maxBytes}
        onDrop={onDrop}
        disabled={upload.sending}
      />
      {problem && <Notice tone="error">{problem}</Notice>}
      <SelectedFiles files={selection.files} onRemove={selection.remove} onClear={clearAll} disabled={upload.sending} />
      {upload.sending && (
        <div className="space-y-1" aria-live="polite">
          <p className="text-sm text-gray-600">
            Uploading {count} {count === 1 ? "PDF" : "PDFs"}... {upload.percent}%
          </p>
          <ProgressBar percent={upload.percent} label="Upload progress" />
        </div>
      )}
      <TemplatePicker id="batch-template" />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <FormatSelect id="batch-format" value={format} onChange={setFormat} />
        {/* aria-disabled, not disabled: Chrome drops the focus of a button that turns disabled, and
            this one does as the upload starts and again when the sent files leave the list */}
        <button
          type="button"
          className={`${buttonPrimary} ${waiting}`}
          aria-disabled={count === 0 || upload.sending}
          // pressed with no files, it says why nothing happens
          onClick={submit}
        >
          {upload.sending ? "Processing..." : `Process ${count} ${count === 1 ? "PDF" : "PDFs"}`}
        </button>
      </div>
    </section>
  );
}
