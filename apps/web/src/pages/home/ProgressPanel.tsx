import { Loader2 } from "lucide-react";
import { ProgressBar } from "../../components/ProgressBar";
import { currentPage, type FlowState } from "./extractionFlow";

/** Upload percentage, then "Queued" while the PDF waits for a worker, then "Processing page X of Y" while the server works. */
export function ProgressPanel({ state }: { state: Extract<FlowState, { step: "uploading" | "processing" }> }) {
  const uploading = state.step === "uploading";
  const queued = !uploading && state.queued === true;
  const title = uploading
    ? `Uploading ${state.file.name}`
    : queued
      ? `Queued: ${state.file.name}`
      : state.pagesTotal > 0
        ? `Processing page ${currentPage(state.pagesDone, state.pagesTotal)} of ${state.pagesTotal}`
        : `Processing ${state.file.name}`;
  const percent = uploading ? state.percent : state.pagesTotal > 0 ? (state.pagesDone / state.pagesTotal) * 100 : 0;
  return (
    <div className="space-y-3 rounded-xl border border-gray-200 bg-white p-6" aria-live="polite">
      <div className="flex items-center gap-3">
        <Loader2 className="h-5 w-5 shrink-0 animate-spin text-brand-600" aria-hidden />
        <p className="min-w-0 truncate font-medium text-gray-900">{title}</p>
        {uploading && <span className="ml-auto text-sm text-gray-500">{state.percent}%</span>}
      </div>
      <ProgressBar percent={percent} label={uploading ? "Upload progress" : "Extraction progress"} />
      <p className="text-sm text-gray-500">
        {uploading
          ? "Sending the PDF to the server..."
          : queued
            ? "The server is busy with other PDFs; yours starts as soon as a worker is free."
            : "Finding tables on each page. Large PDFs take a little longer."}
      </p>
    </div>
  );
}
