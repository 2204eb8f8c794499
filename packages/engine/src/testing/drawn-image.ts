import type { GrayImage } from "../ocr/gray-image.js";
import type { OcrWord } from "../ocr/tesseract-worker.js";

/** A box of pixels: [x0, y0, x1, y1), the far edges exclusive. */
export type PixelBox = [number, number, number, number];

/** A white greyscale image with boxes painted `grey` (black by default): OCR stages' tests draw their pages this way. */
export function drawnImage(width: number, height: number, boxes: readonly PixelBox[], grey = 0): GrayImage {
  const data = new Uint8Array(width * height).fill(255);
  for (const [x0, y0, x1, y1] of boxes) for (let y = y0; y < y1; y++) data.fill(grey, y * width + x0, y * width + x1);
  return { width, height, data };
}

/** An OCR word as the OCR engine returns it (pixel box, confidence 90 unless given). */
export function ocrWord(
  text: string,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  line = 1,
  confidence = 90,
): OcrWord {
  return { text, confidence, x0, y0, x1, y1, line };
}
