import type * as mupdf from "mupdf";
import type { BBox } from "../types.js";

/** Outline colour (RGB) of the table box: a blue that reads on white and on grey scans. */
const OUTLINE: readonly [number, number, number] = [37, 99, 235];
/** How much of the outline colour is mixed into the pixels inside the box. */
const TINT = 0.12;
/** Outline thickness in PDF points (at least two pixels at any scale). */
const OUTLINE_POINTS = 1.5;

/**
 * Draws `box` (PDF points, top-left origin, as displayed) onto a page pixmap
 * rendered at `scale` pixels per point: a solid outline and a light tint inside,
 * so the table stands out while its text stays readable. Changes the pixmap in place.
 */
export function highlightBox(pixmap: mupdf.Pixmap, box: BBox, scale: number): void {
  const width = pixmap.getWidth();
  const height = pixmap.getHeight();
  // n counts every byte of a pixel, alpha included
  const n = pixmap.getNumberOfComponents();
  const stride = pixmap.getStride();
  const pixels = pixmap.getPixels();
  const clampX = (v: number) => Math.max(0, Math.min(width - 1, Math.round(v * scale)));
  const clampY = (v: number) => Math.max(0, Math.min(height - 1, Math.round(v * scale)));
  const x0 = clampX(box.x0),
    x1 = clampX(box.x1),
    y0 = clampY(box.y0),
    y1 = clampY(box.y1);
  const thickness = Math.max(2, Math.round(scale * OUTLINE_POINTS));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const edge = x - x0 < thickness || x1 - x < thickness || y - y0 < thickness || y1 - y < thickness;
      const at = y * stride + x * n;
      for (let c = 0; c < 3 && c < n; c++) {
        pixels[at + c] = edge ? OUTLINE[c]! : Math.round(pixels[at + c]! * (1 - TINT) + OUTLINE[c]! * TINT);
      }
    }
  }
}
