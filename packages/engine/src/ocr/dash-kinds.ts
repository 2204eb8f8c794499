import { medianHeight } from "./lone-dashes.js";
import type { OcrWord } from "./tesseract-worker.js";

/** A dash standing alone, however the OCR engine read it. */
const DASH = /^[-‐‑–—−]$/u;
/**
 * Ink widths, in text heights (the median height of the page's words: about
 * a capital's height, 0.7 em), that part the dashes: a hyphen's ink is about a
 * third of an em (0.4-0.45 text heights on a clean copy), an en dash half an
 * em or more (0.78), an em dash a whole em (1.4). A worn copy's blur makes
 * words taller and thin dashes shorter: its hyphens measured 0.33-0.57 and its
 * en dashes 0.46-0.56, which width cannot tell apart; the line is drawn so a
 * hyphen stays a hyphen.
 */
const EN_FROM = 0.6;
const EM_FROM = 1.1;

/**
 * Gives a dash standing alone as a word the kind its width shows. The OCR
 * engine reads a lone dash as "-" or "—" whatever its width (a statistical
 * table's nil cells "–" came back twelve times "-" and three times "—", all
 * 3.4 pt wide in 5.5 pt type), and a dash found in the image (`lone-dashes.ts`)
 * is given as "-". Narrower than EN_FROM text heights it is a hyphen "-",
 * from EM_FROM an em dash "—", between an en dash "–". Returns the words,
 * changed ones copied.
 */
export function readDashKinds(words: readonly OcrWord[]): OcrWord[] {
  const textHeight = medianHeight(words);
  if (textHeight <= 0) return [...words];
  return words.map((w) => {
    if (!DASH.test(w.text)) return w;
    const width = (w.x1 - w.x0) / textHeight;
    const text = width < EN_FROM ? "-" : width < EM_FROM ? "–" : "—";
    return text === w.text ? w : { ...w, text };
  });
}
