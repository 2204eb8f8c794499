import type { Table } from "@pdftab/engine";
import { pagesToRead, type PagesSource, type PagesToRead } from "@pdftab/engine/input";
import type { ExtractSettings } from "../pool/index.js";

/** Stored settings (never a password). */
export type StoredSettings = Omit<ExtractSettings, "password">;

/** Which pages a re-extraction reads, and the page selection the extraction has afterwards. */
export interface RerunPlan {
  /** The extraction's pages after the re-extraction (1-based, sorted). */
  selection: number[];
  /** The pages the engine reads now (sorted); the other pages of `selection` keep their stored tables. */
  run: number[];
  /** The template's pages past the document's end, to report on the selection's first page; null when none. */
  pastEnd: PagesToRead["pastEnd"];
}

/**
 * pages, method and stitch as they apply: the request's, else the template's, else the defaults;
 * `pagesFrom` says whose pages they are (the template's past the document's end are read as far as
 * it goes, the request's are refused: `pagesToRead`).
 */
export function effective(s: StoredSettings): {
  pages: string | null;
  pagesFrom: PagesSource;
  method: string;
  stitch: boolean;
} {
  return {
    pages: s.pages ?? s.template?.pages ?? null,
    pagesFrom: s.pages == null ? "template" : "request",
    method: s.method ?? s.template?.method ?? "auto",
    stitch: s.stitch ?? s.template?.stitch ?? false,
  };
}

/**
 * Decides what a re-extraction re-runs, so a one-page correction costs one
 * page and the other pages keep their tables (and the user's edits):
 *
 * - no stored tables (the extraction failed), or a change of the effective
 *   method or stitch, or of the template: every page of the selection;
 * - otherwise the pages whose areas or columns changed, plus pages new to
 *   the selection; then, so a table continued over pages is never cut in
 *   half, every page of a stored table touching those pages or a page that
 *   left the selection (repeated until nothing more is added).
 *
 * The selection follows the engine's rule (`pagesToRead`): a template's pages
 * past the document's end are left out and reported in `pastEnd`, as a first
 * extraction does. Throws the engine's invalid_options / page_out_of_range for
 * a request's selection the document does not have, or a template's none of
 * whose pages it has.
 */
export function planRerun(
  before: StoredSettings,
  after: StoredSettings,
  pageCount: number,
  tables: Table[] | null,
): RerunPlan {
  const now = effective(after);
  const { pages: selection, pastEnd } = pagesToRead(now.pages, pageCount, now.pagesFrom);
  const then = effective(before);
  if (!tables || now.method !== then.method || now.stitch !== then.stitch || !same(before.template, after.template))
    return { selection, run: selection, pastEnd };

  const selected = new Set(selection);
  let previous: Set<number>;
  try {
    previous = new Set(pagesToRead(then.pages, pageCount, then.pagesFrom).pages);
  } catch {
    return { selection, run: selection, pastEnd };
  }
  const touched = new Set<number>();
  for (const page of selection) {
    if (
      !previous.has(page) ||
      !same(pageEntry(before.areas, page), pageEntry(after.areas, page)) ||
      !same(pageEntry(before.columns, page), pageEntry(after.columns, page))
    )
      touched.add(page);
  }
  for (const page of previous) if (!selected.has(page)) touched.add(page);
  for (let grew = true; grew;) {
    grew = false;
    for (const table of tables) {
      if (!table.pages.some((p) => touched.has(p))) continue;
      for (const p of table.pages) {
        if (!touched.has(p)) {
          touched.add(p);
          grew = true;
        }
      }
    }
  }
  return { selection, run: selection.filter((p) => touched.has(p)), pastEnd };
}

/** A page's entry of a page-keyed map (keys are strings once stored as JSON); absent and empty are the same. */
function pageEntry<T>(map: Record<number, T[]> | undefined, page: number): T[] {
  return (map as Record<string, T[]> | undefined)?.[String(page)] ?? [];
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}
