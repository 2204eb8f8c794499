import { isEnumerator, isLegendLine } from "./label-prose.js";
import type { Segment } from "./model.js";

/**
 * A marker read from a drawn bullet: one to three signs with no letter or
 * figure, or one lower-case letter. OCR reads a round or square bullet as
 * "=", "»", "«", "[]", "n", "e" and the like, never as the "•" a text layer has.
 */
const SIGN_MARKER = /^(?:[^\p{L}\p{N}\s]{1,3}|\p{Ll})$/u;
/** The item beside the marker is a phrase or sentence of this many words or more, not a cell. */
const MIN_ITEM_WORDS = 3;

/**
 * A line of a bulleted or numbered list: a marker (an enumerator, or a few
 * signs as OCR reads a drawn bullet) beside a phrase of several words, and
 * nothing else. The gap after the marker makes it two segments, like a row of
 * two cells, but it is prose set as a list.
 */
export function isListItemLine(segments: readonly Segment[]): boolean {
  if (segments.length !== 2) return false;
  const [marker, item] = segments as [Segment, Segment];
  const text = marker.text.trim();
  return (isEnumerator(text) || SIGN_MARKER.test(text)) && item.words.length >= MIN_ITEM_WORDS;
}

/**
 * The line's segments less a leading drawn bullet read as signs: OCR reads a
 * bullet drawn beside a phrase of several words as "+»", "«" or "n", a gap
 * before the item, where a born-digital page has no text for it and the item
 * is the line's one segment. Stripped, the item is judged as prose the same
 * way on both. Enumerators ("1.", "a)") are text on either page and stay, and
 * so does a legend's line ("-  nil or less than half the unit"): a symbol
 * beside its meaning in lower case, one of a run the table ends above.
 */
export function withoutDrawnBullet(segments: readonly Segment[]): readonly Segment[] {
  if (segments.length !== 2 || isLegendLine(segments)) return segments;
  const [marker, item] = segments as [Segment, Segment];
  return SIGN_MARKER.test(marker.text.trim()) && item.words.length >= MIN_ITEM_WORDS ? [item] : segments;
}
