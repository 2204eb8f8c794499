import { CheckCircle2, Download, Eye, RotateCcw } from "lucide-react";
import type { ExportFormat } from "../../api/extractionTypes";
import { FormatSelect } from "../../components/FormatSelect";
import { Notice } from "../../components/Notice";
import { buttonPrimary, buttonSecondary } from "../../components/styles";
import type { FlowState } from "./extractionFlow";

/** 'Extraction Complete' with table and row counts, format, Download and Upload Another PDF. */
export function ResultsPanel({ state, format, onFormat, onDownload, onPreview, onReset }: {
  state: Extract<FlowState, { step: "results" | "downloading" }>;
  format: ExportFormat;
  onFormat: (format: ExportFormat) => void;
  onDownload: () => void;
  onPreview: () => void;
  onReset: () => void;
}) {
  const { result } = state.source;
  const downloading = state.step === "downloading";
  const tables = result.table_count ?? result.tables.length;
  return (
    <div className="space-y-4 rounded-xl border border-brand-200 bg-white p-6">
      <div className="flex items-start gap-3">
        <CheckCircle2 className="h-7 w-7 shrink-0 text-brand-600" aria-hidden />
        <div>
          <h2 className="text-lg font-semibold text-gray-900">Extraction Complete</h2>
          <p className="text-sm text-gray-600">
            Found {tables} {tables === 1 ? "table" : "tables"} with {result.statistics?.total_rows ?? 0} rows in {state.file.name}.
          </p>
        </div>
      </div>
      {state.step === "results" && state.error && <Notice tone="error">{state.error}</Notice>}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <FormatSelect id="results-format" value={format} onChange={onFormat} />
        <button type="button" className={buttonPrimary} onClick={onDownload} disabled={downloading}>
          <Download className="h-4 w-4" aria-hidden /> {downloading ? "Downloading..." : "Download"}
        </button>
        {result.tables.length > 0 && (
          <button type="button" className={buttonSecondary} onClick={onPreview} disabled={downloading}>
            <Eye className="h-4 w-4" aria-hidden /> Preview Tables
          </button>
        )}
        <button type="button" className={buttonSecondary} onClick={onReset}>
          <RotateCcw className="h-4 w-4" aria-hidden /> Upload Another PDF
        </button>
      </div>
    </div>
  );
}
