import { mapList } from "../flatten.js";
/** Letters of right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms). */
const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
const RTL_GLOBAL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/gu;
const LTR_GLOBAL = /[A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF]/gu;
const MIRROR: Record<string, string> = {
  "(": ")",
  ")": "(",
  "[": "]",
  "]": "[",
  "{": "}",
  "}": "{",
  "<": ">",
  ">": "<",
};

/**
 * Whether a run of text reads right to left: it has right-to-left letters and no fewer of them than left-to-right
 * ones. A tie goes right to left: a Hebrew or Arabic cell names a Latin product or language as long as its own word
 * ("מפתח Java"), while Latin text seldom holds a right-to-left word as long as itself.
 */
export function isRightToLeft(texts: readonly string[]): boolean {
  // Fast path: no code point at or above U+0590 means no right-to-left letter.
  if (!texts.some((t) => hasHighCodePoint(t))) return false;
  let rtl = 0,
    ltr = 0;
  for (const t of texts) {
    rtl += t.match(RTL_GLOBAL)?.length ?? 0;
    ltr += t.match(LTR_GLOBAL)?.length ?? 0;
  }
  return rtl > 0 && rtl >= ltr;
}

/**
 * Logical (reading) order of words a PDF drew in visual order, left to
 * right: for right-to-left text the word order is reversed and each
 * right-to-left word is read backwards with its brackets mirrored. Numbers
 * and left-to-right words keep their own order inside (a minimal bidi).
 */
export function logicalWords(texts: readonly string[]): string[] {
  if (!isRightToLeft(texts)) return [...texts];
  return mapList([...texts].reverse(), (t) =>
    RTL.test(t) ? mapList([...t].reverse(), (ch) => MIRROR[ch] ?? ch).join("") : t,
  );
}

/** True when `t` has a code unit at or above U+0590: only then can it hold a right-to-left letter. */
export function hasHighCodePoint(t: string): boolean {
  for (let i = 0; i < t.length; i++) if (t.charCodeAt(i) >= 0x590) return true;
  return false;
}
