import type { Segment } from "./model.js";

/**
 * Characters of the scripts written without spaces between words: CJK ideographs (with their
 * extensions and compatibility forms) and Japanese kana; punctuation (the ideographic full stop and
 * comma) does not count. Hangul is left out: Korean is written with spaces between words.
 */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;

/** Characters of an unspaced script that make about one word, as Chinese and Japanese text runs. */
const CHARACTERS_PER_WORD = 2;

/**
 * How many words a segment holds, for telling a sentence from a cell: its words, where a run of
 * Chinese or Japanese (one "word" to the line builder, written without spaces) counts one word for
 * every two of its characters. A CJK note under a table ("本名录仅供内部使用，如有变动请及时通知人事部门。")
 * is a sentence of many words, though no space parts it; a CJK cell of four characters is about two.
 */
export function proseWordCount(segment: Segment): number {
  let count = 0;
  for (const word of segment.words) {
    const unspaced = word.text.match(UNSPACED)?.length ?? 0;
    count += Math.max(1, Math.floor(unspaced / CHARACTERS_PER_WORD));
  }
  return count;
}
