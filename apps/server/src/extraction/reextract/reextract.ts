import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Table } from "@pdftab/engine";
import { checkAreas, isEngineError } from "@pdftab/engine/input";
import type { Database } from "../../db/schema.js";
import { errors } from "../../errors/index.js";
import type { FileStore } from "../../storage/index.js";
import {
  findExtraction,
  isExpired,
  summaryOf,
  updateProgress,
  type ExtractionRecord,
  type PageError,
} from "../history/index.js";
import { poolWork } from "../output/finished-tables.js";
import { ExtractionError, type ExtractionPool } from "../pool/index.js";
import { ProgressWriter } from "../progress-writer.js";
import { pageErrorsOf } from "../run-and-record.js";
import { mergePages } from "./merge-pages.js";
import { withPastEndNotice } from "./past-end-notice.js";
import { planRerun } from "./plan-rerun.js";
import { abandonRerun, beginRerun, completeRerun, extractionExists } from "./rerun-repository.js";
import { settingsAfter } from "./reextract-request.js";
import type { ExtractionEnded } from "../../webhooks/webhook-service.js";

export interface ReextractDeps {
  db: Kysely<Database>;
  storage: FileStore;
  pool: ExtractionPool;
  log: FastifyBaseLogger;
  /** Told when the run ended, like a first run (webhooks); never throws. */
  onEnded?: (ended: ExtractionEnded) => Promise<void>;
}

/**
 * Re-runs a stored extraction with changed settings, without a new upload:
 * only the pages `planRerun` picks are read again; the other pages keep
 * their tables and the user's edits. Refuses an expired extraction (410),
 * one under way (409 extraction_processing), one without a stored PDF (409),
 * bad fields and areas outside the pages (422). A run that fails leaves the
 * stored tables as they were and throws its error. Answers the record as
 * stored afterwards (built here, so the large result is not read back).
 * A run that started is announced to the workspace's webhooks either way
 * (`reextraction: true`); a refused request is not a run and is not.
 * An extraction deleted while this runs is 404 like an unknown id, and
 * nothing is restored or announced for it: it no longer exists.
 */
export async function reextract(
  deps: ReextractDeps,
  userId: string,
  record: ExtractionRecord,
  body: unknown,
): Promise<ExtractionRecord> {
  const { db, storage, pool, log } = deps;
  if (isExpired(record)) throw errors.extractionExpired();
  if (record.status === "processing") throw errors.extractionProcessing();
  if (!record.storageKey) throw errors.noStoredPdf();
  const { settings, password } = await settingsAfter(db, record.workspaceId, record.settings, body);

  const bytes = await storage.get(record.storageKey).catch(async (error: unknown) => {
    throw (await gone(db, record.id)) ?? error;
  });
  const pdf = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const sizes = await poolWork(pool.pageSizes(pdf, password, userId));
  const [problem] = checkAreas(sizes, settings.areas ?? {}, settings.columns ?? {});
  if (problem) throw errors.invalidAreas(problem.field, problem.message);
  const hadTables = record.status === "completed" && record.tables !== null;
  let plan;
  try {
    plan = planRerun(record.settings, settings, sizes.length, hadTables ? record.tables : null);
  } catch (error) {
    if (isEngineError(error)) throw errors.extractionFailed(error.code, error.message);
    throw error;
  }

  const about = deps.onEnded ? await ended(db, record) : null;
  const announce = (outcome: ExtractionEnded["outcome"]) =>
    about && deps.onEnded ? deps.onEnded({ ...about, outcome }) : Promise.resolve();
  if (!(await beginRerun(db, record.id, plan.run.length, record.completedAt)))
    throw (await gone(db, record.id)) ?? errors.extractionProcessing();
  // Table edits saved since `record` was read (while the page sizes were read) are in the stored
  // tables now, and from here on none can be saved (saveTables): the pages kept keep those.
  const now = await findExtraction(db, record.workspaceId, record.id);
  if (!now) throw errors.notFound("Extraction");
  try {
    let fresh: { tables: Table[]; pageErrors: PageError[]; warnings: PageError[] } = {
      tables: [],
      pageErrors: [],
      warnings: [],
    };
    if (plan.run.length > 0) {
      const progress = new ProgressWriter(
        (p) => updateProgress(db, record.id, p),
        (error) => log.warn({ err: error }, "progress write failed"),
      );
      const runSettings = { ...settings, ...(password ? { password } : {}), pages: plan.run.join(",") };
      const { result } = await pool.extract(
        pdf,
        runSettings,
        { onPage: (done, total) => progress.page(done, total) },
        record.filename,
        userId,
      );
      await progress.flushed();
      fresh = { tables: result.tables, pageErrors: pageErrorsOf(result), warnings: result.warnings ?? [] };
    }
    const stored = {
      tables: hadTables ? (now.tables ?? record.tables!) : [],
      pageErrors: now.pageErrors,
      warnings: now.warnings,
    };
    const pagesMerged = mergePages(stored, fresh, plan.selection, plan.run);
    const merged = { ...pagesMerged, warnings: withPastEndNotice(pagesMerged.warnings, plan) };
    const info = await pool.extractInfo(merged.tables, record.filename, merged.warnings, userId);
    // every table is new when every page was read again; otherwise kept tables may carry edits
    const edited = hadTables && plan.run.length < plan.selection.length ? now.edited : false;
    const summary = summaryOf(info);
    const completedAt = await completeRerun(db, record.id, {
      settings,
      pageCount: sizes.length,
      pages: plan.selection.length,
      ...merged,
      summary,
      edited,
    });
    await announce({ ok: true, pageCount: sizes.length, tableCount: merged.tables.length });
    return {
      ...record,
      status: "completed",
      settings,
      pageCount: sizes.length,
      pagesTotal: plan.selection.length,
      pagesDone: plan.selection.length,
      tables: merged.tables,
      pageErrors: merged.pageErrors,
      warnings: merged.warnings,
      tableCount: summary.tableCount,
      totalRows: summary.totalRows,
      method: summary.method,
      averageConfidence: summary.averageConfidence,
      edited,
      errorCode: null,
      errorMessage: null,
      completedAt,
    };
  } catch (error) {
    // deleted meanwhile: its PDF went with it, and completeRerun found no row to store into
    const deleted = await gone(db, record.id);
    if (deleted) throw deleted;
    const failure =
      error instanceof ExtractionError
        ? error
        : new ExtractionError("extraction_failed", "The PDF could not be processed");
    await abandonRerun(db, record, settings, failure);
    await announce({ ok: false, code: failure.code, message: failure.message });
    if (!(error instanceof ExtractionError)) log.error({ err: error }, "re-extraction failed");
    throw errors.extractionFailed(failure.code, failure.message);
  }
}

/** 404 not_found when the extraction `id` was deleted (by DELETE /extractions/:id) after it was looked up; else undefined. */
async function gone(db: Kysely<Database>, id: string) {
  return (await extractionExists(db, id)) ? undefined : errors.notFound("Extraction");
}

/** What every announcement of a re-run of `record` says besides its outcome (a batch file's batch too). */
async function ended(db: Kysely<Database>, record: ExtractionRecord): Promise<Omit<ExtractionEnded, "outcome">> {
  const file = await db
    .selectFrom("batch_files")
    .select("batch_id")
    .where("extraction_id", "=", record.id)
    .executeTakeFirst();
  return {
    id: record.id,
    workspaceId: record.workspaceId,
    filename: record.filename,
    batchId: file?.batch_id ?? null,
    reextraction: true,
  };
}
