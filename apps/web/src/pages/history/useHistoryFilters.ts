import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { HistorySort, HistoryStatusFilter } from "../../api/extractionTypes";
import { useDebouncedValue } from "../../components/useDebouncedValue";
import { SORTS, STATUSES } from "./HistoryFilters";

/** Typing pause before the filename search goes to the server (and into the address). */
export const SEARCH_DEBOUNCE_MS = 300;

/** `value` when it is one of `options`' values, else the first (the default). */
function oneOf<T extends string>(value: string | null, options: [T, string][]): T {
  return options.find(([option]) => option === value)?.[0] ?? options[0]![0];
}

/**
 * The history list's search, status filter and sort, kept in the page's address
 * (`#/history?search=...&status=failed&sort=oldest`), so coming back to History
 * (the browser's Back from the workspace, a reload, a shared link) shows the list
 * as it was left. Defaults are left out of the address; changes replace the
 * current history entry rather than adding one per keystroke or choice.
 */
export function useHistoryFilters() {
  const [params, setParams] = useSearchParams();
  const status = oneOf<HistoryStatusFilter>(params.get("status"), STATUSES);
  const sort = oneOf<HistorySort>(params.get("sort"), SORTS);
  const searchInAddress = params.get("search") ?? "";
  // The field follows the keyboard at once; the address and the server get the settled words.
  const [search, setSearch] = useState(searchInAddress);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // The words the address holds as far as this hook knows: what it last wrote or followed.
  const searchKnown = useRef(searchInAddress);

  const setParam = useCallback(
    (key: string, value: string, fallback: string) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          const put = (name: string, setting: string, unset: string) =>
            setting === unset ? next.delete(name) : next.set(name, setting);
          // `previous` can predate this hook's last write of the search (a choice made right
          // after typing): the search goes out as the hook knows it.
          put("search", searchKnown.current, "");
          put(key, value, fallback);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // Settled typing goes into the address...
  useEffect(() => {
    if (debouncedSearch === searchKnown.current) return;
    searchKnown.current = debouncedSearch;
    setParam("search", debouncedSearch, "");
  }, [debouncedSearch, setParam]);

  // ...and an address changed from outside (History in the menu, a link, Back) wins over the
  // field, whose older words would otherwise be written back once the typing pause ran out.
  useEffect(() => {
    if (searchInAddress === searchKnown.current) return;
    searchKnown.current = searchInAddress;
    setSearch(searchInAddress);
  }, [searchInAddress]);

  return {
    search,
    debouncedSearch,
    status,
    sort,
    setSearch,
    setStatus: (value: HistoryStatusFilter) => setParam("status", value, STATUSES[0]![0]),
    setSort: (value: HistorySort) => setParam("sort", value, SORTS[0]![0]),
    /** Back to every extraction: no search, all statuses (the sort stays). */
    clear: () => {
      setSearch("");
      setParam("status", STATUSES[0]![0], STATUSES[0]![0]);
    },
  };
}
