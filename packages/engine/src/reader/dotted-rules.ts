import type { RawRect, RawSegment } from "./raw-page.js";

/** A dot is a filled square (near enough) no wider than this, in points. */
const DOT_MAX = 1.5;
/** A dot's sides may differ by this share of the longer one (a square rounded onto the device grid). */
const SQUARE_SLACK = 0.5;
/** Dots whose centres lie this close across the line are on one line. */
const LINE_SNAP = 0.5;
/** Neighbouring dots of a rule are at most this far apart, centre to centre... */
const PITCH_MAX = 4;
/** ...with a clear gap between them (of this share of a dot), so touching squares (a QR code's modules) are none. */
const MIN_GAP_SHARE = 0.25;
/** Every pitch of a run lies within this share of the run's first pitch: dots set on a regular step. */
const PITCH_SLACK = 0.25;
/** A run needs this many dots to be a rule. */
const MIN_DOTS = 6;

/** A dot's centre and size. */
interface Dot {
  index: number;
  cx: number;
  cy: number;
  side: number;
  grey: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Dotted rules painted as fills: some producers paint a dotted border as a row of tiny filled squares, no
 * stroke at all (a stroked dash pattern is joined in `rulings.ts`). Runs of six or more such dots on one line,
 * a regular step of at most 4 pt apart with a gap between each, become line pieces the width of a dot; the dots
 * they take are left out of the filled rectangles. Pages without tiny squares come back as they were.
 */
export function dottedRules(rects: readonly RawRect[]): { segments: RawSegment[]; rest: readonly RawRect[] } {
  const dots: Dot[] = [];
  for (let i = 0; i < rects.length; i++) {
    const dot = asDot(rects[i]!, i);
    if (dot) dots.push(dot);
  }
  if (dots.length < MIN_DOTS) return { segments: [], rest: rects };
  const taken = new Set<number>();
  const segments: RawSegment[] = [];
  dots.sort(byRowThenX);
  collectRuns(dots, "horizontal", segments, taken);
  dots.sort(byColumnThenY);
  collectRuns(dots, "vertical", segments, taken);
  if (!taken.size) return { segments, rest: rects };
  const rest: RawRect[] = [];
  for (let i = 0; i < rects.length; i++) if (!taken.has(i)) rest.push(rects[i]!);
  return { segments, rest };
}

/**
 * Whether a filled box w by h points is a dot: a tiny square (give or take its rounding), neither a rule piece
 * nor a box. The path reader keeps dots as filled boxes, whichever side came out a hair longer.
 */
export function isDot(w: number, h: number): boolean {
  const side = Math.max(w, h);
  return side > 0 && side <= DOT_MAX && Math.abs(w - h) <= SQUARE_SLACK * side;
}

function asDot(r: RawRect, index: number): Dot | null {
  const { x0, y0, x1, y1 } = r.bbox;
  const w = x1 - x0;
  const h = y1 - y0;
  if (!isDot(w, h)) return null;
  const side = Math.max(w, h);
  return { index, cx: (x0 + x1) / 2, cy: (y0 + y1) / 2, side, grey: r.grey, x0, y0, x1, y1 };
}

/** A line's key: centres snapped to a LINE_SNAP grid, so the sort keys are exact (a comparator with slack is no order). */
const lineKey = (at: number) => Math.round(at / LINE_SNAP);
const byRowThenX = (a: Dot, b: Dot) => lineKey(a.cy) - lineKey(b.cy) || a.cx - b.cx;
const byColumnThenY = (a: Dot, b: Dot) => lineKey(a.cx) - lineKey(b.cx) || a.cy - b.cy;

/** Walks dots sorted along `orientation`'s lines and pushes a segment for each run of dots that is a rule. */
function collectRuns(
  dots: readonly Dot[],
  orientation: RawSegment["orientation"],
  segments: RawSegment[],
  taken: Set<number>,
): void {
  const horizontal = orientation === "horizontal";
  let start = 0;
  for (let i = 1; i <= dots.length; i++) {
    const prev = dots[i - 1]!;
    const cur = dots[i];
    if (cur && continuesRun(dots, start, prev, cur, horizontal)) continue;
    if (i - start >= MIN_DOTS) pushRun(dots, start, i, orientation, segments, taken);
    start = i;
  }
}

/** Whether `cur` carries on the run of dots from `start` that ends at `prev`. */
function continuesRun(dots: readonly Dot[], start: number, prev: Dot, cur: Dot, horizontal: boolean): boolean {
  if (horizontal ? lineKey(cur.cy) !== lineKey(prev.cy) : lineKey(cur.cx) !== lineKey(prev.cx)) return false;
  const pitch = horizontal ? cur.cx - prev.cx : cur.cy - prev.cy;
  const gap = pitch - (prev.side + cur.side) / 2;
  if (pitch > PITCH_MAX || gap < MIN_GAP_SHARE * Math.max(prev.side, cur.side)) return false;
  const first = dots[start]!;
  const second = dots[start + 1];
  if (!second || second === cur) return true;
  const step = horizontal ? second.cx - first.cx : second.cy - first.cy;
  return Math.abs(pitch - step) <= PITCH_SLACK * step;
}

function pushRun(
  dots: readonly Dot[],
  from: number,
  to: number,
  orientation: RawSegment["orientation"],
  segments: RawSegment[],
  taken: Set<number>,
): void {
  let across = 0;
  let side = 0;
  let grey = 0;
  for (let k = from; k < to; k++) {
    const d = dots[k]!;
    across += orientation === "horizontal" ? d.cy : d.cx;
    side = Math.max(side, d.side);
    grey += d.grey;
    taken.add(d.index);
  }
  const at = across / (to - from);
  const first = dots[from]!;
  const last = dots[to - 1]!;
  grey /= to - from;
  segments.push(
    orientation === "horizontal"
      ? { orientation, x0: first.x0, y0: at, x1: last.x1, y1: at, width: side, grey }
      : { orientation, x0: at, y0: first.y0, x1: at, y1: last.y1, width: side, grey },
  );
}
