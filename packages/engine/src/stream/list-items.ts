import { isEnumerator } from "./label-prose.js";
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
