import type { PageReport, PageResult } from "@pdftab/engine";

/** The pages an extraction reads and what became of each, shared by the threads that read them. */
export interface Plan {
  pages: number[];
  pageCount: number;
}

/**
 * What the threads reading one document share: the plan (from the first thread that opened it), every page's
 * outcome, and the caller's `onPage`, which gets each page's tables in page order whichever thread read it and
 * whenever it came (a page read ahead of an earlier one waits here). Pages the supervisor settles itself (stopped,
 * given up) have no tables and are not handed to `onPage`, as before there were several threads.
 */
export class DocumentRun {
  plan: Plan | undefined;
  readonly results = new Map<number, PageResult>();
  /** Ends every thread's run: the document was given up, or one thread failed. */
  readonly stop = new AbortController();
  private readonly waiting = new Map<number, PageResult>();
  private delivered = 0;

  /**
   * @param onPage the caller's hook when it takes tables page by page (streaming); without it every result keeps its
   *   tables here
   */
  constructor(private readonly onPage: ((page: PageResult) => void) | undefined) {}

  /** A page a thread read; a page already settled (given up meanwhile) keeps its first outcome. */
  pageRead(result: PageResult): void {
    const page = result.report.page;
    if (this.results.has(page)) return;
    if (!this.onPage) {
      this.results.set(page, result);
      return;
    }
    this.results.set(page, { ...result, tables: [] });
    this.waiting.set(page, result);
    this.deliver();
  }

  /** A page the supervisor settles without tables (stopped by the watchdog, not read). */
  settle(page: number, report: PageReport): void {
    if (this.results.has(page)) return;
    this.results.set(page, { report, tables: [] });
    this.deliver();
  }

  /** Settles every page of the plan not settled yet with `report`. */
  giveUp(report: (page: number) => PageReport): void {
    for (const page of this.missing()) this.settle(page, report(page));
  }

  /** The plan's pages without an outcome yet, in page order. */
  missing(): number[] {
    return this.plan ? this.plan.pages.filter((p) => !this.results.has(p)) : [];
  }

  /** Hands `onPage` every page whose turn has come: all pages before it in the plan have an outcome. */
  private deliver(): void {
    const pages = this.plan?.pages ?? [];
    while (this.delivered < pages.length) {
      const page = pages[this.delivered]!;
      if (!this.results.has(page)) return;
      const waiting = this.waiting.get(page);
      if (waiting) {
        this.waiting.delete(page);
        this.onPage!(waiting);
      }
      this.delivered++;
    }
  }
}
