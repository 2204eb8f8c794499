import { sql, type Expression, type ExpressionBuilder, type Kysely, type Selectable, type SqlBool } from "kysely";
import type { Database, ExtractionsTable } from "../../db/schema.js";
import { sanitizeDisplayName } from "../../storage/display-name.js";
import type { ExtractionRecord, ExtractionSummary } from "./extraction-record.js";
import { keysetPage, orderByKeys, pageOfRows } from "../../paging/index.js";
import { historyOrder, needsFilenameKey } from "./history-order.js";

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
  /** Rows to skip; ignored with a cursor. */
  offset: number;
  /** The page after the row this cursor names (a previous page's nextCursor, made for the same sort). */
  cursor?: string | undefined;
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

/**
 * The columns of `extractions` the history list shows (routes/extractions/present.ts, historyItem):
 * not the settings, page errors and warnings, JSON read and parsed for nothing on every row of every page.
 */
const LIST_COLUMNS = [
  "id",
  "created_at",
  "filename",
  "file_size",
  "status",
  "error_message",
  "table_count",
  "method",
  "average_confidence",
  "edited",
  "expires_at",
  "expired_at",
] as const satisfies readonly (keyof ExtractionsTable)[];

/** A history row: what the list shows of the summary, plus the batch it came from and the email of who ran it. */
export interface HistoryEntry extends Pick<
  ExtractionSummary,
  | "id"
  | "createdAt"
  | "filename"
  | "fileSize"
  | "status"
  | "errorMessage"
  | "tableCount"
  | "method"
  | "averageConfidence"
  | "edited"
  | "expiresAt"
  | "expiredAt"
> {
  /** The batch the extraction was a file of; null for a single upload. */
  batchId: string | null;
  /** The email of the user who ran it; null once their account is gone. */
  ranBy: string | null;
}

/** One page of the history: its rows, the total that matched, the statistics, and the cursor of the page after it. */
export interface HistoryPage {
  records: HistoryEntry[];
  total: number;
  stats: HistoryStats;
  /** Continues after this page's last row (HistoryQuery.cursor); null when no row follows. */
  nextCursor: string | null;
}

/**
 * One page of the workspace's history, filtered and sorted, the total that
 * matched, and the history's statistics; without the tables (the list never
 * shows them). One query: the statistics and the match count are one
 * aggregate over the workspace's rows (computed once) joined to every row, the
 * batch and the runner's email are subqueries, and the page comes back as one
 * JSON array, because every history page is read while extractions write
 * (docs/operations.md, "Latency under load"). It reads one row past the page
 * to know whether another page follows. Only a page without rows, which has no
 * row to carry the count and the statistics, takes one more query.
 */
export async function listHistory(db: Kysely<Database>, workspaceId: string, q: HistoryQuery): Promise<HistoryPage> {
  const sort = q.sort ?? "newest";
  const order = historyOrder(sort);
  const matches = matchesOf(q);
  // the statistics as a materialized CTE: computed once per query. As a joined subquery, without
  // table statistics (PGlite never analyzes) the planner ran its aggregate again for every row of
  // the page, a cost that grew with the square of the history's length
  const rowsOfPage = db
    .with(
      (cte) => cte("stats").materialized(),
      () => statsOf(db, workspaceId, matches),
    )
    .selectFrom("extractions")
    .where("workspace_id", "=", workspaceId)
    .where(matches)
    .innerJoin("stats", (join) => join.onTrue())
    .select(LIST_COLUMNS)
    .select(["stats.stats_total", "stats.stats_files", "stats.stats_tables", "stats.stats_confidence", "stats.matched"])
    .select((eb) => [
      eb
        .selectFrom("batch_files")
        .select("batch_files.batch_id")
        .whereRef("batch_files.extraction_id", "=", "extractions.id")
        .limit(1)
        .as("batch_id"),
      eb.selectFrom("users").select("users.email").whereRef("users.id", "=", "extractions.user_id").as("ran_by"),
    ])
    .$if(needsFilenameKey(sort), (qb) => qb.select(sql<string>`lower(filename)`.as("filename_key")));
  const page = keysetPage(rowsOfPage, order, q);
  // the page as one JSON array, in the page's order (the ORDER BY reads the row's own columns): the
  // driver then reads one field, not each of 20 fields of every row (on PGlite that reading, in
  // JavaScript on the HTTP thread, was most of a list call's cost; docs/operations.md, "Latency
  // under load"). Dates arrive as ISO strings to the microsecond, numbers as numbers.
  type PageRow = AsJson<Awaited<ReturnType<typeof page.execute>>[number]>;
  const { json } = await db
    .selectFrom(page.as("p"))
    .select(sql<PageRow[] | null>`json_agg(p order by ${orderByKeys(order.keys)})`.as("json"))
    .executeTakeFirstOrThrow();
  const rows = json ?? [];
  const { items, nextCursor } = pageOfRows(rows, q.limit, order);
  const first = rows[0] ?? (await statsOf(db, workspaceId, matches).executeTakeFirstOrThrow());
  return { records: items.map(toHistoryEntry), total: Number(first.matched), stats: toStats(first), nextCursor };
}

