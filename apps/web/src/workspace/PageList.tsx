import { useEffect, useMemo, useRef, useState } from "react";
import type { ExtractedTable } from "../api/extractionTypes";

/** Pages listed at once; the list grows as it is scrolled (a 400-page PDF stays light). */
const CHUNK = 60;

/**
 * Every page with its table count; clicking one shows it. "Only pages with tables" narrows a
 * long document to where the tables are.
 */
export function PageList({
  pageCount,
  tables,
  page,
  manualPages,
  onPage,
}: {
  pageCount: number;
  tables: ExtractedTable[];
  page: number;
  manualPages: Set<number>;
  onPage: (page: number) => void;
}) {
  const [onlyTables, setOnlyTables] = useState(false);
  const [shown, setShown] = useState(CHUNK);
  const counts = useMemo(() => {
    const map = new Map<number, number>();
    for (const t of tables) map.set(t.page ?? 1, (map.get(t.page ?? 1) ?? 0) + 1);
    return map;
  }, [tables]);
  const pages = useMemo(() => {
    const all = Array.from({ length: pageCount }, (_, i) => i + 1);
    return onlyTables ? all.filter((p) => counts.has(p) || manualPages.has(p)) : all;
  }, [pageCount, onlyTables, counts, manualPages]);
  const current = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const at = pages.indexOf(page);
    if (at >= shown) setShown(at + CHUNK);
    current.current?.scrollIntoView?.({ block: "nearest" });
  }, [page, pages, shown]);

  return (
    <nav aria-label="Pages" className="flex min-h-0 flex-col">
      <label className="flex items-center gap-2 px-3 py-2 text-xs text-gray-600">
        <input
          type="checkbox"
          checked={onlyTables}
          onChange={(e) => setOnlyTables(e.target.checked)}
          className="rounded border-gray-300 text-brand-600"
        />
        Only pages with tables
      </label>
      <ol
        className="min-h-0 flex-1 space-y-0.5 overflow-y-auto px-2 pb-2"
        onScroll={(e) => {
          const el = e.currentTarget;
          if (el.scrollTop + el.clientHeight > el.scrollHeight - 200 && shown < pages.length) setShown(shown + CHUNK);
        }}
      >
        {pages.slice(0, shown).map((p) => {
          const count = counts.get(p) ?? 0;
          const active = p === page;
          return (
            <li key={p}>
              <button
                ref={active ? current : undefined}
                type="button"
                aria-current={active ? "page" : undefined}
                onClick={() => onPage(p)}
                className={`flex w-full items-center justify-between rounded-md px-3 py-1.5 text-left text-sm ${active ? "bg-brand-600 text-white" : "text-gray-700 hover:bg-gray-100"}`}
              >
                <span>Page {p}</span>
                <span className="flex items-center gap-1">
                  {manualPages.has(p) && (
                    <span
                      className={`h-1.5 w-1.5 rounded-full ${active ? "bg-white" : "bg-sky-500"}`}
                      title="Corrected by you"
                    />
                  )}
                  {count > 0 && (
                    <span
                      className={`rounded-full px-1.5 text-xs font-semibold ${active ? "bg-white text-brand-700" : "bg-brand-50 text-brand-700"}`}
                    >
                      {count} {count === 1 ? "table" : "tables"}
                    </span>
                  )}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
