import { sql, type RawBuilder, type SqlBool } from "kysely";
import { errors } from "../errors/index.js";

/**
 * Keyset paging of a list ordered newest first by a timestamp, then by id (templates by
 * `updated_at`, batches by `created_at`; docs/api.md, "Paging"). A cursor names the last item of a
 * page by its time, in whole microseconds as the database stores it, and its id; the next page is
 * the items after it in the same order, so items added or deleted meanwhile never make a page
 * repeat or skip one.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MICROS = /^-?[0-9]{1,18}$/;

/** What a cursor names: the last item's time (microseconds since 1970, as text) and id. */
export interface NewestFirstKey {
  at: string;
  id: string;
}

/** The time column as whole microseconds since 1970, as text: the exact value a cursor carries. */
export function microsOf(column: "updated_at" | "created_at"): RawBuilder<string> {
  return sql<string>`(extract(epoch from ${sql.ref(column)}) * 1000000)::bigint::text`;
}

/** ORDER BY of the list: newest first, then by id, so no two items tie. */
export function newestFirst(column: "updated_at" | "created_at"): RawBuilder<unknown> {
  return sql`${sql.ref(column)} desc, id asc`;
}

/** The items after `key` in that order. */
export function after(column: "updated_at" | "created_at", key: NewestFirstKey): RawBuilder<SqlBool> {
  const at = sql`(timestamptz 'epoch' + ${key.at}::bigint * interval '1 microsecond')`;
  return sql<SqlBool>`(${sql.ref(column)} < ${at} or (${sql.ref(column)} = ${at} and id > ${key.id}::uuid))`;
}

/** The cursor after an item (opaque base64url text to clients). */
export function cursorOf(key: NewestFirstKey): string {
  return Buffer.from(JSON.stringify({ at: key.at, id: key.id })).toString("base64url");
}

/** Reads a client's cursor; one that is not this server's is 422 validation_failed rather than a wrong page. */
export function readCursor(cursor: string): NewestFirstKey {
  let content: unknown;
  try {
    content = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    content = null;
  }
  const c = content as Partial<NewestFirstKey> | null;
  if (!c || typeof c.at !== "string" || !MICROS.test(c.at) || typeof c.id !== "string" || !UUID.test(c.id))
    throw errors.validation("cursor is not a cursor this server returned");
  return { at: c.at, id: c.id };
}
