import type { Table } from "@pdftab/engine";
import type { PageError } from "../history/index.js";

/** Stored tables and page notices with some pages replaced by a new run. */
export interface MergedPages {
  tables: Table[];
  pageErrors: PageError[];
  warnings: PageError[];
}

/**
 * Keeps what is stored for the pages of `selection` that were not re-run
 * (tables as they are, user edits included) and takes the new run's for
 * the re-run pages; pages outside the selection are dropped. Tables are
 * ordered by page, then by their position on it.
 */
export function mergePages(
  stored: { tables: Table[]; pageErrors: PageError[]; warnings: PageError[] },
  fresh: { tables: Table[]; pageErrors: PageError[]; warnings: PageError[] },
  selection: number[],
  run: number[],
): MergedPages {
  const kept = new Set(selection.filter((p) => !run.includes(p)));
  const keep = <T extends { page: number }>(items: T[]) => items.filter((i) => kept.has(i.page));
  const tables = [...stored.tables.filter((t) => t.pages.every((p) => kept.has(p))), ...fresh.tables].sort(
    (a, b) => a.page - b.page || a.index - b.index,
  );
  const byPage = (a: PageError, b: PageError) => a.page - b.page;
  return {
    tables,
    pageErrors: [...keep(stored.pageErrors), ...fresh.pageErrors].sort(byPage),
    warnings: [...keep(stored.warnings), ...fresh.warnings].sort(byPage),
  };
}
