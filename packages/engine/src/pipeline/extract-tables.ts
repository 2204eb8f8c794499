import { EngineError } from "../errors.js";
import { resolveOptions, type EngineOptions } from "../options.js";
import { pagesToRead } from "../pages-to-read.js";
import { openDocument } from "../reader/open-document.js";
import { withLibraryMessages } from "../reader/library-log.js";
import { REPAIRED_FILE, repairedFileMessage } from "../reader/repaired-file.js";
import type { ExtractResult, ExtractWarning, PageReport, PageResult, Table } from "../types.js";
import { REPAIRED_FILE_FACTOR } from "./page-warnings.js";
import { loadOcrPage } from "./ocr-on-demand.js";
import { pageFailure } from "./page-failure.js";
import { resultFromPages } from "./result-from-pages.js";
import { beginPage, finishPage, type OcrReader } from "./page-start.js";
import { ReadAhead } from "./read-ahead.js";

/**
 * Finds the tables in a PDF. Document-level problems (not a PDF, damaged,
 * encrypted, no pages, pages out of range, bad options) reject with an
 * EngineError, except a template's pages past the document's end: those that
 * exist are read and the rest reported (`template_pages_past_end` on the
 * first page read, pages-to-read.ts). A page that fails or runs past its time budget is reported in
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
    // the template's pages past the end are skipped and reported; the request's are refused (pages-to-read.ts)
    const { pages: selected, pastEnd } = pagesToRead(
      settings.pages,
      opened.pageCount,
      typeof options.pages === "string" ? "request" : "template",
    );
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
        const { code, message } = pageFailure(error, pageNumber);
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
      if (pastEnd && firstRead) page.warnings = [{ page: pageNumber, ...pastEnd }, ...(page.warnings ?? [])];
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

/** `repaired_file`, reported on the first page read: the file was damaged (often truncated) and MuPDF rebuilt it. */
function repairedFileWarning(page: number, messages: readonly string[]): ExtractWarning {
  return { page, code: REPAIRED_FILE, message: repairedFileMessage(messages) };
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
