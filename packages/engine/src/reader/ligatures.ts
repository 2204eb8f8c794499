import type { BBox, TextDirection } from "../types.js";

/** Unicode presentation-form ligatures and the letters they stand for. */
const LIGATURES: Record<string, string> = {
  "\uFB00": "ff",
  "\uFB01": "fi",
  "\uFB02": "fl",
  "\uFB03": "ffi",
  "\uFB04": "ffl",
  "\uFB05": "st",
  "\uFB06": "st",
  "\u0132": "IJ",
  "\u0133": "ij",
};

/** The letters a ligature character stands for, or the character itself. */
export function expandLigature(text: string): string {
  const code = text.charCodeAt(0);
  if (text.length !== 1 || (code < 0xfb00 && code !== 0x132 && code !== 0x133) || code > 0xfb06) return text;
  return LIGATURES[text] ?? text;
}

/**
 * Splits a glyph box into `parts` equal slices along the reading direction,
 * so each letter of an expanded ligature gets its own box.
 */
export function splitAlongReading(box: BBox, parts: number, direction: TextDirection): BBox[] {
  const out: BBox[] = [];
  const horizontal = direction === 0 || direction === 180;
  const span = horizontal ? box.x1 - box.x0 : box.y1 - box.y0;
  const step = span / parts;
  for (let i = 0; i < parts; i++) {
    // Reading order runs against the axis for 180 (right to left) and 90 (bottom to top).
    const k = direction === 180 || direction === 90 ? parts - 1 - i : i;
    if (horizontal) out.push({ x0: box.x0 + k * step, y0: box.y0, x1: box.x0 + (k + 1) * step, y1: box.y1 });
    else out.push({ x0: box.x0, y0: box.y0 + k * step, x1: box.x1, y1: box.y0 + (k + 1) * step });
  }
  return out;
}
