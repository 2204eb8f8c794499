import { EngineError, isEngineError } from "../errors.js";
import { resolveOptions, selectPages, type EngineOptions } from "../options.js";
import { openDocument, messageOf } from "../reader/open-document.js";
import type { ExtractResult, PageReport, Table } from "../types.js";
import { processPage } from "./process-page.js";
import { stitchTables } from "./stitch.js";

/**
 * Finds the tables in a PDF. Document-level problems (not a PDF, damaged,
 * encrypted, no pages, pages out of range, bad options) reject with an
 * EngineError; a page that fails or runs past its time budget is reported in
 * `pages` and the rest of the document still returns. Pages are read one at
 * a time and their MuPDF objects freed before the next, so memory stays flat.
 */
export async function extractTables(pdf: Uint8Array, options: EngineOptions = {}): Promise<ExtractResult> {
  const settings = resolveOptions(options);
  if (!(pdf instanceof Uint8Array)) throw new EngineError("invalid_options", "pdf must be a Uint8Array of the file's bytes.");
  const opened = openDocument(pdf, settings.password);
  try {
    const selected = selectPages(settings.pages, opened.pageCount);
    const reports: PageReport[] = [];
    let tables: Table[] = [];
    const pageHeights = new Map<number, number>();
    for (const [done, pageNumber] of selected.entries()) {
      const started = performance.now();
      try {
        const outcome = processPage(opened.doc, pageNumber, settings, started + settings.pageTimeoutMs);
        tables.push(...outcome.tables);
        pageHeights.set(pageNumber, outcome.pageHeight);
        reports.push({ page: pageNumber, status: "ok", tableCount: outcome.tables.length, elapsedMs: elapsed(started), ...(settings.debug ? { stages: outcome.stages } : {}) });
      } catch (error) {
        const code = pageErrorCode(error);
        reports.push({
          page: pageNumber,
          status: code === "page_timeout" ? "timeout" : "error",
          error: { code, message: isEngineError(error) ? error.message : `Page ${pageNumber} cannot be read: ${messageOf(error)}` },
          tableCount: 0,
          elapsedMs: elapsed(started),
        });
      }
      settings.onProgress?.(done + 1, selected.length);
      // Let other work (timers, progress messages) run between pages.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    if (settings.stitch) tables = stitchTables(tables, pageHeights);
    return { pageCount: opened.pageCount, tables, pages: reports };
  } finally {
    opened.close();
  }
}

/**
 * The code reported for a failed page: the EngineError's own, internal_error
 * for a fault in the engine's code (so it is not blamed on the file), else
 * damaged_pdf (MuPDF could not interpret the page).
 */
function pageErrorCode(error: unknown): string {
  if (isEngineError(error)) return error.code;
  if (error instanceof TypeError || error instanceof RangeError || error instanceof ReferenceError) return "internal_error";
  return "damaged_pdf";
}

function elapsed(started: number): number {
  return Math.round((performance.now() - started) * 10) / 10;
}
