import { sql } from "kysely";
import type { KeysetOrder, SortKey } from "../../paging/index.js";
import { errors } from "../../errors/index.js";
import type { HistorySort } from "./list-history.js";

/**
 * The history's sorts as keyset orders (paging/, docs/api.md "History"): each sort's keys over a
 * row of listHistory's JSON page, and its cursors `{"sort": "<sort>", "keys": [<value per key>]}`.
 */

/** The fields of listHistory's JSON row that the sorts read (filename_key only for the filename sort). */
type HistoryKeyField = "created_at" | "id" | "filename_key" | "average_confidence";

const createdDesc: SortKey<HistoryKeyField> = {
  expr: sql`created_at`,
  field: "created_at",
  descending: true,
  type: "timestamptz",
};
const idAsc: SortKey<HistoryKeyField> = { expr: sql`id`, field: "id", descending: false, type: "uuid" };

/** Each sort's keys, in order, ending with the id so that no two rows tie. */
const SORT_KEYS: Record<HistorySort, readonly SortKey<HistoryKeyField>[]> = {
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

/** The keyset order of a sort; a cursor another sort made is 422 validation_failed saying so. */
export function historyOrder(sort: HistorySort): KeysetOrder<HistoryKeyField> {
  return {
    keys: SORT_KEYS[sort],
    cursor: {
      write: (keys) => ({ sort, keys }),
      read: (content) => content.keys,
      refuseOther: (content) => {
        if (content.sort !== sort)
          throw errors.validation(`cursor was made for sort=${String(content.sort)}; ask with the same sort`);
      },
    },
  };
}

/** Whether a sort's keys need the row's lower-cased file name (listHistory then selects it as filename_key). */
export const needsFilenameKey = (sort: HistorySort): boolean => sort === "filename";
