import type * as mupdf from "mupdf";
import type { ResolvedOptions } from "../options.js";
import type { CancelSignal } from "../types.js";
import { beginPage, type OcrReader, type PageStart } from "./page-start.js";

/** A page begun ahead of its turn, or what stopped it. */
type Ahead = PageStart | { error: unknown };

/**
 * The stop of a page begun ahead of its turn: aborted once the extraction is
 * cancelled (its signal) or over before the page's turn came, so the page's
 * OCR ends instead of reading a page nobody will take. Never aborted once the
 * turn came: the current page is read to its end, as every page is.
 */
class AheadStop implements CancelSignal {
  turnCame = false;

  constructor(private readonly run: ReadAhead) {}

  get aborted(): boolean {
    return !this.turnCame && (this.run.isOver || this.run.signal?.aborted === true);
  }
}

/**
 * Scanned pages read ahead of their turn, so that up to `ocr.concurrency`
 * pages are read by OCR at once (each by its own OCR worker, on its own core)
 * while tables still come out page by page in order. Pages are begun in page
 * order, so the OCR page cap counts the same pages as reading one at a time.
 * Reading ahead stops at a page that needs no OCR: the pages after it are read
 * in their turn, as a document with a text layer always is.
 */
export class ReadAhead {
  private readonly begun = new Map<number, Ahead>();
  private readonly stops = new Map<number, AheadStop>();
  /** Pages `claimPage` refused: another run reads them. */
  private readonly othersPages = new Set<number>();
  private over = false;

  constructor(
    private readonly doc: mupdf.Document,
    private readonly settings: ResolvedOptions,
    private readonly pagesRead: { used: number },
  ) {}

  /** The page begun ahead of its turn, taken out of the read-ahead; undefined when it was not. Throws what stopped it. */
  take(pageNumber: number): PageStart | undefined {
    const ahead = this.begun.get(pageNumber);
    this.begun.delete(pageNumber);
    const stop = this.stops.get(pageNumber);
    if (stop) stop.turnCame = true;
    this.stops.delete(pageNumber);
    if (ahead && "error" in ahead) throw ahead.error;
    return ahead;
  }

  /**
   * Whether this run reads the page: always without `claimPage`; else a page begun ahead was claimed then, and any
   * other is claimed now. Each page is asked about once: a page refused ahead of its turn is not asked again.
   */
  claim(pageNumber: number): boolean {
    const claimPage = this.settings.claimPage;
    if (!claimPage || this.begun.has(pageNumber)) return true;
    if (this.othersPages.has(pageNumber)) return false;
    if (claimPage(pageNumber)) return true;
    this.othersPages.add(pageNumber);
    return false;
  }

  /** The extraction's signal, which stops the pages begun ahead too. */
  get signal(): CancelSignal | undefined {
    return this.settings.signal;
  }

  /** True once `end` was called. */
  get isOver(): boolean {
    return this.over;
  }

  /** The extraction is over (done, cancelled or failed): the OCR of pages still begun ahead ends. */
  end(): void {
    this.over = true;
  }

  /**
   * Begins the pages after `current` (an index into `pages`) while fewer than
   * `ocr.concurrency` pages are being read by OCR, the current one included,
   * and `ocr.mayReadAhead` (when given) allows each.
   * `onReadAhead` brackets each page's MuPDF work and the start of its OCR, so a
   * supervisor whose watchdog stops the thread then blames that page.
   */
  fill(pages: readonly number[], current: number, readByOcr: OcrReader): void {
    let reading = 1 + [...this.begun.values()].filter((a) => "ocr" in a && a.ocr).length;
    for (let next = current + 1; next < pages.length && reading < this.settings.ocr.concurrency; next++) {
      const pageNumber = pages[next]!;
      const already = this.begun.get(pageNumber);
      if (already) {
        if ("ocr" in already && already.ocr) continue; // counted above
        return;
      }
      if (this.settings.signal?.aborted) return;
      if (this.settings.ocr.mayReadAhead && !this.settings.ocr.mayReadAhead(pageNumber)) return;
      // another run has it (`claimPage`), and likely those after it
      if (!this.claim(pageNumber)) return;
      let ahead: Ahead;
      const stop = new AheadStop(this);
      this.settings.onReadAhead?.(pageNumber);
      try {
        ahead = beginPage(this.doc, pageNumber, this.settings, this.pagesRead, readByOcr, stop);
      } catch (error) {
        ahead = { error };
      } finally {
        this.settings.onReadAhead?.(null);
      }
      this.begun.set(pageNumber, ahead);
      this.stops.set(pageNumber, stop);
      if (!("ocr" in ahead) || !ahead.ocr) return;
      reading++;
    }
  }
}
