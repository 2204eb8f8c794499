import type { BBox, Glyph, PageContent, Ruling, TextDirection } from "../types.js";

/** A page turned so its main text reads left to right, and the way back. */
export interface OrientedPage {
  content: PageContent;
  /** Direction of the page's main text before turning (0 when nothing was turned). */
  turnedBy: TextDirection;
  /** Maps a box on the turned page back to the displayed page. */
  toPage(box: BBox): BBox;
  /** Maps a box on the displayed page onto the turned page. */
  toTurned(box: BBox): BBox;
}

/** Most glyphs must read in one rotated direction before the page is turned for it. */
const TURN_SHARE = 0.5;

/**
 * Turns a page whose text mostly runs rotated (a landscape table printed on a
 * portrait page) so detectors see it upright and cells come out in reading
 * order. Pages of mostly upright text are returned as they are.
 */
export function orientPage(content: PageContent): OrientedPage {
  const direction = dominantDirection(content.glyphs);
  if (direction === 0) return { content, turnedBy: 0, toPage: (b) => b, toTurned: (b) => b };
  const W = content.width,
    H = content.height;
  const forward = (b: BBox): BBox => turn(b, direction, W, H);
  const backward = (b: BBox): BBox => unturn(b, direction, W, H);
  const turnedSize = direction === 180 ? { width: W, height: H } : { width: H, height: W };
  const glyphs: Glyph[] = content.glyphs.map((g) => ({
    ...g,
    bbox: forward(g.bbox),
    direction: ((((g.direction - direction) % 360) + 360) % 360) as TextDirection,
  }));
  const rulings: Ruling[] = content.rulings.map((r) => {
    const b = forward({ x0: r.x0, y0: r.y0, x1: r.x1, y1: r.y1 });
    const swap = direction !== 180;
    const orientation = swap ? (r.orientation === "horizontal" ? "vertical" : "horizontal") : r.orientation;
    return orientation === "horizontal"
      ? { orientation, x0: b.x0, x1: b.x1, y0: b.y0, y1: b.y0, width: r.width }
      : { orientation, x0: b.x0, x1: b.x0, y0: b.y0, y1: b.y1, width: r.width };
  });
  return {
    content: {
      ...content,
      ...turnedSize,
      glyphs,
      rulings,
      filledRects: content.filledRects.map((f) => ({ ...f, bbox: forward(f.bbox) })),
    },
    turnedBy: direction,
    toPage: backward,
    toTurned: forward,
  };
}

/** The rotated direction most non-blank glyphs read in, if they are the majority; else 0. */
function dominantDirection(glyphs: readonly Glyph[]): TextDirection {
  const counts = [0, 0, 0, 0];
  let total = 0;
  for (const g of glyphs) {
    if (g.text.trim() === "") continue;
    counts[g.direction / 90]! += 1;
    total++;
  }
  let best = 0;
  for (let i = 1; i < 4; i++) if (counts[i]! > counts[best]!) best = i;
  return best !== 0 && counts[best]! > total * TURN_SHARE ? ((best * 90) as TextDirection) : 0;
}

function turn(b: BBox, d: TextDirection, W: number, H: number): BBox {
  switch (d) {
    case 90:
      return { x0: H - b.y1, y0: b.x0, x1: H - b.y0, y1: b.x1 };
    case 270:
      return { x0: b.y0, y0: W - b.x1, x1: b.y1, y1: W - b.x0 };
    case 180:
      return { x0: W - b.x1, y0: H - b.y1, x1: W - b.x0, y1: H - b.y0 };
    default:
      return b;
  }
}

function unturn(b: BBox, d: TextDirection, W: number, H: number): BBox {
  switch (d) {
    case 90:
      return { x0: b.y0, y0: H - b.x1, x1: b.y1, y1: H - b.x0 };
    case 270:
      return { x0: W - b.y1, y0: b.x0, x1: W - b.y0, y1: b.x1 };
    case 180:
      return { x0: W - b.x1, y0: H - b.y1, x1: W - b.x0, y1: H - b.y0 };
    default:
      return b;
  }
}
