import type { CorpusEntry, ExpectedTable } from "./entry.js";

/**
 * The expectation for a run with `stitch: true`: every multi-page table's
 * per-page parts are replaced by the whole table, expected on its first page
 * (where the engine reports a stitched table). Entries without
 * `stitched_tables` are returned unchanged.
 */
export function stitchedEntry<T extends CorpusEntry>(entry: T): T {
  const stitched = entry.stitched_tables ?? [];
  if (stitched.length === 0) return entry;
  const covered = new Set(stitched.flatMap((s) => s.pages));
  const kept: ExpectedTable[] = entry.tables.filter((t) => !covered.has(t.page));
  const whole: ExpectedTable[] = stitched.map((s) => ({ page: s.pages[0] ?? 1, cells: s.cells }));
  return { ...entry, tables: [...kept, ...whole].sort((a, b) => a.page - b.page) };
}
