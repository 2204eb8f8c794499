import type { TableCandidate } from "../detect/contract.js";
import { mapList, mapNumbers } from "../flatten.js";
import type { BBox, Cell, Word } from "../types.js";

/** A label may stand this many of its type sizes left of the table's first column (a column gap). */
const REACH_EM = 2.5;
/** Points a label may run past the rows it sits beside (an upright row's ascent and descent). */
const SLACK = 2;
/** Words of one turned line are at most this many of their type sizes apart along it: a word space (about 0.3), not the gap between two labels. */
const WORD_GAP_EM = 0.45;
/** A label's centre is at most this share of the rows' median pitch from the middle of the rows it is read beside. */
const CENTRE_TOLERANCE = 0.5;

/** A turned label: its words (one or more turned lines side by side) and their box. */
interface Label {
  words: Word[];
  bbox: BBox;
}

/** A row's vertical extent, from its cells with text. */
interface Band {
  y0: number;
  y1: number;
}

/**
 * Row-group labels written up or down the page beside the rows of an upright
 * table ("Metals" turned a quarter beside copper, zinc and tin): the stream
 * detector reads each text direction in its own frame, so the labels were in
 * no row and were lost. Turned words left of the table's stub, or inside a
 * first column that is empty beside them, each label within the body's rows,
 * become that column's text; a label stands for the rows it is centred on (a
 * merged cell's text centred down the rows it spans), and its text goes in
 * the first of them, as a spanning cell's text reads at its first slot. The
 * groups must follow one another down the table, each centred on its label;
 * where they cannot, each label goes in the first row it stands beside.
 * Labels left of the table add a column before the stub. Tables without such
 * words, or whose first column has text beside a label, are left as they are.
 */
export function withTurnedLabels(table: TableCandidate, words: readonly Word[]): TableCandidate {
  const rows = table.rows;
  if (rows.length < 3) return table;
  const firstBody = Math.min(table.headerRows, rows.length - 1);
  // Only body rows take labels: a label longer than its rows may reach into the header's band.
  const bands = mapList(rowBands(rows), (b, r) => (r < firstBody ? undefined : b));
  const bodyTop = bands[firstBody]?.y0;
  const stub = firstColumn(rows);
  if (bodyTop === undefined || !stub) return table;
  const turned: Word[] = [];
  for (const w of words) {
    if (w.direction !== 90 && w.direction !== 270) continue;
    const { x0, x1, y0, y1 } = w.bbox;
    // Within the table, and beside its body: text up the page's margin runs far past a table.
    const middle = (y0 + y1) / 2;
    if (y0 < table.bbox.y0 - SLACK || y1 > table.bbox.y1 + SLACK || middle < bodyTop) continue;
    if (x1 > stub.x1 || x0 < stub.x0 - REACH_EM * w.fontSize - (x1 - x0)) continue;
    turned.push(w);
  }
  if (!turned.length) return table;
  const labels = labelsOf(turned);
  // The labels stand in the first column when it is empty beside them, else left of it when its
  // cells beside them start right of them (a total row below may start under them).
  const inside = labels.every((l) => besideCells(l, rows, bands).every((c) => c !== null && !c.text));
  const outside = labels.every((l) =>
    besideCells(l, rows, bands).every((c) => c !== null && (!c.text || c.bbox.x0 >= l.bbox.x1 - SLACK)),
  );
  if (!inside && !outside) return table;
  const firstRows =
    groupStarts(labels, bands, firstBody) ?? mapNumbers(labels, (l) => overlapped(l.bbox, bands)[0] ?? -1);
  if (firstRows.some((r) => r < firstBody)) return table;
  const out = inside ? mapList(rows, (r) => [...r]) : withColumnBefore(rows, bands, labels);
  labels.forEach((l, k) => {
    const row = out[firstRows[k]!]!;
    row[0] = labelCell(l);
  });
  const bbox: BBox = { ...table.bbox };
  for (const l of labels) bbox.x0 = Math.min(bbox.x0, l.bbox.x0);
  const columnCount = out[0]!.length;
  return {
    ...table,
    bbox,
    rows: out,
    evidence: { ...table.evidence, columnCount, emptyCellRatio: emptyShare(out) },
  };
}

