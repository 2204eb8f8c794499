import type { ExtractedTable, ExtractionResult } from "../../api/extractionTypes";
import type { PreviewSource } from "../../preview/TablePreviewModal";

/** Why the flow asks for the PDF's password; `wrong` after a rejected attempt. */
export interface PasswordRequest {
  wrong: boolean;
}

/**
 * The home extraction flow (docs/product.md, Screens: Home): select -> uploading -> processing -> results
 * -> downloading -> select. Errors go back to select with a message; a failed download goes
 * back to results. Results shown again on coming back to the page (`restored`, shownResult.ts)
 * have no File: the stored extraction is all they need.
 */
export type FlowState =
  | { step: "select"; file: File | null; error: string | null; password: PasswordRequest | null }
  | { step: "uploading"; file: File; percent: number }
  | { step: "processing"; file: File; pagesDone: number; pagesTotal: number; queued?: boolean }
  | { step: "results"; file: File | null; source: PreviewSource; error: string | null; previewOpen: boolean }
  | { step: "downloading"; file: File | null; source: PreviewSource };

/** Everything that moves the flow. */
export type FlowAction =
  | { type: "choose"; file: File }
  | { type: "reset" }
  | { type: "upload" }
  | { type: "uploadProgress"; percent: number }
  | { type: "processing"; pagesDone: number; pagesTotal: number; queued?: boolean }
  | { type: "completed"; source: PreviewSource }
  | { type: "restored"; source: PreviewSource }
  | { type: "restoreFailed"; message: string }
  | { type: "failed"; message: string; dropFile?: boolean }
  | { type: "needPassword"; wrong: boolean }
  | { type: "closePreview" }
  | { type: "tablesSaved"; tables: ExtractedTable[] }
  | { type: "openPreview" }
  | { type: "download" }
  | { type: "downloadFailed" };

/** The flow before any file is chosen. */
export const initialFlow: FlowState = { step: "select", file: null, error: null, password: null };

/** Applies one action; actions that do not fit the current step leave it unchanged. */
export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case "choose":
      return state.step === "select" ? { step: "select", file: action.file, error: null, password: null } : state;
    case "reset":
      return initialFlow;
    case "upload":
      return state.step === "select" && state.file ? { step: "uploading", file: state.file, percent: 0 } : state;
    case "uploadProgress":
      return state.step === "uploading" ? { ...state, percent: action.percent } : state;
    case "processing":
      return state.step === "uploading" || state.step === "processing"
        ? {
            step: "processing",
            file: state.file,
            pagesDone: action.pagesDone,
            pagesTotal: action.pagesTotal,
            queued: action.queued === true,
          }
        : state;
    case "completed":
      return state.step === "uploading" || state.step === "processing"
        ? {
            step: "results",
            file: state.file,
            source: action.source,
            error: null,
            previewOpen: action.source.result.tables.length > 0,
          }
        : state;
    case "restored":
      // only over an untouched picker: a file the user has chosen meanwhile wins
      return state.step === "select" && !state.file
        ? { step: "results", file: null, source: action.source, error: null, previewOpen: false }
        : state;
    case "restoreFailed":
      return state.step === "select" && !state.file ? { ...state, error: action.message } : state;
    case "failed":
      // a file the server says is no PDF goes: the picker comes back for another one
      return "file" in state && state.file
        ? { step: "select", file: action.dropFile ? null : state.file, error: action.message, password: null }
        : state;
    case "needPassword":
      return state.step === "uploading" || state.step === "processing"
        ? { step: "select", file: state.file, error: null, password: { wrong: action.wrong } }
        : state;
    case "openPreview":
    case "closePreview":
      return state.step === "results" ? { ...state, previewOpen: action.type === "openPreview" } : state;
    case "tablesSaved":
      return state.step === "results"
        ? { ...state, source: { ...state.source, result: withTables(state.source.result, action.tables) } }
        : state;
    case "download":
      return state.step === "results" ? { step: "downloading", file: state.file, source: state.source } : state;
    case "downloadFailed":
      return state.step === "downloading"
        ? { step: "results", file: state.file, source: state.source, error: "Download failed", previewOpen: false }
        : state;
  }
}

function withTables(result: ExtractionResult, tables: ExtractedTable[]): ExtractionResult {
  const totalRows = tables.reduce((sum, table) => sum + table.data.length, 0);
  return { ...result, tables, table_count: tables.length, statistics: { ...result.statistics, total_rows: totalRows } };
}

/** Which of the four indicator steps (Upload, Extract, Review, Download) is current. */
export function stepIndexOf(state: FlowState): number {
  return { select: 0, uploading: 1, processing: 1, results: 2, downloading: 3 }[state.step];
}

/** The page being worked on, 1-based, for "Processing page X of Y". */
export const currentPage = (pagesDone: number, pagesTotal: number) => Math.max(1, Math.min(pagesDone + 1, pagesTotal));
