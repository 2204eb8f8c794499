import type { OcrWord } from "./tesseract-worker.js";

/** Two words of a line this close (in line heights) are one number when they read as its digit groups. */
const MAX_GROUP_GAP = 0.5;
/** A page's thousands separator is learnt from at least this many numbers that show it. */
const MIN_EVIDENCE = 3;

const GROUPED = { ",": /^[(\-−]?\d{1,3}(,\d{3})+(\.\d+)?\)?%?$/, ".": /^[(\-−]?\d{1,3}(\.\d{3})+(,\d+)?\)?%?$/ };
/** A number's head: 1-3 digits, possibly after a sign or bracket, possibly already grouped. */
const HEAD = /^[(\-−]?\d{1,3}([,.]\d{3})*$/;
/** A number's tail: a 3-digit group, possibly more groups, decimals and a closing bracket. */
const TAIL = /^\d{3}([,.]\d{3})*([,.]\d+)?\)?%?$/;
/** A lone separator misread: one 3-digit group after a dot, as in "1.834" for "1,834". */
const DOT_GROUP = /^([(\-−]?\d{1,3})\.(\d{3}\)?%?)$/;
/** A number of several marks whose inner groups are of 3 digits: "7.389,208", "1.080.1". */
const MARKED = /^[(\-−]?\d{1,3}(?:[.,]\d{3})+[.,]\d+\)?%?$/;
/** A dot between digits that cannot be a thousands separator (a decimal such as "12.5"). */
const DOT_DECIMAL = /\d\.(\d{1,2}|\d{4,})(?!\d)/;

/**
 * Puts back thousands separators the OCR engine lost in a worn scan. A blurred
 * comma is often not read at all ("2,282" comes back as the words "2" and
 * "282") or read as a dot ("1.834"). The page's own numbers tell its
 * convention: when at least MIN_EVIDENCE of them are grouped with one
 * separator and at least twice as many as with the other, two words of a
 * line that read as the head and a 3-digit group of one number, closer than
 * MAX_GROUP_GAP line heights, are joined with that separator; and with ","
 * as the separator and no decimal dot on the page, "1.834" is read "1,834".
 * A mark followed by another mark in a number can only be a thousands
 * separator (a decimal point comes last), so a number of several marks has
 * all but its last written with the page's separator: "7.389,208" is read
 * "7,389,208" and "1.080.1" is read "1,080.1" (the last mark is left as read;
 * a column's own figures may tell it, `restoreThousandsSeparators`).
 * With no clear convention (a page of plain integers, a space-grouped
 * convention) nothing changes. A joined word keeps the lower confidence of
 * its parts.
 */
export function joinDigitGroups(words: readonly OcrWord[]): OcrWord[] {
  const comma = words.filter((w) => GROUPED[","].test(w.text)).length;
  // "1.834" counts here too, though it may be a misread comma: hence "twice as many"
  const dot = words.filter((w) => GROUPED["."].test(w.text)).length;
  if (comma >= MIN_EVIDENCE && comma >= 2 * dot) return join(words, ",", !words.some((w) => DOT_DECIMAL.test(w.text)));
  if (dot >= MIN_EVIDENCE && dot >= 2 * comma) return join(words, ".", false);
  return [...words];
}

function join(words: readonly OcrWord[], sep: "," | ".", fixDots: boolean): OcrWord[] {
  const fixed = fixDots ? words.map((w) => ({ ...w, text: w.text.replace(DOT_GROUP, "$1,$2") })) : [...words];
  const byLine = new Map<number, OcrWord[]>();
  for (const w of fixed) {
    const line = byLine.get(w.line);
    if (line) line.push(w);
    else byLine.set(w.line, [w]);
  }
  const out: OcrWord[] = [];
  for (const line of byLine.values()) {
    line.sort((a, b) => a.x0 - b.x0);
    let current = line[0]!;
    for (const next of line.slice(1)) {
      const height = Math.max(current.y1 - current.y0, next.y1 - next.y0, 1);
      const gap = next.x0 - current.x1;
      if (HEAD.test(current.text) && TAIL.test(next.text) && gap >= 0 && gap < MAX_GROUP_GAP * height) {
        current = {
          text: `${current.text}${sep}${next.text}`,
          confidence: Math.min(current.confidence, next.confidence),
          x0: current.x0,
          y0: Math.min(current.y0, next.y0),
          x1: next.x1,
          y1: Math.max(current.y1, next.y1),
          line: current.line,
        };
      } else {
        out.push(current);
        current = next;
      }
    }
    out.push(current);
  }
  // after joining: "1.937" and "221" joined read "1.937,221"
  return out.map((w) => {
    const text = innerMarks(w.text, sep);
    return text === w.text ? w : { ...w, text };
  });
}

/** A number's marks but its last written as `sep`, when it has several and its inner groups are 3 digits. */
function innerMarks(text: string, sep: "," | "."): string {
  if (!MARKED.test(text)) return text;
  const last = Math.max(text.lastIndexOf(","), text.lastIndexOf("."));
  return text.slice(0, last).replace(/[.,]/g, sep) + text.slice(last);
}