/** Each row's vertical extent from its cells with text; rows without text take their neighbours' edge. */
function rowBands(rows: readonly (Cell | null)[][]): (Band | undefined)[] {
  return mapList(rows, (row) => {
    let y0 = Infinity,
      y1 = -Infinity;
    for (const c of row) {
      if (!c || !c.text || c.rowSpan !== 1) continue;
      y0 = Math.min(y0, c.bbox.y0);
      y1 = Math.max(y1, c.bbox.y1);
    }
    return y1 >= y0 ? { y0, y1 } : undefined;
  });
}

/** The first column's x-span from its single-column cells, or null when it has none with text. */
function firstColumn(rows: readonly (Cell | null)[][]): { x0: number; x1: number } | null {
  let x0 = Infinity,
    x1 = -Infinity;
  for (const r of rows) {
    const c = r[0];
    if (!c || c.colSpan !== 1 || !c.text) continue;
    x0 = Math.min(x0, c.bbox.x0);
    x1 = Math.max(x1, c.bbox.x1);
  }
  return x1 >= x0 ? { x0, x1 } : null;
}

/**
 * Turned words joined into labels: words of one direction on one turned line
 * (their middles across within half their size) a word space apart along it,
 * then labels side by side that share rows (a label of two turned lines).
 * Top to bottom.
 */
function labelsOf(turned: readonly Word[]): Label[] {
  const sorted = [...turned].sort(byTop);
  const labels: Label[] = [];
  for (const w of sorted) {
    const mid = (w.bbox.x0 + w.bbox.x1) / 2;
    const into = labels.find((l) => {
      const b = l.bbox;
      const sameLine = l.words.some(
        (o) => o.direction === w.direction && Math.abs((o.bbox.x0 + o.bbox.x1) / 2 - mid) <= w.fontSize / 2,
      );
      const along = w.bbox.y0 - b.y1 <= WORD_GAP_EM * w.fontSize;
      const beside = Math.min(b.y1, w.bbox.y1) - Math.max(b.y0, w.bbox.y0) > 0;
      const near = Math.max(b.x0, w.bbox.x0) - Math.min(b.x1, w.bbox.x1) <= WORD_GAP_EM * w.fontSize;
      return (sameLine && along) || (beside && near);
    });
    if (into) {
      into.words.push(w);
      into.bbox = union(into.bbox, w.bbox);
    } else labels.push({ words: [w], bbox: { ...w.bbox } });
  }
  return labels.sort(byLabelTop);
}

/** The first column's cells in the rows the label stands beside (null where a span covers the slot). */
function besideCells(
  l: Label,
  rows: readonly (Cell | null)[][],
  bands: readonly (Band | undefined)[],
): (Cell | null)[] {
  return mapList(overlapped(l.bbox, bands), (r) => rows[r]![0] ?? null);
}

/** Rows whose band the box overlaps, top to bottom. */
function overlapped(b: BBox, bands: readonly (Band | undefined)[]): number[] {
  const out: number[] = [];
  bands.forEach((band, r) => {
    if (band && Math.min(b.y1, band.y1) - Math.max(b.y0, band.y0) > 0) out.push(r);
  });
  return out;
}

/**
 * The first row of each label's group when the groups follow one another
 * down the table, each centred on its label: a group starts right after the
 * one before and ends on the row that puts its middle nearest the label's
 * centre (never above the last row the label stands beside). The first group
 * starts at `firstBody` or lower, down to its label's first row (a header the
 * detector did not mark stays out), whichever centres the groups best. Null
 * when no start puts every label's centre within `CENTRE_TOLERANCE` of its
 * group's middle.
 */
function groupStarts(
  labels: readonly Label[],
  bands: readonly (Band | undefined)[],
  firstBody: number,
): number[] | null {
  const pitch = medianPitch(bands);
  const first = overlapped(labels[0]!.bbox, bands)[0] ?? -1;
  let best: { starts: number[]; cost: number } | null = null;
  for (let s = firstBody; s <= first; s++) {
    const chain = groupChain(labels, bands, s, CENTRE_TOLERANCE * pitch);
    if (chain && (!best || chain.cost < best.cost)) best = chain;
  }
  return best?.starts ?? null;
}

