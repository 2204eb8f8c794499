import type { Ruling } from "../types.js";
import type { RawRect, RawSegment } from "./collect-device.js";
import { POINTS, SHARE, type SettingLimits } from "../setting-limits.js";
import { mapList } from "../flatten.js";

/** How rulings are cleaned up; all distances in points. */
export interface RulingTolerances {
  /** Parallel pieces closer than this across their axis are snapped onto one line. */
  snap: number;
  /** Collinear pieces with a gap up to this are joined. */
  join: number;
  /** Pieces up to this long count as dashes, joined across gaps up to their own length. */
  dashMax: number;
  /** Lines paler than this grey level (1 = white) are invisible and dropped. */
  maxGrey: number;
}

export const DEFAULT_RULING_TOLERANCES: RulingTolerances = { snap: 2, join: 3, dashMax: 8, maxGrey: 0.97 };

/** What `tolerances.ruling` may set: distances on the page, and a grey level from black (0) to white (1). */
export const RULING_LIMITS: SettingLimits<RulingTolerances> = {
  snap: POINTS,
  join: POINTS,
  dashMax: POINTS,
  maxGrey: SHARE,
};

/**
 * Turns drawn line pieces into rulings: drops invisible and off-page pieces,
 * snaps near-collinear pieces onto a shared line and joins collinear pieces
 * (including dashes) into one ruling.
 */
export function buildRulings(
  segments: readonly RawSegment[],
  pageWidth: number,
  pageHeight: number,
  tol: RulingTolerances = DEFAULT_RULING_TOLERANCES,
  backgrounds: readonly RawRect[] = [],
): Ruling[] {
  const horizontal: RawSegment[] = [];
  const vertical: RawSegment[] = [];
  const dark: RawRect[] = [];
  for (const r of backgrounds) if (r.grey <= tol.maxGrey - 0.05) dark.push(r);
  for (const s of segments) {
    // A white line is invisible on paper but draws cell borders across a coloured background.
    if (s.grey > tol.maxGrey && !onBackground(s, dark)) continue;
    const clipped = clip(s, pageWidth, pageHeight);
    if (!clipped) continue;
    (clipped.orientation === "horizontal" ? horizontal : vertical).push(clipped);
  }
  return [...mergeAxis(horizontal, "horizontal", tol), ...mergeAxis(vertical, "vertical", tol)];
}

/** A piece reduced to its axis coordinate and its extent along the axis. */
interface Piece {
  at: number;
  from: number;
  to: number;
  width: number;
}

function mergeAxis(
  segments: readonly RawSegment[],
  orientation: Ruling["orientation"],
  tol: RulingTolerances,
): Ruling[] {
  const pieces: Piece[] = mapList(segments, orientation === "horizontal" ? horizontalPiece : verticalPiece);
  pieces.sort(byAt);
  const out: Ruling[] = [];
  let group: Piece[] = [];
  for (const p of pieces) {
    const first = group[0];
    if (first && p.at - first.at > tol.snap) {
      pushLine(out, group, orientation, tol);
      group = [];
    }
    group.push(p);
  }
  pushLine(out, group, orientation, tol);
  return out;
}

const horizontalPiece = (s: RawSegment): Piece => ({ at: s.y0, from: s.x0, to: s.x1, width: s.width });
const verticalPiece = (s: RawSegment): Piece => ({ at: s.x0, from: s.y0, to: s.y1, width: s.width });
const byAt = (p: Piece, q: Piece) => p.at - q.at;
const byFrom = (p: Piece, q: Piece) => p.from - q.from;

/** Pushes onto `out` the rulings of one group of pieces snapped onto their mean line (none for an empty group). */
function pushLine(out: Ruling[], group: Piece[], orientation: Ruling["orientation"], tol: RulingTolerances): void {
  if (group.length === 0) return;
  let sum = 0;
  for (const p of group) sum += p.at;
  const at = sum / group.length;
  for (const r of joinCollinear(group, tol)) {
    out.push(
      orientation === "horizontal"
        ? { orientation, x0: r.from, y0: at, x1: r.to, y1: at, width: r.width }
        : { orientation, x0: at, y0: r.from, x1: at, y1: r.to, width: r.width },
    );
  }
}

/** Joins pieces on one line whose gaps are small (or dash-sized). */
function joinCollinear(group: Piece[], tol: RulingTolerances): { from: number; to: number; width: number }[] {
  group.sort(byFrom);
  const out: { from: number; to: number; width: number }[] = [];
  let cur: { from: number; to: number; width: number } | null = null;
  let lastLength = 0;
  for (const p of group) {
    const length = p.to - p.from;
    if (cur) {
      const gap = p.from - cur.to;
      const dashes = lastLength <= tol.dashMax && length <= tol.dashMax && gap <= Math.max(lastLength, length) * 1.5;
      if (gap <= tol.join || dashes) {
        cur.to = Math.max(cur.to, p.to);
        cur.width = Math.max(cur.width, p.width);
        lastLength = length;
        continue;
      }
      out.push(cur);
    }
    cur = { from: p.from, to: p.to, width: p.width };
    lastLength = length;
  }
  if (cur) out.push(cur);
  return out;
}

/** True when the middle of a piece lies on (or at the edge of) a coloured fill. */
function onBackground(s: RawSegment, fills: readonly RawRect[]): boolean {
  const mx = (s.x0 + s.x1) / 2;
  const my = (s.y0 + s.y1) / 2;
  const pad = 2;
  for (const f of fills)
    if (mx >= f.bbox.x0 - pad && mx <= f.bbox.x1 + pad && my >= f.bbox.y0 - pad && my <= f.bbox.y1 + pad) return true;
  return false;
}

/** The part of a piece on the page, or null when none is. */
function clip(s: RawSegment, w: number, h: number): RawSegment | null {
  const x0 = Math.max(0, s.x0),
    x1 = Math.min(w, s.x1);
  const y0 = Math.max(0, s.y0),
    y1 = Math.min(h, s.y1);
  if (s.orientation === "horizontal" ? x1 <= x0 || s.y0 < 0 || s.y0 > h : y1 <= y0 || s.x0 < 0 || s.x0 > w) return null;
  return { ...s, x0, x1, y0, y1 };
}
