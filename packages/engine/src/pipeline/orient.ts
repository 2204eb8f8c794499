import type { BBox, Glyph, PageContent, Ruling, TextDirection } from "../types.js";
import { countDirections, quarterTurn, turnBox, turnedSize, unturnBox } from "../geometry/rotation.js";
import { glyphWith } from "../reader/glyph-copy.js";
import { mapList } from "../flatten.js";
import type { GlyphCensus } from "./glyph-census.js";

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
export function orientPage(
  content: PageContent,
  directions: GlyphCensus["directions"] = countDirections(content.glyphs, true),
): OrientedPage {
  const direction = dominantDirection(directions);
  if (direction === 0) return { content, turnedBy: 0, toPage: (b) => b, toTurned: (b) => b };
  const W = content.width,
    H = content.height;
  const forward = (b: BBox): BBox => turnBox(b, direction, W, H);
  const backward = (b: BBox): BBox => unturnBox(b, direction, W, H);
  const glyphs: Glyph[] = mapList(content.glyphs, (g) =>
    glyphWith(g, g.text, forward(g.bbox), quarterTurn(g.direction - direction)),
  );
  const rulings: Ruling[] = mapList(content.rulings, (r) => {
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
      ...turnedSize(direction, W, H),
      glyphs,
      rulings,
      filledRects: mapList(content.filledRects, (f) => ({ ...f, bbox: forward(f.bbox) })),
    },
    turnedBy: direction,
    toPage: backward,
    toTurned: forward,
  };
}

/** The rotated direction most non-blank glyphs read in (`countDirections(glyphs, true)`), if they are the majority; else 0. */
function dominantDirection({ counts, total }: GlyphCensus["directions"]): TextDirection {
  let best = 0;
  for (let i = 1; i < 4; i++) if (counts[i]! > counts[best]!) best = i;
  return best !== 0 && counts[best]! > total * TURN_SHARE ? ((best * 90) as TextDirection) : 0;
}