/** The search and status filter of a history query, as one condition on `extractions` (true when neither is given). */
function matchesOf(q: HistoryQuery) {
  return (eb: ExpressionBuilder<Database, "extractions">): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [];
    const search = q.search?.trim();
    if (search) conditions.push(eb("filename", "ilike", `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
    // the filters do not overlap: an expired extraction shows under "expired" only
    if (q.status === "expired")
      conditions.push(eb.or([eb("expired_at", "is not", null), eb("expires_at", "<=", sql<Date>`now()`)]));
    else if (q.status)
      conditions.push(
        eb("status", "=", q.status),
        eb("expired_at", "is", null),
        eb("expires_at", ">", sql<Date>`now()`),
      );
    return conditions.length === 0 ? sql<SqlBool>`true` : eb.and(conditions);
  };
}

/**
 * The statistics' aggregate over the workspace's whole history, and how many of its rows match
 * the query's filter (`matched`): one row, one pass over the workspace's rows.
 */
function statsOf(
  db: Kysely<Database>,
  workspaceId: string,
  matches: (eb: ExpressionBuilder<Database, "extractions">) => Expression<SqlBool> = () => sql<SqlBool>`true`,
) {
  return db
    .selectFrom("extractions")
    .where("workspace_id", "=", workspaceId)
    .select((eb) => [
      sql<number>`(${eb.fn.countAll().filterWhere(matches)})::int`.as("matched"),
      sql<number>`count(*)::int`.as("stats_total"),
      sql<number>`count(*) filter (where status = 'completed')::int`.as("stats_files"),
      sql<number>`coalesce(sum(table_count) filter (where status = 'completed'), 0)::int`.as("stats_tables"),
      sql<number | null>`avg(coalesce(average_confidence, 0)) filter (where status = 'completed')`.as(
        "stats_confidence",
      ),
    ]);
}

type StatsRow = { stats_total: number; stats_files: number; stats_tables: number; stats_confidence: number | null };

function toStats(row: StatsRow): HistoryStats {
  return {
    totalExtractions: row.stats_total,
    totalFiles: row.stats_files,
    totalTables: row.stats_tables,
    averageConfidence: row.stats_confidence === null ? 0 : Math.round(Number(row.stats_confidence) * 1000) / 1000,
  };
}

/** The stat tiles of the history page (listHistory reads them with the page; this is for a page without rows). */
export async function historyStats(db: Kysely<Database>, workspaceId: string): Promise<HistoryStats> {
  return toStats(await statsOf(db, workspaceId).executeTakeFirstOrThrow());
}

/** A row as PostgreSQL writes it in JSON: timestamps as ISO 8601 strings. */
type AsJson<Row> = {
  [K in keyof Row]: Row[K] extends Date ? string : Row[K] extends Date | null ? string | null : Row[K];
};

/** A row read with LIST_COLUMNS (as JSON), its batch and its runner's email -> history entry (as toSummary converts them). */
function toHistoryEntry(
  row: AsJson<Pick<Selectable<ExtractionsTable>, (typeof LIST_COLUMNS)[number]>> & {
    batch_id: string | null;
    ran_by: string | null;
  },
): HistoryEntry {
  return {
    id: row.id,
    createdAt: new Date(row.created_at),
    filename: sanitizeDisplayName(row.filename),
    fileSize: Number(row.file_size),
    status: row.status,
    errorMessage: row.error_message,
    tableCount: row.table_count,
    method: row.method,
    averageConfidence: row.average_confidence === null ? null : Number(row.average_confidence),
    edited: row.edited,
    expiresAt: new Date(row.expires_at),
    expiredAt: row.expired_at ? new Date(row.expired_at) : null,
    batchId: row.batch_id ?? null,
    ranBy: row.ran_by ?? null,
  };
}
