import { sql, type Kysely } from "kysely";
import type { Table } from "@pdftab/engine";
import type { Database } from "../../db/schema.js";
import type { ExtractionRecord, PageError, TablesSummary } from "../history/index.js";
import type { StoredSettings } from "./plan-rerun.js";

/**
 * Marks the extraction as processing a re-run of `pagesToRun` pages, unless
 * a run is under way already, or another one ended since the extraction was
 * read completed at `completedAt` (its settings and plan were made from what
 * that run replaced): then false, and the caller answers 409. The checks and
 * the update are one statement, so two re-extractions never both start.
 */
export async function beginRerun(
  db: Kysely<Database>,
  id: string,
  pagesToRun: number,
  completedAt: Date | null,
): Promise<boolean> {
  const row = await db
    .updateTable("extractions")
    .set({ status: "processing", run_started_at: sql<Date>`now()`, pages_total: pagesToRun, pages_done: 0 })
    .where("id", "=", id)
    .where("status", "!=", "processing")
    .where("expired_at", "is", null)
    // 1 ms: a driver may read the stored microseconds back as milliseconds
    .where((eb) =>
      completedAt ? eb("completed_at", "<", new Date(completedAt.getTime() + 1)) : eb("completed_at", "is", null),
    )
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether the extraction row is still there: DELETE /extractions/:id may
 * remove it (and its PDF) while a re-run reads it, and the re-run then
 * answers 404 as for any unknown id (docs/api.md, "Re-extraction").
 */
export async function extractionExists(db: Kysely<Database>, id: string): Promise<boolean> {
  const row = await db.selectFrom("extractions").select("id").where("id", "=", id).executeTakeFirst();
  return row !== undefined;
}

/** Stores a finished re-run: the merged tables, their notices and summary, and the settings it ran with; answers the completion time. */
export async function completeRerun(
  db: Kysely<Database>,
  id: string,
  done: {
    settings: StoredSettings;
    pageCount: number;
    pages: number;
    tables: Table[];
    pageErrors: PageError[];
    warnings: PageError[];
    summary: TablesSummary;
    edited: boolean;
  },
): Promise<Date> {
  const row = await db
    .updateTable("extractions")
    .set({
      status: "completed",
      settings: JSON.stringify(done.settings),
      page_count: done.pageCount,
      pages_total: done.pages,
      pages_done: done.pages,
      result: JSON.stringify(done.tables),
      page_errors: JSON.stringify(done.pageErrors),
      warnings: JSON.stringify(done.warnings),
      table_count: done.summary.tableCount,
      total_rows: done.summary.totalRows,
      method: done.summary.method,
      average_confidence: done.summary.averageConfidence,
      edited: done.edited,
      error_code: null,
      error_message: null,
      completed_at: sql<Date>`now()`,
    })
    .where("id", "=", id)
    .returning("completed_at")
    .executeTakeFirstOrThrow();
  return new Date(row.completed_at!);
}

/**
 * A re-run that failed: an extraction that had tables goes back to them
 * unchanged (settings included); one that had failed records the new
 * failure and the settings it was tried with.
 */
export async function abandonRerun(
  db: Kysely<Database>,
  before: ExtractionRecord,
  settings: StoredSettings,
  failure: { code: string; message: string },
): Promise<void> {
  const restore = before.status === "completed" && before.tables !== null;
  await db
    .updateTable("extractions")
    .set(
      restore
        ? { status: "completed", pages_total: before.pagesTotal, pages_done: before.pagesDone }
        : {
            status: "failed",
            settings: JSON.stringify(settings),
            error_code: failure.code,
            error_message: failure.message,
            completed_at: sql<Date>`now()`,
          },
    )
    .where("id", "=", before.id)
    .execute();
}
