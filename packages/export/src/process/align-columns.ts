import type { CombinedTable, ExportTable } from "../model.js";
import { headerLabels, normaliseLabel, sameLabel } from "./header-labels.js";

/** Column titles of the two source columns every combined table starts with. */
export const SOURCE_FILE_COLUMN = "Source file";
export const SOURCE_PAGE_COLUMN = "Page";

/** Result of `alignColumns`: combined groups, plus the tables that matched no other table. */
export interface AlignedTables {
  combined: CombinedTable[];
  /** Tables left on their own (no header rows, or no other table with matching headers). */
  alone: ExportTable[];
}

interface Group {
  founder: string[];
  columns: { key: string; label: string }[];
  members: { table: ExportTable; toGroupColumn: number[] }[];
}

/**
 * The `align_columns` switch: tables (from any file) whose headers match — compared normalised,
 * fuzzily and in any order — are stacked into one combined table with source file and page
 * columns. A column only some tables have is kept and left empty for the others.
 */
export function alignColumns(tables: readonly ExportTable[]): AlignedTables {
  const groups: Group[] = [];
  const alone: ExportTable[] = [];
  for (const table of tables) {
    if (table.headerRows === 0 || table.grid.length === 0) {
      alone.push(table);
      continue;
    }
    const labels = headerLabels(table);
    const keys = uniqueKeys(labels.map(normaliseLabel));
    const group = groups.find((g) => headersMatch(g.founder, keys));
    if (group) group.members.push({ table, toGroupColumn: mapColumns(group, keys, labels) });
    else
      groups.push({
        founder: keys,
        columns: keys.map((key, c) => ({ key, label: labels[c]! })),
        members: [{ table, toGroupColumn: keys.map((_, c) => c) }],
      });
  }
  const combined: CombinedTable[] = [];
  for (const group of groups) {
    if (group.members.length > 1) combined.push(combine(group));
    else alone.push(group.members[0]!.table);
  }
  alone.sort((a, b) => tables.indexOf(a) - tables.indexOf(b));
  return { combined, alone };
}

/** Whether two header key lists describe the same kind of table. */
export function headersMatch(a: readonly string[], b: readonly string[]): boolean {
  const matched = countMatches(a, b);
  const small = Math.min(a.length, b.length);
  const large = Math.max(a.length, b.length);
  return matched >= Math.min(2, small) && matched >= 0.6 * small && matched >= 0.5 * large;
}

function countMatches(a: readonly string[], b: readonly string[]): number {
  const free: (string | null)[] = [...b];
  const pending: string[] = [];
  let matched = 0;
  for (const key of a) {
    const at = free.indexOf(key);
    if (at >= 0) {
      free[at] = null;
      matched++;
    } else pending.push(key);
  }
  for (const key of pending) {
    const at = free.findIndex((other) => other !== null && sameLabel(key, other));
    if (at >= 0) {
      free[at] = null;
      matched++;
    }
  }
  return matched;
}

function mapColumns(group: Group, keys: string[], labels: string[]): number[] {
  const used = new Set<number>();
  const mapping: number[] = new Array<number>(keys.length).fill(-1);
  for (const exact of [true, false]) {
    keys.forEach((key, c) => {
      if (mapping[c]! >= 0) return;
      const at = group.columns.findIndex(
        (col, g) => !used.has(g) && (exact ? col.key === key : sameLabel(col.key, key)),
      );
      if (at >= 0) {
        used.add(at);
        mapping[c] = at;
      }
    });
  }
  keys.forEach((key, c) => {
    if (mapping[c]! >= 0) return;
    group.columns.push({ key, label: labels[c]! });
    mapping[c] = group.columns.length - 1;
  });
  return mapping;
}

function combine(group: Group): CombinedTable {
  const header = [SOURCE_FILE_COLUMN, SOURCE_PAGE_COLUMN, ...group.columns.map((c) => c.label)];
  const grid = [header];
  for (const { table, toGroupColumn } of group.members) {
    for (const row of table.grid.slice(table.headerRows)) {
      const out = new Array<string>(header.length).fill("");
      out[0] = table.source.fileName;
      out[1] = String(table.source.page);
      row.forEach((text, c) => (out[2 + toGroupColumn[c]!] = text));
      grid.push(out);
    }
  }
  return { grid, headerRows: 1, merges: [], members: group.members.map((m) => m.table.source) };
}

/** Repeated labels in one table ("Amount", "Amount") get distinct keys so neither is lost. */
function uniqueKeys(keys: string[]): string[] {
  const seen = new Map<string, number>();
  return keys.map((key) => {
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return n === 1 ? key : `${key} ${n}`;
  });
}
