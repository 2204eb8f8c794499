import { AlertTriangle, CheckCircle2, Download, Eye, RotateCcw } from "lucide-react";
import { useEffect, useRef } from "react";
import type { ExportFormat, ExtractionWarning } from "../../api/extractionTypes";
import { FormatSelect } from "../../components/FormatSelect";
import { Notice } from "../../components/Notice";
import { OcrPagesNote, ocrPagesOf } from "../../components/OcrPagesNote";
import { buttonPrimary, buttonSecondary } from "../../components/styles";
import { OpenWorkspaceLink } from "../../workspace/OpenWorkspaceLink";
import type { FlowState } from "./extractionFlow";
import { waiting } from "../../components/waiting";

/**
 * A button that turns `disabled` while focused loses the focus to the page; while a download runs
 * Download and Preview Tables say they wait instead (the classes History's busy buttons use, so no
 * new CSS lands in the first load). A press meanwhile does nothing: the flow downloads only from
 * the results.
 */

/** The pages listed as "page 3" or "pages 1, 2 and 5". */
function pageList(pages: number[]): string {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  if (sorted.length === 1) return `page ${sorted[0]}`;
  return `pages ${sorted.slice(0, -1).join(", ")} and ${sorted.at(-1)}`;
}

/** The engine's warnings, one line per page note. */
function WarningList({ warnings }: { warnings: ExtractionWarning[] }) {
  return (
    <Notice tone="warning">
      <ul className="list-disc space-y-1 pl-4" aria-label="Extraction warnings">
        {warnings.map((w, i) => (
          <li key={i}>
            Page {w.page}: {w.message}
          </li>
        ))}
      </ul>
    </Notice>
  );
}

/**
 * 'Extraction Complete' with table and row counts, format, Download and Upload Another PDF;
 * a PDF whose pages have no text layer (scanned) says so instead, and the engine's other
 * warnings (damaged pages) are listed under the counts. Closing the preview (`previewOpen`
 * turning false) puts keyboard focus on Preview Tables.
 */
export function ResultsPanel({
  state,
  format,
  onFormat,
  onDownload,
  onPreview,
  onReset,
  previewOpen = false,
}: {
  state: Extract<FlowState, { step: "results" | "downloading" }>;
  format: ExportFormat;
  onFormat: (format: ExportFormat) => void;
  onDownload: () => void;
  onPreview: () => void;
  onReset: () => void;
  previewOpen?: boolean;
}) {
  // The preview opens by itself when the results come, while nothing has focus, so it has no
  // place to give focus back to on close; Preview Tables is that place (Enter opens it again).
  const previewButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(previewOpen);
  useEffect(() => {
    if (wasOpen.current && !previewOpen) previewButton.current?.focus();
    wasOpen.current = previewOpen;
  }, [previewOpen]);
  const { result } = state.source;
  const downloading = state.step === "downloading";
  const tables = result.table_count ?? result.tables.length;
  const rows = result.statistics?.total_rows ?? 0;
  const warnings = result.warnings ?? [];
  const scannedPages = warnings.filter((w) => w.code === "no_text_layer").map((w) => w.page);
  const looksScanned = tables === 0 && scannedPages.length > 0;
  return (
    <div
      className={`space-y-4 rounded-xl border bg-white p-6 ${looksScanned ? "border-amber-200" : "border-brand-200"}`}
    >
      <div className="flex items-start gap-3">
        {looksScanned ? (
          <AlertTriangle className="h-7 w-7 shrink-0 text-amber-600" aria-hidden />
        ) : (
          <CheckCircle2 className="h-7 w-7 shrink-0 text-brand-600" aria-hidden />
        )}
        <div>
          <h2 className="text-lg font-semibold text-gray-900">
            {looksScanned ? "No Text to Read" : "Extraction Complete"}
          </h2>
          <p className="text-sm text-gray-600">
            {looksScanned
              ? `${state.source.filename} looks scanned: ${pageList(scannedPages)} ${scannedPages.length === 1 ? "has" : "have"} no text layer, and OCR found no table text on ${scannedPages.length === 1 ? "it" : "them"} (or the plan's OCR pages per file were used up), so no tables could be read.`
              : `Found ${tables} ${tables === 1 ? "table" : "tables"} with ${rows} ${rows === 1 ? "row" : "rows"} in ${state.source.filename}.`}
          </p>
        </div>
      </div>
      <OcrPagesNote pages={ocrPagesOf(warnings)} />
      {warnings.length > 0 && <WarningList warnings={warnings} />}
      {state.step === "results" && state.error && <Notice tone="error">{state.error}</Notice>}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <FormatSelect id="results-format" value={format} onChange={onFormat} />
        <button
          type="button"
          className={`${buttonPrimary} ${waiting}`}
          onClick={downloading ? undefined : onDownload}
          aria-disabled={downloading || undefined}
        >
          <Download className="h-4 w-4" aria-hidden /> {downloading ? "Downloading..." : "Download"}
        </button>
        {result.tables.length > 0 && (
          <button
            type="button"
            ref={previewButton}
            className={`${buttonSecondary} ${waiting}`}
            onClick={downloading ? undefined : onPreview}
            aria-disabled={downloading || undefined}
          >
            <Eye className="h-4 w-4" aria-hidden /> Preview Tables
          </button>
        )}
        {state.source.extractionId && (
          <OpenWorkspaceLink
            extractionId={state.source.extractionId}
            password={state.source.password}
            // results shown again without their File came back from the workspace (or Back)
            focusOnShow={state.file === null}
          />
        )}
        <button type="button" className={buttonSecondary} onClick={onReset}>
          <RotateCcw className="h-4 w-4" aria-hidden /> Upload Another PDF
        </button>
      </div>
    </div>
  );
}
