import type { SelectQueryBuilder } from "kysely";
import { cursorAfter, readCursor, type KeyedRow, type KeysetOrder } from "./keyset-cursor.js";
import type { PageRequest } from "./page-query.js";
import { afterKeys, orderByKeys } from "./sort-keys.js";

/** One page of a list: its items, how many the whole list holds, and the cursor of the next page. */
export interface Page<T> {
  items: T[];
  total: number;
  /** null when no item follows this page. */
  nextCursor: string | null;
}

/**
 * `query` narrowed to one page in `order`: the rows after the request's cursor (or past its
 * offset), in order, and one row more than the limit, which only says that another page follows
 * (`pageOfRows`). A cursor that is not this server's, or another order's, is 422 validation_failed.
 */
export function keysetPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  order: KeysetOrder,
  page: PageRequest,
): SelectQueryBuilder<DB, TB, O> {
  const from =
    page.cursor !== undefined
      ? query.where(afterKeys(order.keys, readCursor(order, page.cursor)))
      : page.offset > 0
        ? query.offset(page.offset)
        : query;
  return from.orderBy(orderByKeys(order.keys)).limit(page.limit + 1);
}

/**
 * The page of `rows` read by `keysetPage` (one row more than `limit`): the first `limit` rows and,
 * when more follow, the cursor after the last of them.
 */
export function pageOfRows<Field extends string, T extends KeyedRow<Field>>(
  rows: T[],
  limit: number,
  order: KeysetOrder<Field>,
): Omit<Page<T>, "total"> {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? cursorAfter(order, last) : null };
}
