import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { SUMMARY_COLUMNS, toSummary, type ExtractionRecord, type ExtractionSummary } from "./extraction-record.js";

/** The history's sorts (docs/product.md, Screens: History). */
export const HISTORY_SORTS = ["newest", "oldest", "filename", "confidence"] as const;
export type HistorySort = (typeof HISTORY_SORTS)[number];

/** A history status filter: a run's status (results still stored), or expired (past the retention period). */
export type HistoryStatusFilter = ExtractionRecord["status"] | "expired";

export interface HistoryQuery {
  search?: string | undefined;
  status?: HistoryStatusFilter | undefined;
  sort?: HistorySort | undefined;
  limit: number;
  offset: number;
}

/** History statistics (docs/product.md, Screens: History), over the workspace's whole history. */
export interface HistoryStats {
  totalExtractions: number;
  /** Completed extractions only. */
  totalFiles: number;
  /** Sum over completed extractions. */
  totalTables: number;
  /** Mean over completed extractions; 0 when none. */
  averageConfidence: number;
}

/** A history row: the summary, plus the batch it came from and the email of who ran it. */
export interface HistoryEntry extends ExtractionSummary {
  /** The batch the extraction was a file of; null for a single upload. */
  batchId: string | null;
  /** The email of the user who ran it; null once their account is gone. */
  ranBy: string | null;
}

/**
 * One page of the workspace's history, filtered and sorted, plus the total
 * that matched; without the tables (the list never shows them). One query:
 * the total is a window count over the matching rows (computed before LIMIT),
 * and the batch and the runner's email are subqueries, because every history
 * page is read while extractions write (docs/operations.md, "Latency under
 * load"). Only a page past the end, which has no row to carry the count,
 * takes a second query.
 */
export async function listHistory(
  db: Kysely<Database>,
  workspaceId: string,
  q: HistoryQuery,
): Promise<{ records: HistoryEntry[]; total: number }> {
  let query = db.selectFrom("extractions").where("workspace_id", "=", workspaceId);
  const search = q.search?.trim();
  if (search) query = query.where("filename", "ilike", `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  // the filters do not overlap: an expired extraction shows under "expired" only
  if (q.status === "expired")
    query = query.where((eb) => eb.or([eb("expired_at", "is not", null), eb("expires_at", "<=", sql<Date>`now()`)]));
  else if (q.status)
    query = query
      .where("status", "=", q.status)
      .where("expired_at", "is", null)
      .where("expires_at", ">", sql<Date>`now()`);
  let ordered = query
    .select(SUMMARY_COLUMNS)
    .select((eb) => [
      sql<number>`count(*) over ()`.as("matched"),
      eb
        .selectFrom("batch_files")
        .select("batch_files.batch_id")
        .whereRef("batch_files.extraction_id", "=", "extractions.id")
        .limit(1)
        .as("batch_id"),
      eb.selectFrom("users").select("users.email").whereRef("users.id", "=", "extractions.user_id").as("ran_by"),
    ]);
  switch (q.sort ?? "newest") {
    case "oldest":
      ordered = ordered.orderBy("created_at", "asc");
      break;
    case "filename":
      ordered = ordered.orderBy(sql`lower(filename)`, "asc").orderBy("created_at", "desc");
      break;
    case "confidence":
      ordered = ordered.orderBy(sql`average_confidence desc nulls last`).orderBy("created_at", "desc");
      break;
    default:
      ordered = ordered.orderBy("created_at", "desc");
  }
  // a stable tie-break so paging never repeats or skips a row
  const rows = await ordered.orderBy("id").limit(q.limit).offset(q.offset).execute();
  const records = rows.map((row) => ({ ...toSummary(row), batchId: row.batch_id ?? null, ranBy: row.ran_by ?? null }));
  if (rows.length > 0) return { records, total: Number(rows[0]!.matched) };
  if (q.offset === 0) return { records, total: 0 };
  const { n } = await query.select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow();
  return { records, total: n };
}

/** The stat tiles of the history page. */
export async function historyStats(db: Kysely<Database>, workspaceId: string): Promise<HistoryStats> {
  const row = await db
    .selectFrom("extractions")
    .where("workspace_id", "=", workspaceId)
    .select([
      sql<number>`count(*)::int`.as("total"),
      sql<number>`count(*) filter (where status = 'completed')::int`.as("files"),
      sql<number>`coalesce(sum(table_count) filter (where status = 'completed'), 0)::int`.as("tables"),
      sql<number | null>`avg(coalesce(average_confidence, 0)) filter (where status = 'completed')`.as("confidence"),
    ])
    .executeTakeFirstOrThrow();
  return {
    totalExtractions: row.total,
    totalFiles: row.files,
    totalTables: row.tables,
    averageConfidence: row.confidence === null ? 0 : Math.round(Number(row.confidence) * 1000) / 1000,
  };
}
