import { useState } from "react";
import type { FileRejection } from "react-dropzone";
import { Link } from "react-router";
import { startBatchExtract } from "../../api/batches";
import type { ExportFormat } from "../../api/extractionTypes";
import { BatchDropZone } from "../../batch/BatchDropZone";
import {
  alreadyChosenMessage,
  joinProblems,
  proRequiredMessage,
  rejectionMessage,
  SINGLE_NOT_PDF_MESSAGE,
  tooManyMessage,
} from "../../batch/dropMessages";
import { SelectedFiles } from "../../batch/SelectedFiles";
import { batchHint, type BatchPlan } from "../../batch/useBatchPlan";
import { useBatchUpload } from "../../batch/useBatchUpload";
import { useFileSelection } from "../../batch/useFileSelection";
import { formatBytes } from "../../components/formatBytes";
import { FormatSelect } from "../../components/FormatSelect";
import { Notice } from "../../components/Notice";
import { ProgressBar } from "../../components/ProgressBar";
import { buttonPrimary } from "../../components/styles";
import { ConfirmBatchModal } from "./ConfirmBatchModal";

const failureToast = (error: unknown) =>
  error instanceof Error && error.message ? `Batch upload failed: ${error.message}` : "Batch upload failed";

/**
 * The dashboard's multi-PDF picker. One PDF runs the single-file flow with preview (`onSingle`),
 * on any plan; two or more become a batch (POST /pdf/batch-extract) after a confirmation.
 */
export function DashboardPicker({
  batchPlan,
  onSingle,
}: {
  batchPlan: BatchPlan;
  onSingle: (file: File, format: ExportFormat) => void;
}) {
  const { batchAllowed, maxBytes, plan } = batchPlan;
  const selection = useFileSelection(batchAllowed ? batchPlan.maxFiles : 1);
  const [format, setFormat] = useState<ExportFormat>("xlsx");
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const upload = useBatchUpload(startBatchExtract, { failureToast, onStarted: selection.clear });
  const count = selection.files.length;

  const onDrop = (accepted: File[], rejected: FileRejection[]) => {
    if (!batchAllowed && accepted.length > 1) return setProblem(proRequiredMessage(plan?.name ?? "Free"));
    // one PDF at a time is no batch: a refused file is told so in Home's words
    const problems = [
      rejectionMessage(rejected, maxBytes, plan?.name, batchAllowed ? undefined : SINGLE_NOT_PDF_MESSAGE),
    ];
    if (!batchAllowed) {
      if (accepted[0]) selection.replace([accepted[0]]);
    } else {
      const added = selection.add(accepted);
      problems.push(alreadyChosenMessage(added.alreadyChosen));
      if (added.tooMany > 0 && batchPlan.maxFiles !== undefined)
        problems.push(tooManyMessage(batchPlan.maxFiles, added.leftOut));
    }
    setProblem(joinProblems(problems));
  };
  const start = () => {
    setProblem(null);
    if (count === 1) return onSingle(selection.files[0]!, format);
    setConfirming(true);
  };
  const confirm = () => {
    setConfirming(false);
    upload.send({ files: selection.files, format });
  };
  const hint = batchAllowed
    ? batchHint(batchPlan)
    : `One PDF at a time${maxBytes ? `, up to ${formatBytes(maxBytes)}` : ""}${plan ? ` (${plan.name} plan)` : ""}`;

  return (
    <div className="space-y-4">
      <BatchDropZone
        testId="dashboard-file-input"
        hint={hint}
        maxBytes={maxBytes}
        onDrop={onDrop}
        disabled={upload.sending}
        severalWording={batchAllowed}
      />
      {!batchAllowed && (
        <p className="text-sm text-gray-600">
          Several PDFs at once? Batch processing needs {batchPlan.batchPlanNames}.{" "}
          <Link to="/pricing" className="font-medium text-brand-700 hover:underline">
            See plans
          </Link>
        </p>
      )}
      {problem && <Notice tone="error">{problem}</Notice>}
      <SelectedFiles
        files={selection.files}
        onRemove={selection.remove}
        onClear={selection.clear}
        disabled={upload.sending}
      />
      {upload.sending && (
        <div className="space-y-1" aria-live="polite">
          <p className="text-sm text-gray-600">
            Uploading {count} PDFs... {upload.percent}%
          </p>
          <ProgressBar percent={upload.percent} label="Upload progress" />
        </div>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <FormatSelect id="dashboard-format" value={format} onChange={setFormat} />
        <button type="button" className={buttonPrimary} disabled={count === 0 || upload.sending} onClick={start}>
          {upload.sending ? "Processing..." : count > 1 ? `Process ${count} PDFs` : "Extract Tables"}
        </button>
      </div>
      {confirming && (
        <ConfirmBatchModal count={count} format={format} onConfirm={confirm} onClose={() => setConfirming(false)} />
      )}
    </div>
  );
}
