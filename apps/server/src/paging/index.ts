export { MAX_PAGE_ITEMS, pageOf, pageQueryFields, type PageRequest } from "./page-query.js";
export { keysetPage, pageOfRows, type Page } from "./keyset-page.js";
export type { CursorFormat, KeysetOrder } from "./keyset-cursor.js";
export { orderByKeys, type KeyValue, type SortKey } from "./sort-keys.js";
export { microsOf, newestFirst, type NewestFirstColumn } from "./newest-first.js";
