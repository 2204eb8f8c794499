import { cursorOf } from "./newest-first.js";

/** One page of a list: its items, how many the whole list holds, and the cursor of the next page. */
export interface Page<T> {
  items: T[];
  total: number;
  /** null when no item follows this page. */
  nextCursor: string | null;
}

/**
 * The page of `rows` read with one row more than `limit` (that extra row only says that another
 * page follows): the first `limit` rows and, when more follow, the cursor after the last of them.
 */
export function pageOfRows<T extends { id: string; at_us: string }>(rows: T[], limit: number): Omit<Page<T>, "total"> {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? cursorOf({ at: last.at_us, id: last.id }) : null };
}
