import type { ReactNode } from "react";
import { Notice } from "../../components/Notice";
import { PageSpinner } from "../../components/PageSpinner";
import { TablePreviewModal } from "../../preview/TablePreviewModal";
import { TemplatePicker } from "../../templates/TemplatePicker";
import { PasswordPrompt } from "./PasswordPrompt";
import { ProgressPanel } from "./ProgressPanel";
import { ResultsPanel } from "./ResultsPanel";
import { SelectedPdf } from "./SelectedPdf";
import { StepIndicator } from "./StepIndicator";
import { stepIndexOf } from "./extractionFlow";
import type { ExtractionFlow } from "./useExtractionFlow";

/**
 * The steps of the single-PDF flow (step indicator, chosen file, progress, results, preview).
 * `picker` shows while no file is chosen; Home passes its one-PDF zone, the dashboard its workspace.
 */
export function ExtractionFlowView({
  flow,
  picker,
  stepsWhileIdle = true,
}: {
  flow: ExtractionFlow;
  picker: ReactNode;
  stepsWhileIdle?: boolean;
}) {
  const { state } = flow;
  const idle = state.step === "select" && !state.file;
  if (flow.restoring) return <PageSpinner />;
  return (
    <div className="space-y-6">
      {(stepsWhileIdle || !idle) && <StepIndicator current={stepIndexOf(state)} />}
      {state.step === "select" && <TemplatePicker />}
      {idle && picker}
      {idle && state.error && <Notice tone="error">{state.error}</Notice>}
      {state.step === "select" && state.file && (
        <SelectedPdf file={state.file} onExtract={() => void flow.extract()} onRemove={flow.reset}>
          {state.error && <Notice tone="error">{state.error}</Notice>}
          {state.password && (
            <PasswordPrompt request={state.password} onSubmit={(password) => void flow.extract(password)} />
          )}
        </SelectedPdf>
      )}
      {(state.step === "uploading" || state.step === "processing") && <ProgressPanel state={state} />}
      {(state.step === "results" || state.step === "downloading") && (
        <ResultsPanel
          state={state}
          format={flow.format}
          onFormat={flow.setFormat}
          onDownload={() => void flow.download(flow.format)}
          onPreview={flow.openPreview}
          onReset={flow.reset}
          previewOpen={state.step === "results" && state.previewOpen}
        />
      )}
      {state.step === "results" && state.previewOpen && (
        <TablePreviewModal
          source={state.source}
          initialFormat={flow.format}
          onClose={flow.closePreview}
          onSaved={flow.tablesSaved}
          onDownload={(format) => void flow.download(format)}
        />
      )}
    </div>
  );
}
