import { EngineError, isEngineError } from "../errors.js";
import { resolveOptions, selectPages, type EngineOptions } from "../options.js";
import { openDocument, messageOf } from "../reader/open-document.js";
import { withLibraryMessages } from "../reader/library-log.js";
import type { ExtractResult, ExtractWarning, PageReport, PageResult, Table } from "../types.js";
import { REPAIRED_FILE_FACTOR } from "./page-warnings.js";
import { loadOcrPage } from "./ocr-on-demand.js";
import { resultFromPages } from "./result-from-pages.js";
import { beginPage, finishPage, type OcrReader } from "./page-start.js";
import { ReadAhead } from "./read-ahead.js";

/**
 * The pages to read. When they came from the template (no `pages` option), a range past the end
 * says so: the user reads "Page 9 is out of range" as about their own request, which named none.
 */
function selectedPages(spec: string | null, pageCount: number, fromTemplate: boolean): number[] {
  try {
    return selectPages(spec, pageCount);
  } catch (error) {
    if (!fromTemplate || !isEngineError(error) || error.code !== "page_out_of_range") throw error;
    throw new EngineError(
      "page_out_of_range",
      `The template reads pages ${spec}, past the end of this document, which has ${pageCount} page(s). ` +
        "Give the pages to read with the request, or change the template's pages.",
    );
  }
}

/**
 * Finds the tables in a PDF. Document-level problems (not a PDF, damaged,
 * encrypted, no pages, pages out of range, bad options) reject with an
 * EngineError; a page that fails or runs past its time budget is reported in
 * `pages` and `warnings`, and the rest of the document still returns. Pages
 * are read one at a time and their MuPDF objects freed before the next, so
 * memory stays flat. Each page's result is complete when `onPageDone` sees
 * it (warnings and confidence included), so a supervisor that assembles a
 * document from several runs (`resultFromPages`) gets the same answer.
 * `signal` is read before each page: once aborted, the call rejects with
 * EngineError("cancelled") and the pages read so far are dropped.
 * With `ocr.concurrency` above 1, scanned pages are begun ahead of their turn
 * (`ReadAhead`) so their OCR runs side by side; results still come in page order.
 * With `claimPage`, runs of the same document in several threads share its
 * pages: each reads only the pages it claims.
 */
export async function extractTables(pdf: Uint8Array, options: EngineOptions = {}): Promise<ExtractResult> {
  const settings = resolveOptions(options);
  if (!(pdf instanceof Uint8Array))
    throw new EngineError("invalid_options", "pdf must be a Uint8Array of the file's bytes.");
  // MuPDF reports a repaired cross-reference table while opening (a truncated or damaged file).
  const { value: opened, messages: openMessages } = withLibraryMessages(() => openDocument(pdf, settings.password));
  const repaired = openMessages.length > 0;
  let readAhead: ReadAhead | undefined;
  try {
    const selected = selectedPages(settings.pages, opened.pageCount, typeof options.pages !== "string");
    settings.onPlan?.([...selected], opened.pageCount);
    const pages: PageResult[] = [];
    const pagesRead = { used: 0 };
    readAhead = new ReadAhead(opened.doc, settings, pagesRead);
    // pages this run read (others may be another reader's: `claimPage`)
    let read = 0;
    for (const [done, pageNumber] of selected.entries()) {
      if (settings.signal?.aborted) throw cancelled(pageNumber, done, selected.length);
      // another run reads it (`claimPage`)
      if (!readAhead.claim(pageNumber)) continue;
      const firstRead = read++ === 0;
      settings.onPageStart?.(pageNumber);
      const started = performance.now();
      let page: PageResult;
      try {
        const start = readAhead.take(pageNumber) ?? beginPage(opened.doc, pageNumber, settings, pagesRead, readByOcr);
        if (start.ocr) {
          settings.onPageOcr?.(pageNumber, settings.ocr.pageTimeoutMs);
          if (settings.ocr.concurrency > 1) readAhead.fill(selected, done, await loadOcrPage());
        }
        const outcome = await finishPage(opened.doc, pageNumber, settings, start);
        const tables = repaired ? outcome.tables.map((t) => distrusted(t, REPAIRED_FILE_FACTOR)) : outcome.tables;
        const report: PageReport = {
          page: pageNumber,
          status: "ok",
          tableCount: tables.length,
          elapsedMs: elapsed(started),
          ...(settings.debug ? { stages: outcome.stages } : {}),
        };
        page = { report, tables, pageHeight: outcome.pageHeight, warnings: outcome.warnings };
      } catch (error) {
        const code = pageErrorCode(error);
        const message = isEngineError(error) ? error.message : `Page ${pageNumber} cannot be read: ${messageOf(error)}`;
        const report: PageReport = {
          page: pageNumber,
          status: code === "page_timeout" ? "timeout" : "error",
          error: { code, message },
          tableCount: 0,
          elapsedMs: elapsed(started),
        };
        page = {
          report,
          tables: [],
          warnings: [{ page: pageNumber, code, message: `${message} No tables are reported for it.` }],
        };
      }
      if (repaired && firstRead)
        page.warnings = [repairedFileWarning(pageNumber, openMessages), ...(page.warnings ?? [])];
      settings.onPageDone?.(page);
      // Without keepTables the caller has the tables now; the result keeps the report and warnings only.
      pages.push(settings.keepTables ? page : { ...page, tables: [] });
      settings.onProgress?.(done + 1, selected.length);
      // Let other work (timers, progress messages) run between pages.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    return resultFromPages(pages, opened.pageCount, settings.stitch);
  } finally {
    readAhead?.end();
    opened.close();
  }
}

/** The error of a run stopped by its signal before `page` (the `done`th of `total` pages to read). */
function cancelled(page: number, done: number, total: number): EngineError {
  return new EngineError(
    "cancelled",
    `The extraction was cancelled before page ${page} (${done} of ${total} pages read).`,
  );
}

/** Reads a page by OCR, loading the OCR stage the first time (ocr-on-demand.ts). */
const readByOcr: OcrReader = async (doc, pageNumber, settings) => (await loadOcrPage())(doc, pageNumber, settings);

/**
 * The code reported for a failed page: the EngineError's own, internal_error
 * for a fault in the engine's code (so it is not blamed on the file), else
 * damaged_pdf (MuPDF could not interpret the page).
 */
function pageErrorCode(error: unknown): string {
  if (isEngineError(error)) return error.code;
  if (error instanceof TypeError || error instanceof RangeError || error instanceof ReferenceError)
    return "internal_error";
  return "damaged_pdf";
}

/** `repaired_file`, reported on the first page read: the file was damaged (often truncated) and MuPDF rebuilt it. */
function repairedFileWarning(page: number, messages: readonly string[]): ExtractWarning {
  return {
    page,
    code: "repaired_file",
    message: `The file is damaged (${messages[0]}) and was repaired to be read; pages or rows may be missing, and tables are reported with lower confidence.`,
  };
}

/** A table whose confidence (and its cells') is scaled down by `factor`. */
function distrusted(table: Table, factor: number): Table {
  const scale = (v: number) => Math.round(v * factor * 1000) / 1000;
  return {
    ...table,
    confidence: scale(table.confidence),
    rows: table.rows.map((row) =>
      row.map((cell) => (cell ? { ...cell, confidence: scale(cell.confidence ?? table.confidence) } : null)),
    ),
  };
}

function elapsed(started: number): number {
  return Math.round((performance.now() - started) * 10) / 10;
}
