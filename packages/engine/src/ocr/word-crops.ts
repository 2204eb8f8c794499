import { boxLevels, toPgm, type GrayImage } from "./gray-image.js";
import { recognizeWords, type OcrWord } from "./tesseract-worker.js";

/** The crop reaches this far (text heights) past the box, up to the next word: the box may have cut a worn glyph's edge. */
const REACH = 0.15;
/** White margin round the crop (text heights). */
const MARGIN = 0.5;
/** The crop's ink and paper levels: these shares of its box's pixels are at most as dark. */
const INK_RANK = 0.05;
const PAPER_RANK = 0.8;
/** Levels closer than this are not stretched. */
const MIN_CONTRAST = 20;

/** How a word's crop is read: the page's text height (px), the upscaling, the page's dpi and the OCR settings. */
export interface CropReading {
  textHeight: number;
  scale: number;
  dpi: number;
  languages: readonly string[];
  timeoutMs: number;
  /** Only these characters may be read. */
  allowed: string;
}

/**
 * One word of the page cut out (REACH past its box, not into its line's
 * other words), on MARGIN of white, upscaled `scale` times with its levels
 * stretched, and read again as one line of the `allowed` characters. Boxes in
 * pixels of `img`.
 */
export function readWordCrop(
  img: GrayImage,
  word: OcrWord,
  words: readonly OcrWord[],
  r: CropReading,
): Promise<OcrWord[]> {
  const crop = cropScaled(img, cropBox(img, word, words, r.textHeight), Math.round(MARGIN * r.textHeight), r.scale);
  return recognizeWords(toPgm(crop), r.languages, r.dpi * r.scale, r.timeoutMs, { layout: "line", allowed: r.allowed });
}

/** The word's box reaching REACH text heights further, but not into another word of its line. */
function cropBox(img: GrayImage, word: OcrWord, words: readonly OcrWord[], textHeight: number): OcrWord {
  const reach = Math.round(REACH * textHeight);
  let x0 = Math.max(0, word.x0 - reach),
    x1 = Math.min(img.width, word.x1 + reach);
  for (const w of words) {
    if (w === word || Math.min(w.y1, word.y1) - Math.max(w.y0, word.y0) <= 0) continue;
    if (w.x1 <= word.x0) x0 = Math.max(x0, w.x1);
    if (w.x0 >= word.x1) x1 = Math.min(x1, w.x0);
  }
  return { ...word, x0, x1, y0: Math.max(0, word.y0 - reach), y1: Math.min(img.height, word.y1 + reach) };
}

/** Where the box's ink (INK_RANK of its pixels at most this dark) and paper (PAPER_RANK) lie. */
function levelsOf(img: GrayImage, box: OcrWord): { ink: number; paper: number } {
  const [ink, paper] = boxLevels(img, box, [INK_RANK, PAPER_RANK]);
  return { ink, paper };
}

/**
 * Stretches the crop's levels so its ink is black and its paper white: a worn
 * copy's figures are grey on grey grain, and so stretched the OCR engine read
 * three more of that statistical table's misread figures right. A box whose ink is not
 * MIN_CONTRAST darker than its paper is left as it is (nothing to stretch).
 */
function stretchLevels(data: Uint8Array, { ink, paper }: { ink: number; paper: number }): void {
  if (paper - ink < MIN_CONTRAST) return;
  for (let i = 0; i < data.length; i++) {
    data[i] = Math.max(0, Math.min(255, Math.round(((data[i]! - ink) * 255) / (paper - ink))));
  }
}

/**
 * The box's pixels on white with `margin` pixels round them, scaled `scale`
 * times with bilinear sampling, levels stretched (`stretchLevels`).
 */
function cropScaled(img: GrayImage, box: OcrWord, margin: number, scale: number): GrayImage {
  const width = (box.x1 - box.x0 + 2 * margin) * scale,
    height = (box.y1 - box.y0 + 2 * margin) * scale;
  const data = new Uint8Array(width * height).fill(255);
  const at = (x: number, y: number) =>
    img.data[Math.min(box.y1 - 1, Math.max(box.y0, y)) * img.width + Math.min(box.x1 - 1, Math.max(box.x0, x))]!;
  for (let y = margin * scale; y < height - margin * scale; y++) {
    // sample at pixel centres, so the scaled image does not shift by half a pixel
    const sy = box.y0 - margin + (y + 0.5) / scale - 0.5;
    const y0 = Math.floor(sy),
      fy = sy - y0;
    for (let x = margin * scale; x < width - margin * scale; x++) {
      const sx = box.x0 - margin + (x + 0.5) / scale - 0.5;
      const x0 = Math.floor(sx),
        fx = sx - x0;
      const top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx;
      const bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx;
      data[y * width + x] = Math.round(top * (1 - fy) + bottom * fy);
    }
  }
  stretchLevels(data, levelsOf(img, box));
  return { width, height, data };
}
