import { sql, type Expression, type RawBuilder, type SqlBool } from "kysely";
import { errors } from "../../errors/index.js";
import type { HistorySort } from "./list-history.js";

/**
 * Keyset paging of the history (docs/api.md, "History"): a cursor names the
 * last row of a page by its sort keys, and the next page is the rows after it
 * in the same order. Unlike an offset, rows added or deleted meanwhile never
 * make a page repeat or skip a row, and the database reads no rows it throws away.
 */

/** One sort key: a column (or expression over the row) and its direction. */
interface SortKey {
  expr: RawBuilder<unknown>;
  /** The key's name in a row of the page (listHistory's JSON row). */
  field: "created_at" | "id" | "filename_key" | "average_confidence";
  descending: boolean;
  /** The value's SQL type, so a cursor's text compares as the column does (microseconds, float8). */
  type: "timestamptz" | "uuid" | "text" | "float8";
  /** Nulls sort after every value (the confidence sort: unscored runs last). */
  nullsLast?: boolean;
}

const createdDesc: SortKey = { expr: sql`created_at`, field: "created_at", descending: true, type: "timestamptz" };
const idAsc: SortKey = { expr: sql`id`, field: "id", descending: false, type: "uuid" };

/** Each sort's keys, in order, ending with the id so that no two rows tie. */
const SORT_KEYS: Record<HistorySort, readonly SortKey[]> = {
  newest: [createdDesc, idAsc],
  oldest: [{ ...createdDesc, descending: false }, idAsc],
  filename: [
    { expr: sql`lower(filename)`, field: "filename_key", descending: false, type: "text" },
    createdDesc,
    idAsc,
  ],
  confidence: [
    { expr: sql`average_confidence`, field: "average_confidence", descending: true, type: "float8", nullsLast: true },
    createdDesc,
    idAsc,
  ],
};

/** The ORDER BY of a sort, ending with a stable tie-break so paging never repeats or skips a row. */
export function orderOf(sort: HistorySort): RawBuilder<unknown> {
  return sql.join(
    SORT_KEYS[sort].map(
      (k) => sql`${k.expr} ${sql.raw(k.descending ? "desc" : "asc")}${sql.raw(k.nullsLast ? " nulls last" : "")}`,
    ),
  );
}

/** What a cursor holds: the sort it was made for and the last row's key values, as the database wrote them. */
interface CursorContent {
  sort: HistorySort;
  keys: (string | number | null)[];
}

/** A row of the page as JSON: the fields the sort keys read (filename_key only for the filename sort). */
export type KeyedRow = Partial<Record<SortKey["field"], string | number | null>>;

/** Whether a sort's keys need the row's lower-cased file name (listHistory then selects it as filename_key). */
export const needsFilenameKey = (sort: HistorySort): boolean => sort === "filename";

/** The cursor that continues after `row` in `sort` (an opaque base64url string to clients). */
export function cursorAfter(sort: HistorySort, row: KeyedRow): string {
  // the values as the database wrote them (timestamps to the microsecond, lower() as the database
  // lower-cases), so that comparing them again finds exactly this row's place
  const keys = SORT_KEYS[sort].map((k) => row[k.field] ?? null);
  const content: CursorContent = { sort, keys };
  return Buffer.from(JSON.stringify(content)).toString("base64url");
}

/**
 * Reads a client's cursor; a cursor that is not one of ours, or was made for
 * another sort, is a validation error (422) rather than a wrong page.
 */
export function readCursor(cursor: string, sort: HistorySort): CursorContent {
  let content: unknown;
  try {
    content = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw errors.validation("cursor is not a cursor this server returned");
  }
  const keys = SORT_KEYS[sort];
  const c = content as Partial<CursorContent> | null;
  const valid =
    c !== null &&
    typeof c === "object" &&
    Array.isArray(c.keys) &&
    c.keys.length === keys.length &&
    c.keys.every((v, i) => (v === null ? keys[i]!.nullsLast === true : readsAs(v, keys[i]!.type)));
  if (!valid) throw errors.validation("cursor is not a cursor this server returned");
  if (c.sort !== sort) throw errors.validation(`cursor was made for sort=${String(c.sort)}; ask with the same sort`);
  return c as CursorContent;
}

/** As the database writes a timestamptz in JSON: 2026-11-27T23:00:00.123456+00:00. */
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:Z|[+-](\d{2}):?(\d{2})?)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a cursor value is one the database casts to the key's type without
 * an error: a forged cursor with a string where a time or an id belongs would
 * otherwise fail inside the query, as a 500 instead of a 422.
 */
function readsAs(value: unknown, type: SortKey["type"]): boolean {
  if (type === "float8") return typeof value === "number" && Number.isFinite(value);
  if (typeof value !== "string") return false;
  if (type === "uuid") return UUID.test(value);
  if (type === "text") return !value.includes("\u0000"); // PostgreSQL text holds no NUL
  const m = TIMESTAMP.exec(value);
  if (!m) return false;
  // an absent offset part ("Z", "+05") reads as 0
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = m
    .slice(1)
    .map((v) => Number(v ?? 0)) as [number, number, number, number, number, number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return (
    year >= 1 &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60 &&
    offsetHours < 16 &&
    offsetMinutes < 60
  );
}

/**
 * The rows after the cursor's row in its sort: (k1 after v1) or (k1 = v1 and
 * k2 after v2) or ... A null under "nulls last" is after every value and equal
 * only to a null.
 */
export function afterCursor(content: CursorContent): Expression<SqlBool> {
  const keys = SORT_KEYS[content.sort];
  const value = (i: number) => sql`cast(${content.keys[i]} as ${sql.raw(keys[i]!.type)})`;
  const equal = (i: number) =>
    content.keys[i] === null ? sql`${keys[i]!.expr} is null` : sql`${keys[i]!.expr} = ${value(i)}`;
  const after = (i: number) => {
    const k = keys[i]!;
    if (content.keys[i] === null) return sql`false`;
    const beyond = sql`${k.expr} ${sql.raw(k.descending ? "<" : ">")} ${value(i)}`;
    return k.nullsLast ? sql`(${beyond} or ${k.expr} is null)` : beyond;
  };
  const branches = keys.map((_, i) => sql.join([...keys.slice(0, i).map((__, j) => equal(j)), after(i)], sql` and `));
  return sql<SqlBool>`(${sql.join(
    branches.map((b) => sql`(${b})`),
    sql` or `,
  )})`;
}
