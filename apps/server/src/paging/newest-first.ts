import { sql, type RawBuilder } from "kysely";
import type { KeysetOrder } from "./keyset-cursor.js";

/**
 * The keyset order of a list newest first by a timestamp, then by id (templates by `updated_at`,
 * batches by `created_at`; docs/api.md, "Paging"). Its cursor holds the last item's time in whole
 * microseconds, as the database stores it (a JavaScript Date would lose them), and its id.
 */

/** A time column of a newest-first list. */
export type NewestFirstColumn = "updated_at" | "created_at";

/** The time column as whole microseconds since 1970, as text: select it `as("at_us")` for the cursor. */
export function microsOf(column: NewestFirstColumn): RawBuilder<string> {
  return sql<string>`(extract(epoch from ${sql.ref(column)}) * 1000000)::bigint::text`;
}

/** Newest first by `column` (read from a row's `at_us`, see microsOf), then by id; cursors `{"at": "<µs>", "id": "<uuid>"}`. */
export function newestFirst(column: NewestFirstColumn): KeysetOrder<"at_us" | "id"> {
  return {
    keys: [
      { expr: sql.ref(column), field: "at_us", descending: true, type: "epoch_us" },
      { expr: sql`id`, field: "id", descending: false, type: "uuid" },
    ],
    cursor: {
      write: ([at, id]) => ({ at, id }),
      read: (content) => [content.at, content.id],
    },
  };
}
