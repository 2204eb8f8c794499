import type { OcrWord } from "./tesseract-worker.js";

/** Letters the OCR engine gives for figures they look like, and the figure each stands for. */
const LOOKALIKE: Record<string, string> = { l: "1", O: "0", o: "0" };
/** A word of figures with look-alike letters among them: at least one figure, and only figures, look-alikes and marks. */
const MIXED = /^(?=.*\d)[\dlOo.,]+$/u;
/** Confidence (0..100) at most of a word whose letters were read as figures. */
export const LOOKALIKE_CONFIDENCE = 80;

/**
 * Reads letters that stand among figures, or alone, as the figures they look
 * like. A clean scan's "Genoa 1" came back "Genoa l": alone, a lower-case "l"
 * is no word in a table, and in "2l" or "1O.5" the letters sit among figures.
 * A lone "l" becomes "1"; a word of figures and marks with "l", "O" or "o" among
 * them has those read as "1" and "0". Words with any other letter ("W-10O",
 * "IO", "lo") are left as read. A changed word's confidence is at most
 * LOOKALIKE_CONFIDENCE. Returns the words, changed ones copied.
 */
export function readFigureLookalikes(words: readonly OcrWord[]): OcrWord[] {
  return words.map((w) => {
    if (w.text !== "l" && !(MIXED.test(w.text) && /[lOo]/u.test(w.text))) return w;
    const text = [...w.text].map((c) => LOOKALIKE[c] ?? c).join("");
    return { ...w, text, confidence: Math.min(w.confidence, LOOKALIKE_CONFIDENCE) };
  });
}
