import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { ApiError } from "../../api/ApiError";
import type { ExportFormat, ExtractedTable } from "../../api/extractionTypes";
import {
  downloadExtraction,
  downloadName,
  extractInfo,
  extractToFile,
  fetchExtractionResult,
  startExtraction,
} from "../../api/extractions";
import { refreshAfterExtraction } from "../../api/refreshAfterExtraction";
import { saveBlob } from "../../api/saveBlob";
import { waitForExtraction } from "../../api/waitForExtraction";
import { toast } from "../../toast/toastStore";
import { useWarnBeforeUnload } from "../../components/useWarnBeforeUnload";
import { useTemplateIdForUpload } from "../../templates/TemplatePicker";
import { flowReducer, initialFlow } from "./extractionFlow";
import { useShownResultInHistory } from "./useShownResultInHistory";

/** Delay between a download starting and the flow returning to upload (docs/product.md, Timing and display constants). */
export const POST_DOWNLOAD_RESET_MS = 2000;

const PASSWORD_CODES: Record<string, boolean> = { password_required: false, wrong_password: true };

/** The wording for a failed extraction (docs/product.md, Error messages users see), with the server's reason when there is one. */
export function extractionFailedMessage(error: unknown): string {
  const detail = error instanceof Error ? error.message : "";
  return detail ? `Extraction failed: ${detail}` : "Extraction failed";
}

/**
 * The server's answer for bytes that are no PDF at all (a renamed file): the picker's own wording,
 * "Please upload a valid PDF file", not an extraction that failed (docs/product.md, Error messages
 * users see: Home, not a PDF).
 */
const isNotAPdf = (error: unknown) =>
  error instanceof ApiError && (error.code === "unsupported_media_type" || error.code === "not_a_pdf");

/** pickPdf.ts's INVALID_PDF_MESSAGE, written out: importing it would split the picker's module out of Home's first load. */
const NOT_A_PDF_MESSAGE = "Please upload a valid PDF file";

/** What `useExtractionFlow` hands to the views of the single-PDF flow. */
export type ExtractionFlow = ReturnType<typeof useExtractionFlow>;

/** Drives the home flow: upload with progress, polling, results, preview and download. */
export function useExtractionFlow() {
  const [state, dispatch] = useReducer(flowReducer, initialFlow);
  const restoring = useShownResultInHistory(state, dispatch);
  const [format, setFormat] = useState<ExportFormat>("xlsx");
  const queryClient = useQueryClient();
  const templateId = useTemplateIdForUpload();
  const run = useRef<AbortController | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // closing the tab mid-upload would lose the file; once uploaded, the server has it
  useWarnBeforeUnload(state.step === "uploading");

  useEffect(
    () => () => {
      run.current?.abort();
      clearTimeout(resetTimer.current);
    },
    [],
  );

  const reset = useCallback(() => {
    clearTimeout(resetTimer.current);
    run.current?.abort();
    dispatch({ type: "reset" });
  }, []);

  const extract = useCallback(
    /** Extracts the chosen PDF, or `chosen` when given (a picker that hands over its file and starts at once). */
    async (password?: string, chosen?: File) => {
      if (state.step !== "select") return;
      const file = chosen ?? state.file;
      if (!file) return;
      run.current?.abort();
      const controller = new AbortController();
      run.current = controller;
      const signal = controller.signal;
      if (chosen) dispatch({ type: "choose", file: chosen });
      dispatch({ type: "upload" });
      const onProgress = (percent: number) => dispatch({ type: "uploadProgress", percent });
      try {
        let started;
        try {
          started = await startExtraction(file, { password, onProgress, signal, templateId });
        } catch (error) {
          // A server without the job endpoint still has the synchronous POST /pdf/extract-info.
          if (!(error instanceof ApiError && error.status === 404)) throw error;
          const result = await extractInfo(file, { password, onProgress, signal });
          dispatch({ type: "completed", source: { extractionId: null, filename: file.name, result } });
          return;
        }
        dispatch({
          type: "processing",
          pagesDone: 0,
          pagesTotal: started.pages_total ?? 0,
          queued: started.queued === true,
        });
        await waitForExtraction(started.id, {
          signal,
          onProgress: (p) =>
            dispatch({
              type: "processing",
              pagesDone: p.pages_done,
              pagesTotal: p.pages_total ?? 0,
              queued: p.queued === true,
            }),
        });
        const result = await fetchExtractionResult(started.id);
        dispatch({ type: "completed", source: { extractionId: started.id, filename: file.name, result, password } });
      } catch (error) {
        if (signal.aborted) return;
        const wrong = error instanceof ApiError ? PASSWORD_CODES[error.code] : undefined;
        if (wrong !== undefined) dispatch({ type: "needPassword", wrong });
        else if (isNotAPdf(error)) dispatch({ type: "failed", message: NOT_A_PDF_MESSAGE, dropFile: true });
        else dispatch({ type: "failed", message: extractionFailedMessage(error) });
      } finally {
        refreshAfterExtraction(queryClient);
      }
    },
    [state, queryClient, templateId],
  );

  const download = useCallback(
    async (chosen: ExportFormat) => {
      if (state.step !== "results") return;
      setFormat(chosen);
      dispatch({ type: "download" });
      try {
        const { extractionId } = state.source;
        const file = extractionId
          ? await downloadExtraction(extractionId, chosen)
          : state.file
            ? await extractToFile(state.file, chosen)
            : null;
        if (!file) throw new Error("Nothing to download");
        saveBlob(file.blob, downloadName(chosen, file.filename));
        toast.success("Download started");
        resetTimer.current = setTimeout(() => dispatch({ type: "reset" }), POST_DOWNLOAD_RESET_MS);
      } catch {
        toast.error("Download failed");
        dispatch({ type: "downloadFailed" });
      }
    },
    [state],
  );

  return {
    state,
    /** The results the page showed before (closing the workspace, Back) are being fetched again. */
    restoring,
    format,
    setFormat,
    choose: (file: File) => dispatch({ type: "choose", file }),
    reset,
    extract,
    download,
    openPreview: () => dispatch({ type: "openPreview" }),
    closePreview: () => dispatch({ type: "closePreview" }),
    tablesSaved: (tables: ExtractedTable[]) => dispatch({ type: "tablesSaved", tables }),
  };
}
