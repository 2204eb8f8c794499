import type { BBox, Glyph } from "../types.js";
import type { OcrWord } from "./tesseract-worker.js";
import { lineTypeSize } from "./type-size.js";

/** A word gap narrower than this (in line heights) gets a space glyph, so the words stay apart even when set tight. */
const SPACE_GAP = 0.6;

/** An OCR word on the page, in page points of the OCR frame, with its confidence 0..1. */
export interface OcrWordBox {
  text: string;
  bbox: BBox;
  confidence: number;
}

/**
 * Glyphs the table detectors can use from OCR words (pixels / `scale` =
 * points): each word's box shared evenly among its letters, every glyph of a
 * line as tall as the line's ink, its font size the line's type size
 * (`lineTypeSize`: capital height to baseline, so rows with and without
 * descenders have one size, as born-digital glyphs of one font do), and a
 * space glyph between words of a line that sit close together.
 */
export function glyphsFromWords(words: readonly OcrWord[], scale: number): { glyphs: Glyph[]; boxes: OcrWordBox[] } {
  const glyphs: Glyph[] = [];
  const boxes: OcrWordBox[] = [];
  const lines = new Map<number, OcrWord[]>();
  const sideways = new Map<number, OcrWord[]>();
  for (const w of words) {
    const into = w.direction ? sideways : lines;
    into.set(w.line, [...(into.get(w.line) ?? []), w]);
  }
  for (const line of sideways.values()) sidewaysGlyphs(line, scale, glyphs, boxes);
  for (const lineWords of lines.values()) {
    const top = Math.min(...lineWords.map((w) => w.y0)) / scale;
    const bottom = Math.max(...lineWords.map((w) => w.y1)) / scale;
    const size = Math.max(1, bottom - top);
    const typeSize = Math.max(1, lineTypeSize(lineWords) / scale);
    const sorted = [...lineWords].sort((a, b) => a.x0 - b.x0);
    sorted.forEach((w, i) => {
      const x0 = w.x0 / scale,
        x1 = Math.max(w.x1 / scale, x0 + 0.5);
      boxes.push({
        text: w.text,
        bbox: { x0, y0: w.y0 / scale, x1, y1: w.y1 / scale },
        confidence: Math.max(0, Math.min(1, w.confidence / 100)),
      });
      const letters = Array.from(w.text);
      const step = (x1 - x0) / letters.length;
      letters.forEach((text, k) => {
        glyphs.push({
          text,
          bbox: { x0: x0 + k * step, y0: top, x1: x0 + (k + 1) * step, y1: bottom },
          fontSize: typeSize,
          fontName: "OCR",
          bold: false,
          direction: 0,
        });
      });
      const next = sorted[i + 1];
      if (next && next.x0 / scale - x1 < SPACE_GAP * size && next.x0 / scale > x1) {
        glyphs.push({
          text: " ",
          bbox: { x0: x1, y0: top, x1: next.x0 / scale, y1: bottom },
          fontSize: typeSize,
          fontName: "OCR",
          bold: false,
          direction: 0,
        });
      }
    });
  }
  return { glyphs, boxes };
}

/**
 * The glyphs of a line printed turned a quarter (`OcrWord.direction`): each word's box shared evenly
 * among its letters along its length, the first at the bottom when it reads bottom to top (90), at
 * the top when it reads top to bottom (270), as a born-digital page's turned glyphs lie, each as wide
 * as the box, its font size the box's width (a line's ascenders to descenders, about an em); a space
 * glyph between words.
 */
function sidewaysGlyphs(line: readonly OcrWord[], scale: number, glyphs: Glyph[], boxes: OcrWordBox[]): void {
  const up = line[0]!.direction === 90;
  const sorted = [...line].sort((a, b) => (up ? b.y1 - a.y1 : a.y0 - b.y0));
  sorted.forEach((w, i) => {
    const x0 = w.x0 / scale,
      x1 = Math.max(w.x1 / scale, x0 + 0.5),
      y0 = w.y0 / scale,
      y1 = Math.max(w.y1 / scale, y0 + 0.5);
    boxes.push({ text: w.text, bbox: { x0, y0, x1, y1 }, confidence: Math.max(0, Math.min(1, w.confidence / 100)) });
    const glyph = (text: string, from: number, to: number): Glyph => ({
      text,
      bbox: { x0, y0: from, x1, y1: to },
      fontSize: x1 - x0,
      fontName: "OCR",
      bold: false,
      direction: w.direction!,
    });
    const letters = Array.from(w.text);
    const step = (y1 - y0) / letters.length;
    letters.forEach((text, k) => {
      const from = up ? y1 - (k + 1) * step : y0 + k * step;
      glyphs.push(glyph(text, from, from + step));
    });
    const next = sorted[i + 1];
    if (!next) return;
    const gap = up ? [next.y1 / scale, y0] : [y1, next.y0 / scale];
    glyphs.push(glyph(" ", Math.min(gap[0]!, gap[1]!), Math.max(gap[0]!, gap[1]!)));
  });
}

/**
 * How far the OCR can be trusted inside a box (0..1): the mean confidence of
 * the words whose centre is in it, 1 when there are none (an empty cell says
 * nothing about reading errors).
 */
export function ocrTrust(boxes: readonly OcrWordBox[], area: BBox): number {
  let sum = 0,
    n = 0;
  for (const w of boxes) {
    const cx = (w.bbox.x0 + w.bbox.x1) / 2,
      cy = (w.bbox.y0 + w.bbox.y1) / 2;
    if (cx < area.x0 || cx > area.x1 || cy < area.y0 || cy > area.y1) continue;
    sum += w.confidence;
    n++;
  }
  return n === 0 ? 1 : sum / n;
}
