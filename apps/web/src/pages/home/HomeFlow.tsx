import { useEffect } from "react";
import { useAuth } from "../../auth/AuthContext";
import { Notice } from "../../components/Notice";
import { TablePreviewModal } from "../../preview/TablePreviewModal";
import { HomeDropZone } from "./HomeDropZone";
import { PasswordPrompt } from "./PasswordPrompt";
import { ProgressPanel } from "./ProgressPanel";
import { ResultsPanel } from "./ResultsPanel";
import { SelectedPdf } from "./SelectedPdf";
import { StepIndicator } from "./StepIndicator";
import { stepIndexOf } from "./extractionFlow";
import { useExtractionFlow } from "./useExtractionFlow";

/** Step indicator plus the current step of the home extraction flow. */
export function HomeFlow() {
  const flow = useExtractionFlow();
  const { state, reset } = flow;
  const { isAuthenticated } = useAuth();
  // A session that ends mid-flow (logout, revoked elsewhere) leaves nothing of the last user's file.
  useEffect(() => {
    if (!isAuthenticated) reset();
  }, [isAuthenticated, reset]);
  return (
    <div className="space-y-6">
      <StepIndicator current={stepIndexOf(state)} />
      {state.step === "select" && !state.file && <HomeDropZone onFile={flow.choose} />}
      {state.step === "select" && state.file && (
        <SelectedPdf file={state.file} onExtract={() => void flow.extract()} onRemove={flow.reset}>
          {state.error && <Notice tone="error">{state.error}</Notice>}
          {state.password && <PasswordPrompt request={state.password} onSubmit={(password) => void flow.extract(password)} />}
        </SelectedPdf>
      )}
      {(state.step === "uploading" || state.step === "processing") && <ProgressPanel state={state} />}
      {(state.step === "results" || state.step === "downloading") && (
        <ResultsPanel state={state} format={flow.format} onFormat={flow.setFormat} onDownload={() => void flow.download(flow.format)} onPreview={flow.openPreview} onReset={flow.reset} />
      )}
      {state.step === "results" && state.previewOpen && (
        <TablePreviewModal source={state.source} initialFormat={flow.format} onClose={flow.closePreview} onSaved={flow.tablesSaved} onDownload={(format) => void flow.download(format)} />
      )}
    </div>
  );
}
