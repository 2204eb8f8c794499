import type { HistoryPage } from "../../api/extractionTypes";

/**
 * The history as the page shows it: the items of every page loaded so far, in order, with the
 * total, statistics and retention period of the first page (the server counts and aggregates the
 * whole history on every page, so the first page's figures are those of the latest load).
 */
export function historyShown(data: { pages: HistoryPage[] } | undefined): HistoryPage | undefined {
  const first = data?.pages[0];
  if (!data || !first) return undefined;
  const last = data.pages[data.pages.length - 1]!;
  return { ...first, items: data.pages.flatMap((page) => page.items), next_cursor: last.next_cursor };
}
