import type { Glyph, TextDirection } from "../types.js";
import { countDirections } from "../geometry/rotation.js";
import { buildLines, DEFAULT_TEXT_TOLERANCES, type TextTolerances } from "./lines.js";
import { logicalOrder } from "./bidi.js";
import { mapList } from "../flatten.js";
import { cellLinesWithoutLeaders } from "./cell-leaders.js";
import type { LeaderSettings } from "./leaders.js";

/**
 * The text of a cell from the glyphs inside it. Words on one line are joined
 * with a space and lines with "\n", so a multi-line cell keeps its line breaks
 * (spreadsheets show them; CSV quotes them). Text of the cell's main direction
 * comes first, so a rotated header reads in its own order. Given `leaders`,
 * dot leaders are left out (`cell-leaders.ts`): a cell of dots alone keeps them.
 */
export function cellText(
  glyphs: readonly Glyph[],
  tol: TextTolerances = DEFAULT_TEXT_TOLERANCES,
  leaders?: LeaderSettings,
): string {
  if (glyphs.length === 0) return "";
  const lines = leaders ? cellLinesWithoutLeaders(buildLines(glyphs, tol), leaders) : buildLines(glyphs, tol);
  // Only a cell mixing directions needs its main one; counting it for every cell was a pass over every glyph.
  if (lines.some((l) => l.direction !== lines[0]!.direction)) {
    const main = mainDirection(glyphs);
    lines.sort((a, b) => (a.direction === main ? 0 : 1) - (b.direction === main ? 0 : 1));
  }
  // Glyphs are read left to right, so right-to-left text comes in visual order; `bidi.ts` puts it in reading order.
  return mapList(lines, (l) => logicalOrder(l.text))
    .join("\n")
    .trim();
}

/** The direction most glyphs read in. */
export function mainDirection(glyphs: readonly Glyph[]): TextDirection {
  const { counts } = countDirections(glyphs, false);
  let best = 0;
  for (let i = 1; i < 4; i++) if (counts[i]! > counts[best]!) best = i;
  return (best * 90) as TextDirection;
}
