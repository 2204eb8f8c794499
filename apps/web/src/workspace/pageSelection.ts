/** The pages of a selection such as "1-3,7" or "5-" (5 to the end); null: every page of the document. */
export function pagesOf(selection: string | null, pageCount: number): number[] {
  if (!selection) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const pages = new Set<number>();
  for (const part of selection.split(",")) {
    const [from = "", to] = part.split("-").map((n) => n.trim());
    const a = Number(from);
    // "5-" runs to the last page (Number("") would be 0: no page at all)
    const last = to === undefined ? a : to === "" ? pageCount : Number(to);
    if (from === "" || !Number.isInteger(a) || !Number.isInteger(last)) continue;
    for (let p = a; p <= Math.min(last, pageCount); p++) if (p >= 1) pages.add(p);
  }
  return [...pages].sort((x, y) => x - y);
}

/** Pages as the shortest range list: [1,2,3,5] -> "1-3,5". */
export function rangesOf(pages: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < pages.length;) {
    let j = i;
    while (j + 1 < pages.length && pages[j + 1] === pages[j]! + 1) j++;
    parts.push(i === j ? String(pages[i]) : `${pages[i]}-${pages[j]}`);
    i = j + 1;
  }
  return parts.join(",");
}

/** A page selection without some pages (so their tables are dropped). */
export function pagesWithout(selection: string | null, drop: number[], pageCount: number): string {
  return rangesOf(pagesOf(selection, pageCount).filter((p) => !drop.includes(p)));
}
