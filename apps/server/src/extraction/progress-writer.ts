/** Progress as stored on the extraction row. */
export interface Progress {
  pagesTotal?: number;
  pagesDone?: number;
}

/**
 * Persists progress without flooding the database: the page total at once,
 * then at most one write per `intervalMs` (the last page always). Writes run
 * one after another, so an older count never overwrites a newer one.
 */
export class ProgressWriter {
  private lastWrite = 0;
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly write: (progress: Progress) => Promise<void>,
    private readonly onError: (error: unknown) => void,
    private readonly intervalMs = 250,
  ) {}

  start(pagesTotal: number): void {
    this.enqueue({ pagesTotal, pagesDone: 0 });
  }

  page(pagesDone: number, pagesTotal: number): void {
    if (pagesDone < pagesTotal && Date.now() - this.lastWrite < this.intervalMs) return;
    this.enqueue({ pagesDone, pagesTotal });
  }

  /** Resolves when every write so far has finished. */
  flushed(): Promise<void> {
    return this.chain;
  }

  private enqueue(progress: Progress): void {
    this.lastWrite = Date.now();
    this.chain = this.chain.then(() => this.write(progress)).catch(this.onError);
  }
}
