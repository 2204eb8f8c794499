import { INK_LEVEL, type GrayImage } from "./gray-image.js";
import { inkBlobs } from "./lone-dashes.js";

/** A leader dot is at most this big across (points) and this far from round (longer side over shorter). */
const MAX_DOT = 2.2;
const MIN_DOT = 0.2;
const MAX_ELONGATION = 1.8;
/** Neighbouring dots of a leader: centres this far apart at most (points), and this level with each other. */
const MAX_PITCH = 6;
const MAX_DRIFT = 0.6;
/** A leader's dots are evenly spaced: each gap within this share of the median gap. */
const PITCH_TOLERANCE = 0.35;
/** So many dots in a row, at least, make a leader (a decimal point or a stray speck never does). */
const MIN_DOTS = 5;

/**
 * Erases dot leaders (". . . . ." running from a row's label to its
 * figures) from a page image before OCR. The OCR engine reads a worn leader
 * as a string of garbage words ("Sars s Rss") that become cells and columns of
 * their own and pull rows together. A leader is a row of at least MIN_DOTS
 * small, roundish ink dots, each within MAX_PITCH points of the next and
 * level with it; its dots are painted white. Returns the image (a copy when
 * anything was erased) and how many leaders were erased.
 */
export function eraseLeaderDots(img: GrayImage, dpi: number): { image: GrayImage; leaders: number } {
  const pt = dpi / 72;
  // every shade of ink counts (a worn dot is grey), so the strokes of letters hold together
  const dots = inkBlobs(img, INK_LEVEL)
    .filter((b) => {
      const w = b.x1 - b.x0,
        h = b.y1 - b.y0;
      return (
        w <= MAX_DOT * pt &&
        h <= MAX_DOT * pt &&
        w >= MIN_DOT * pt &&
        h >= MIN_DOT * pt &&
        Math.max(w, h) <= MAX_ELONGATION * Math.min(w, h)
      );
    })
    .map((b) => ({ ...b, cx: (b.x0 + b.x1) / 2, cy: (b.y0 + b.y1) / 2 }))
    .sort((a, b) => a.cx - b.cx);
  type Dot = (typeof dots)[number];
  // each dot's next dot to the right: the nearest one level with it within a pitch
  const next = new Map<Dot, Dot>();
  const hasPrev = new Set<Dot>();
  for (let i = 0; i < dots.length; i++) {
    const d = dots[i]!;
    let best: Dot | null = null;
    for (let j = i + 1; j < dots.length && dots[j]!.cx - d.cx <= MAX_PITCH * pt; j++) {
      const e = dots[j]!;
      if (e.cx - d.cx < MIN_DOT * pt || Math.abs(e.cy - d.cy) > MAX_DRIFT * pt || hasPrev.has(e)) continue;
      if (!best || e.cx < best.cx) best = e;
    }
    if (best) {
      next.set(d, best);
      hasPrev.add(best);
    }
  }
  const erase: Dot[] = [];
  let leaders = 0;
  for (const d of dots) {
    if (hasPrev.has(d)) continue;
    const chain = [d];
    for (let e = next.get(d); e; e = next.get(e)) chain.push(e);
    if (chain.length < MIN_DOTS || !even(chain)) continue;
    leaders++;
    erase.push(...chain);
  }
  if (erase.length === 0) return { image: img, leaders: 0 };
  const data = img.data.slice();
  for (const d of erase) {
    for (let y = Math.max(0, d.y0 - 1); y < Math.min(img.height, d.y1 + 1); y++)
      data.fill(255, y * img.width + Math.max(0, d.x0 - 1), y * img.width + Math.min(img.width, d.x1 + 1));
  }
  return { image: { width: img.width, height: img.height, data }, leaders };
}

function even(chain: readonly { cx: number }[]): boolean {
  const gaps = chain.slice(1).map((d, i) => d.cx - chain[i]!.cx);
  const median = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)]!;
  return gaps.every((g) => Math.abs(g - median) <= PITCH_TOLERANCE * median);
}
