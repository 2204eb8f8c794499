import { sql, type Expression, type RawBuilder, type SqlBool } from "kysely";

/**
 * The sort keys of a keyset-paged list (docs/api.md, "Paging" and "History"): the columns (or
 * expressions over a row) a list is ordered by, ending with the id so that no two rows tie. A
 * cursor carries the last row's value of each key; the next page is the rows after those values.
 */

/** A key's value as a cursor carries it: text (times, ids, names), a number, or null (a null under nulls last). */
export type KeyValue = string | number | null;

/** One sort key: a column (or expression over the row) and its direction. */
export interface SortKey<Field extends string = string> {
  expr: RawBuilder<unknown>;
  /** The row field whose value a cursor carries for this key. */
  field: Field;
  descending: boolean;
  /**
   * How a cursor's value compares as the column does: "timestamptz" as the database writes a time
   * in JSON (to the microsecond), "epoch_us" a time as whole microseconds since 1970 in text
   * (newestFirstKeys' `microsOf`), "uuid", "text" and "float8" as those types.
   */
  type: "timestamptz" | "epoch_us" | "uuid" | "text" | "float8";
  /** Nulls sort after every value (the history's confidence sort: unscored runs last). */
  nullsLast?: boolean;
}

/** ORDER BY of the keys, in order. */
export function orderByKeys(keys: readonly SortKey[]): RawBuilder<unknown> {
  return sql.join(
    keys.map(
      (k) => sql`${k.expr} ${sql.raw(k.descending ? "desc" : "asc")}${sql.raw(k.nullsLast ? " nulls last" : "")}`,
    ),
  );
}

/**
 * The rows after `values` in the keys' order: (k1 after v1) or (k1 = v1 and k2 after v2) or ...
 * A null under "nulls last" is after every value and equal only to a null. The values must have
 * passed `keyValuesRead` (the database would otherwise fail on them, a 500 instead of a 422).
 */
export function afterKeys(keys: readonly SortKey[], values: readonly KeyValue[]): Expression<SqlBool> {
  const value = (i: number) => sqlValue(keys[i]!.type, values[i]!);
  const equal = (i: number) =>
    values[i] === null ? sql`${keys[i]!.expr} is null` : sql`${keys[i]!.expr} = ${value(i)}`;
  const after = (i: number) => {
    const k = keys[i]!;
    if (values[i] === null) return sql`false`;
    const beyond = sql`${k.expr} ${sql.raw(k.descending ? "<" : ">")} ${value(i)}`;
    return k.nullsLast ? sql`(${beyond} or ${k.expr} is null)` : beyond;
  };
  const branches = keys.map((_, i) => sql.join([...keys.slice(0, i).map((__, j) => equal(j)), after(i)], sql` and `));
  return sql<SqlBool>`(${sql.join(
    branches.map((b) => sql`(${b})`),
    sql` or `,
  )})`;
}

/** A cursor's value as SQL of the key's type. */
function sqlValue(type: SortKey["type"], value: string | number): RawBuilder<unknown> {
  if (type === "epoch_us") return sql`(timestamptz 'epoch' + cast(${value} as bigint) * interval '1 microsecond')`;
  return sql`cast(${value} as ${sql.raw(type)})`;
}

/**
 * `values` as the keys' values when each is one the database reads as its key's type without an
 * error (a forged cursor with a word where a time or an id belongs would otherwise fail inside
 * the query, a 500 instead of a 422); undefined otherwise.
 */
export function keyValuesRead(keys: readonly SortKey[], values: unknown): KeyValue[] | undefined {
  if (!Array.isArray(values) || values.length !== keys.length) return undefined;
  const valid = values.every((v, i) => (v === null ? keys[i]!.nullsLast === true : readsAs(v, keys[i]!.type)));
  return valid ? (values as KeyValue[]) : undefined;
}

/** As the database writes a timestamptz in JSON: 2026-11-27T23:00:00.123456+00:00. */
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:Z|[+-](\d{2}):?(\d{2})?)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Whole microseconds since 1970 as text (18 digits fit a bigint). */
const MICROS = /^-?[0-9]{1,18}$/;

function readsAs(value: unknown, type: SortKey["type"]): boolean {
  if (type === "float8") return typeof value === "number" && Number.isFinite(value);
  if (typeof value !== "string") return false;
  if (type === "uuid") return UUID.test(value);
  if (type === "epoch_us") return MICROS.test(value);
  if (type === "text") return !value.includes("\u0000"); // PostgreSQL text holds no NUL
  return isTimestamp(value);
}

/** Whether text is a time the database reads: a real date and time of day, in the JSON form. */
function isTimestamp(value: string): boolean {
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