/** The groups from `start` down, one per label, with the summed distance of label centres from group middles. */
function groupChain(
  labels: readonly Label[],
  bands: readonly (Band | undefined)[],
  start: number,
  tolerance: number,
): { starts: number[]; cost: number } | null {
  const starts: number[] = [];
  let cost = 0;
  for (const l of labels) {
    const rows = overlapped(l.bbox, bands);
    const top = bands[start]?.y0;
    if (!rows.length || rows[0]! < start || top === undefined) return null;
    const centre = (l.bbox.y0 + l.bbox.y1) / 2;
    let end = -1,
      distance = Infinity;
    for (let e = rows[rows.length - 1]!; e < bands.length; e++) {
      const bottom = bands[e]?.y1;
      if (bottom === undefined) break;
      const d = Math.abs((top + bottom) / 2 - centre);
      if (d < distance) {
        distance = d;
        end = e;
      }
    }
    if (end < 0 || distance > tolerance) return null;
    starts.push(start);
    cost += distance;
    start = end + 1;
  }
  return { starts, cost };
}

/** The median distance between neighbouring rows' tops. */
function medianPitch(bands: readonly (Band | undefined)[]): number {
  const pitches: number[] = [];
  for (let r = 1; r < bands.length; r++) {
    const a = bands[r - 1],
      b = bands[r];
    if (a && b) pitches.push(b.y0 - a.y0);
  }
  pitches.sort((a, b) => a - b);
  return pitches[Math.floor(pitches.length / 2)] ?? 0;
}

/** The rows with an empty cell put before each, spanning the labels' width and its row's band. */
function withColumnBefore(
  rows: readonly (Cell | null)[][],
  bands: readonly (Band | undefined)[],
  labels: readonly Label[],
): (Cell | null)[][] {
  let x0 = Infinity,
    x1 = -Infinity;
  for (const l of labels) {
    x0 = Math.min(x0, l.bbox.x0);
    x1 = Math.max(x1, l.bbox.x1);
  }
  return mapList(rows, (row, r): (Cell | null)[] => {
    const first = row[0];
    // A stub cell starting under the labels ("Total" across both) spans the new column too.
    if (first && first.text && first.rowSpan === 1 && first.bbox.x0 <= x1)
      return [{ ...first, colSpan: first.colSpan + 1 }, null, ...row.slice(1)];
    const band = bands[r] ?? { y0: first?.bbox.y0 ?? 0, y1: first?.bbox.y1 ?? 0 };
    const empty: Cell = { text: "", bbox: { x0, x1, y0: band.y0, y1: band.y1 }, rowSpan: 1, colSpan: 1 };
    return [empty, ...row];
  });
}

/** The label as a cell: its words in reading order (up the page: lines left to right, each bottom to top). */
function labelCell(l: Label): Cell {
  const sorted = [...l.words].sort(readingOrder);
  return { text: mapList(sorted, textOf).join(" "), bbox: { ...l.bbox }, rowSpan: 1, colSpan: 1 };
}

/** Share of the grid's cells (spanned slots left out) without text. */
function emptyShare(rows: readonly (Cell | null)[][]): number {
  let cells = 0,
    empty = 0;
  for (const r of rows)
    for (const c of r) {
      if (!c) continue;
      cells++;
      if (!c.text) empty++;
    }
  return cells ? empty / cells : 0;
}

const textOf = (w: Word) => w.text;
const byTop = (a: Word, b: Word) => a.bbox.y0 - b.bbox.y0;
const byLabelTop = (a: Label, b: Label) => a.bbox.y0 - b.bbox.y0;

function union(a: BBox, b: BBox): BBox {
  return { x0: Math.min(a.x0, b.x0), y0: Math.min(a.y0, b.y0), x1: Math.max(a.x1, b.x1), y1: Math.max(a.y1, b.y1) };
}

/** Up the page (90): lines left to right, each bottom to top; down (270): lines right to left, each top to bottom. */
function readingOrder(a: Word, b: Word): number {
  const line = (w: Word) => (w.bbox.x0 + w.bbox.x1) / 2;
  if (Math.abs(line(a) - line(b)) > a.fontSize / 2) return a.direction === 270 ? line(b) - line(a) : line(a) - line(b);
  return a.direction === 270 ? a.bbox.y0 - b.bbox.y0 : b.bbox.y1 - a.bbox.y1;
}
