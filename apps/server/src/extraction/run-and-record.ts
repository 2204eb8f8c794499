import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Table } from "@pdftab/engine";
import type { ExtractInfo } from "@pdftab/export";
import type { Database } from "../db/schema.js";
import * as history from "./history/index.js";
import type { PageError } from "./history/index.js";
import { ExtractionError, type ExtractionPool, type ExtractRecord, type ExtractSettings } from "./pool/index.js";
import { ProgressWriter } from "./progress-writer.js";

export { pageErrorsOf } from "./history/page-errors.js";

/**
 * How an extraction ended; failures carry the stable code. `tables` and `info` (the extraction
 * response) are there unless the run was `recordOnly`.
 */
export type ExtractionOutcome =
  | {
      ok: true;
      tableCount: number;
      tables?: Table[];
      info?: ExtractInfo;
      pageErrors: PageError[];
      warnings: PageError[];
    }
  | { ok: false; error: ExtractionError };

/** A run under way: the page total as soon as known, and the outcome (never rejects). */
export interface RecordedRun {
  pagesTotal: Promise<number | null>;
  /** Settles when the run has to wait for a worker (never, when one was free). */
  queued: Promise<void>;
  finished: Promise<ExtractionOutcome>;
}

/**
 * Runs one extraction on the pool for `owner` (the user whose turn and
 * concurrency cap it takes, batch files included) and keeps its history row `id` up to
 * date: page total and pages done while it runs, then the tables and their
 * summary, or the failure's code and message. Aborting `signal` stops the
 * run before its next page; it is recorded as failed with the code `cancelled`.
 * With `recordOnly` the outcome has no tables and no response (pool.extractRecord): the caller
 * reads only the table count, as a batch file does.
 */
export function runAndRecord(
  deps: { db: Kysely<Database>; pool: ExtractionPool; log: FastifyBaseLogger },
  id: string,
  pdf: Uint8Array,
  settings: ExtractSettings,
  fileName: string,
  owner: string,
  signal?: AbortSignal,
  recordOnly = false,
): RecordedRun {
  const { db, pool, log } = deps;
  let announce: (total: number | null) => void = () => {};
  const pagesTotal = new Promise<number | null>((resolve) => (announce = resolve));
  const progress = new ProgressWriter(
    (p) => history.updateProgress(db, id, p),
    (error) => log.warn({ err: error }, "progress write failed"),
  );
  let markQueued: () => void = () => {};
  const queued = new Promise<void>((resolve) => (markQueued = resolve));
  const hooks = {
    onQueued: () => markQueued(),
    onStart: (total: number) => {
      announce(total);
      progress.start(total);
    },
    onPage: (done: number, total: number) => progress.page(done, total),
  };
  const startedAt = performance.now();
  const elapsedMs = () => Math.round(performance.now() - startedAt);
  log.info({ extraction_id: id, method: settings.method ?? "auto" }, "extraction started");
  const run: Promise<{ record: ExtractRecord; result?: { tables: Table[] }; info?: ExtractInfo }> = recordOnly
    ? pool.extractRecord(pdf, settings, hooks, fileName, owner, signal)
    : pool.extract(pdf, settings, hooks, fileName, owner, signal);
  const finished = run
    .then(
      async ({ record, result, info }): Promise<ExtractionOutcome> => {
        await progress.flushed();
        log.info(
          { extraction_id: id, pages: record.pagesDone, tables: record.tableCount, ms: elapsedMs() },
          "extraction finished",
        );
        // every page read is done, whatever progress message may still be on its way
        await history.completeExtraction(db, id, record);
        const { tableCount, pageErrors, warnings } = record;
        return {
          ok: true,
          tableCount,
          pageErrors,
          warnings,
          ...(result && info ? { tables: result.tables, info } : {}),
        };
      },
      async (error: unknown): Promise<ExtractionOutcome> => {
        await progress.flushed();
        const e =
          error instanceof ExtractionError
            ? error
            : new ExtractionError("extraction_failed", "The PDF could not be processed");
        log.info({ extraction_id: id, code: e.code, ms: elapsedMs() }, "extraction failed");
        await history.failExtraction(db, id, e.code, e.message);
        return { ok: false, error: e };
      },
    )
    .catch((error: unknown): ExtractionOutcome => {
      log.error({ err: error }, "recording an extraction failed");
      return { ok: false, error: new ExtractionError("extraction_failed", "The extraction could not be recorded") };
    })
    .finally(() => announce(null));
  return { pagesTotal, queued, finished };
}
