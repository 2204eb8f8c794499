import type * as mupdf from "mupdf";
import { EngineError, isEngineError } from "../errors.js";
import { messageOf } from "../reader/open-document.js";
import type { ResolvedOptions } from "../options.js";
import type { CancelSignal } from "../types.js";
import type { OcrPage, OcrSettings } from "../ocr/ocr-page.js";
import { ocrLimitWarning } from "../ocr/ocr-warnings.js";
import { processPage, type PageOutcome } from "./process-page.js";

/** Reads a page by OCR (the OCR stage's `ocrPage`, or a call that loads the stage first). */
export type OcrReader = (doc: mupdf.Document, pageNumber: number, settings: OcrSettings) => Promise<OcrPage>;

/** A page begun: its first pass done and, when it needs OCR, its OCR under way. */
export interface PageStart {
  first: PageOutcome;
  /** What OCR reads on the page; absent when the page needs none or the document's OCR page cap was reached. */
  ocr?: Promise<OcrPage>;
}

/**
 * Runs a page's first pass (on its text layer) and, when it has no usable one
 * (or OCR is forced), starts its OCR within the document's OCR page cap
 * (`pagesRead` counts the pages begun so far). The page's MuPDF work and the
 * OCR's up to its first wait run now; a supervisor timing pages sees them as
 * this call. The OCR's promise is awaited by `finishPage`. A page begun ahead
 * of its turn gets a `stop`: once it reads aborted (the extraction was
 * cancelled or is over before the page's turn), its OCR ends at once instead of
 * reading a page nobody will take.
 */
export function beginPage(
  doc: mupdf.Document,
  pageNumber: number,
  settings: ResolvedOptions,
  pagesRead: { used: number },
  readByOcr: OcrReader,
  stop?: CancelSignal,
): PageStart {
  const first = processPage(doc, pageNumber, settings, performance.now() + settings.pageTimeoutMs);
  if (!first.wantsOcr) return { first };
  if (pagesRead.used >= settings.ocr.maxPages)
    return { first: { ...first, warnings: [...first.warnings, ocrLimitWarning(pageNumber, settings.ocr.maxPages)] } };
  pagesRead.used++;
  const ocr = readByOcr(doc, pageNumber, {
    languages: settings.ocr.languages,
    timeoutMs: settings.ocr.pageTimeoutMs,
    rulingTolerances: settings.tolerances.ruling,
    ...(stop ? { stop } : {}),
  });
  ocr.catch(() => {});
  return { first, ocr };
}

/**
 * A begun page's outcome: its first pass, or the page run again on what OCR
 * read. The detectors get a fresh page budget after the OCR, which has its own.
 * OCR that fails (its engine could not load or crashed) fails the page as
 * `ocr_failed`, saying so: reported as the page's own fault it read "Page 3
 * cannot be read" (damaged_pdf) or a fault in the engine's tables code. Its
 * timeout and a stop keep their own codes.
 */
export async function finishPage(
  doc: mupdf.Document,
  pageNumber: number,
  settings: ResolvedOptions,
  start: PageStart,
): Promise<PageOutcome> {
  if (!start.ocr) return start.first;
  let ocr: OcrPage;
  try {
    ocr = await start.ocr;
  } catch (error) {
    if (isEngineError(error)) throw error;
    const reason = messageOf(error).replace(/[.!?]?$/, ".");
    throw new EngineError(
      "ocr_failed",
      `Page ${pageNumber} has no usable text layer and OCR could not read it: ${reason}`,
      { cause: error },
    );
  }
  return processPage(doc, pageNumber, settings, performance.now() + settings.pageTimeoutMs, ocr);
}
