import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { countedExtraction } from "../extraction/history/counted-extraction.js";

/** Lifetime figures over the user's extractions (dashboard tiles and analytics). */
export interface UsageAggregates {
  /** Completed extractions. */
  pdfsProcessed: number;
  /** Tables over completed extractions. */
  tablesFound: number;
  /** Body rows over completed extractions. */
  rowsExtracted: number;
  /** Pages read by completed extractions. */
  pagesProcessed: number;
  /** Mean confidence over completed extractions, 0..1; 0 when none. */
  averageConfidence: number;
  /** UTC hour (0-23) in which the user started most extractions; null without any. */
  peakUsageHour: number | null;
  /** Tables per detector (each table's own method). */
  extractionMethods: Record<string, number>;
  /** Extractions per file type (uploads refused as not a PDF left out); every accepted upload is a verified PDF. */
  fileTypes: Record<string, number>;
}

/** Aggregates the workspace's extractions in SQL (PostgreSQL and PGlite alike). */
export async function usageAggregates(db: Kysely<Database>, workspaceId: string): Promise<UsageAggregates> {
  const totals = await db
    .selectFrom("extractions")
    .where("workspace_id", "=", workspaceId)
    .select([
      // uploads refused as not a PDF are no extraction, and no PDF: they would make File Types
      // count more PDFs than "extractions" (docs/api.md, Usage)
      sql<number>`(count(*) filter (where ${countedExtraction}))::int`.as("all"),
      sql<number>`count(*) filter (where status = 'completed')::int`.as("files"),
      sql<number>`coalesce(sum(table_count) filter (where status = 'completed'), 0)::int`.as("tables"),
      sql<number>`coalesce(sum(total_rows) filter (where status = 'completed'), 0)::int`.as("rows"),
      sql<number>`coalesce(sum(pages_done) filter (where status = 'completed'), 0)::int`.as("pages"),
      sql<number | null>`avg(coalesce(average_confidence, 0)) filter (where status = 'completed')`.as("confidence"),
    ])
    .executeTakeFirstOrThrow();
  const peak = await db
    .selectFrom("extractions")
    .where("workspace_id", "=", workspaceId)
    .select([
      sql<number>`extract(hour from created_at at time zone 'UTC')::int`.as("hour"),
      sql<number>`count(*)::int`.as("n"),
    ])
    .groupBy(sql`1`)
    // ties go to the earlier hour, so the answer is stable
    .orderBy(sql`2 desc`)
    .orderBy(sql`1 asc`)
    .limit(1)
    .executeTakeFirst();
  const methods = await sql<{ method: string; n: number }>`
    select coalesce(t->>'method', 'unknown') as method, count(*)::int as n
    from extractions e,
      jsonb_array_elements(case when jsonb_typeof(e.result) = 'array' then e.result else '[]'::jsonb end) as t
    where e.workspace_id = ${workspaceId} and e.status = 'completed'
    group by 1 order by 2 desc, 1`.execute(db);
  return {
    pdfsProcessed: totals.files,
    tablesFound: totals.tables,
    rowsExtracted: totals.rows,
    pagesProcessed: totals.pages,
    averageConfidence: totals.confidence === null ? 0 : Math.round(Number(totals.confidence) * 1000) / 1000,
    peakUsageHour: peak ? Number(peak.hour) : null,
    extractionMethods: Object.fromEntries(methods.rows.map((r) => [r.method, Number(r.n)])),
    fileTypes: totals.all > 0 ? { pdf: totals.all } : {},
  };
}
