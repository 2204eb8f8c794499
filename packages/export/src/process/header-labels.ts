import type { SheetTable } from "../model.js";

/**
 * One label per column from the header rows: a spanning header applies to every column it
 * covers, and stacked header rows are joined top to bottom ("Revenue 2023"). Without header
 * rows (or text) the labels are "Column 1", "Column 2", ... unless `placeholder` is false ("").
 */
export function headerLabels(table: SheetTable, placeholder = true): string[] {
  const width = table.grid[0]?.length ?? 0;
  const parts: string[][] = Array.from({ length: width }, () => []);
  const header = table.grid.slice(0, table.headerRows).map((row) => [...row]);
  for (const m of table.merges) {
    if (m.row >= table.headerRows) continue;
    const text = header[m.row]![m.col]!;
    for (let r = m.row; r < Math.min(m.row + m.rowSpan, table.headerRows); r++) {
      for (let c = m.col; c < m.col + m.colSpan; c++) header[r]![c] = text;
    }
  }
  for (const row of header) {
    row.forEach((text, c) => {
      const t = text.replace(/\s+/g, " ").trim();
      const mine = parts[c]!;
      if (t && mine[mine.length - 1] !== t) mine.push(t);
    });
  }
  return parts.map((p, c) => (p.length ? p.join(" ") : placeholder ? `Column ${c + 1}` : ""));
}

/** A label reduced for comparison: case, accents, punctuation and spacing ignored. */
export function normaliseLabel(label: string): string {
  return label
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** 0..1 similarity of two normalised labels (1 - edit distance / longer length). */
export function labelSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const longer = Math.max(a.length, b.length);
  return longer === 0 ? 1 : 1 - editDistance(a, b) / longer;
}

/** Labels close enough to be the same column ("Amount (EUR)" vs "amount eur", "Quantity" vs "Quantitiy"). */
export function sameLabel(a: string, b: string): boolean {
  return a === b || (Math.min(a.length, b.length) >= 4 && labelSimilarity(a, b) >= 0.8);
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost));
    }
    previous = current;
  }
  return previous[b.length]!;
}
