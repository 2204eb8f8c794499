export { MAX_PAGE_ITEMS, pageOf, pageQueryFields, type PageRequest } from "./page-query.js";
export { after, cursorOf, microsOf, newestFirst, readCursor, type NewestFirstKey } from "./newest-first.js";
export { pageOfRows, type Page } from "./page-of-rows.js";
