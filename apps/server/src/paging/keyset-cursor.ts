import { errors } from "../errors/index.js";
import { keyValuesRead, type KeyValue, type SortKey } from "./sort-keys.js";

/**
 * Keyset cursors (docs/api.md, "Paging" and "History"): a cursor names the last row of a page by
 * its sort keys' values, and the next page is the rows after it in the same order. Unlike an
 * offset, rows added or deleted meanwhile never make a page repeat or skip a row, and the database
 * reads no rows it throws away. To clients a cursor is opaque base64url text of a JSON object.
 */

/**
 * The JSON a list's cursors hold, as that list has always written it, so that the cursors clients
 * hold keep working: the history's `{"sort": "newest", "keys": [...]}`, templates' and batches'
 * `{"at": ..., "id": ...}`.
 */
export interface CursorFormat {
  /** The JSON of a cursor after a row with these key values. */
  write(values: readonly KeyValue[]): object;
  /** The key values a cursor's JSON holds (checked afterwards against the keys' types); undefined when none. */
  read(content: Record<string, unknown>): unknown;
  /** Refuses a cursor, well formed, that another order of the same list made (the history's other sorts). */
  refuseOther?(content: Record<string, unknown>): void;
}

/** A list's keyset order: its sort keys, ending with the id so that no two rows tie, and its cursor format. */
export interface KeysetOrder<Field extends string = string> {
  keys: readonly SortKey<Field>[];
  cursor: CursorFormat;
}

/** A page row: it carries the value of each sort key in that key's field (a Date would not: see SortKey.type). */
export type KeyedRow<Field extends string> = Partial<Record<Field, KeyValue>>;

/** The cursor that continues after `row` in `order`. */
export function cursorAfter<Field extends string>(order: KeysetOrder<Field>, row: KeyedRow<Field>): string {
  // the values as the database wrote them (times to the microsecond, lower() as the database
  // lower-cases), so that comparing them again finds exactly this row's place
  const values = order.keys.map((k) => row[k.field] ?? null);
  return Buffer.from(JSON.stringify(order.cursor.write(values))).toString("base64url");
}

/**
 * The key values of a client's cursor; a cursor that is not one of ours, or was made for another
 * order, is 422 validation_failed rather than a wrong page.
 */
export function readCursor(order: KeysetOrder, cursor: string): KeyValue[] {
  let content: unknown;
  try {
    content = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    content = null;
  }
  const fields = typeof content === "object" && content !== null ? (content as Record<string, unknown>) : undefined;
  const values = fields && keyValuesRead(order.keys, order.cursor.read(fields));
  if (!fields || !values) throw errors.validation("cursor is not a cursor this server returned");
  order.cursor.refuseOther?.(fields);
  return values;
}
