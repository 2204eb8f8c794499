import type { ExtractedTable } from "../api/extractionTypes";
import { gridOf, sameGrid, type Grid } from "../preview/grid";

/** A table's identity across re-extractions: its page and its place on that page. */
export const tableKey = (table: ExtractedTable, fallbackIndex = 0) =>
  `${table.page ?? 1}:${table.table_index ?? fallbackIndex}`;

/** Keys of every table, with the place on the page counted when the server leaves it out. */
export function tableKeys(tables: ExtractedTable[]): string[] {
  const seen = new Map<number, number>();
  return tables.map((table) => {
    const page = table.page ?? 1;
    const place = table.table_index ?? seen.get(page) ?? 0;
    seen.set(page, place + 1);
    return `${page}:${place}`;
  });
}

/**
 * "table 3 on page 2": a table named by key as the workspace numbers it everywhere else (its
 * place in the whole list, as on the page and in "Table 3 of 5"), not by its place on its page.
 */
export function tableName(key: string, keys: string[]): string {
  return `table ${keys.indexOf(key) + 1} on page ${key.split(":")[0]}`;
}

/**
 * Where table `index` of `before` is in `after`: the table at the same page and place, so a
 * selection stays on its table when another page gains or loses tables; null when it is gone.
 */
export function followTable(index: number, before: ExtractedTable[], after: ExtractedTable[]): number | null {
  const key = tableKeys(before)[index];
  const at = key === undefined ? -1 : tableKeys(after).indexOf(key);
  return at >= 0 ? at : null;
}

/** The pages a table lies on. */
const pagesOf = (table: ExtractedTable) => (table.pages && table.pages.length > 0 ? table.pages : [table.page ?? 1]);

/** Keys of edited tables that re-extracting `pages` would replace (ask before dropping them). */
export function editsAtRisk(
  tables: ExtractedTable[],
  edited: ReadonlySet<string>,
  pages: ReadonlySet<number>,
): string[] {
  const keys = tableKeys(tables);
  return tables.flatMap((table, i) =>
    edited.has(keys[i]!) && pagesOf(table).some((p) => pages.has(p)) ? [keys[i]!] : [],
  );
}

/** Grids and edit marks after a re-extraction, and whether the kept edits must be saved again. */
export interface MergedEdits {
  grids: Grid[];
  edited: Set<string>;
  /** True when a kept edit differs from what the server answered (it must be PUT again). */
  needsSave: boolean;
}

/**
 * The rule that makes edits survive: after re-extracting `pages`, a table on another page that
 * the user edited keeps the user's grid; tables on the re-extracted pages are the new ones and
 * lose their edit marks (the user agreed to that first, see `editsAtRisk`).
 */
export function mergeAfterReextract(
  previous: { tables: ExtractedTable[]; grids: Grid[]; edited: ReadonlySet<string> },
  next: ExtractedTable[],
  pages: ReadonlySet<number>,
): MergedEdits {
  const oldKeys = tableKeys(previous.tables);
  const oldGrid = new Map(oldKeys.map((key, i) => [key, previous.grids[i]!]));
  const newKeys = tableKeys(next);
  const edited = new Set<string>();
  let needsSave = false;
  const grids = next.map((table, i) => {
    const key = newKeys[i]!;
    const fresh = gridOf(table);
    const replaced = pagesOf(table).some((p) => pages.has(p));
    const kept = oldGrid.get(key);
    if (replaced || !previous.edited.has(key) || !kept) return fresh;
    edited.add(key);
    if (!sameGrid(kept, fresh)) needsSave = true;
    return kept;
  });
  return { grids, edited, needsSave };
}
