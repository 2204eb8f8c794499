import type { PageCanvas } from "../pdf/canvas.js";

/**
 * A letter's heading: blocks of short lines in plain type (addresses, a contact block, a date), no labels and no
 * colons. Each block is a list of lines set left-aligned from `at` (a share of the text width, 0 the left margin),
 * `down` lines below the heading's top; `size` its type. Not a table.
 */
export interface Letterhead {
  blocks: Array<{ lines: string[]; at: number; down?: number; boldFirst?: boolean }>;
  size?: number;
  grey?: number;
}

/** Draws a letter's heading from `top` and returns the y below its lowest line. */
export function drawLetterhead(canvas: PageCanvas, head: Letterhead, x: number, top: number, width: number): number {
  const size = head.size ?? 10;
  const leading = size * 1.3;
  let bottom = top;
  for (const block of head.blocks) {
    block.lines.forEach((line, i) => {
      const baseline = top + size + ((block.down ?? 0) + i) * leading;
      const font = block.boldFirst && i === 0 ? "Helvetica-Bold" : "Helvetica";
      canvas.text(x + block.at * width, baseline, line, size, font, head.grey ?? 0);
      bottom = Math.max(bottom, baseline + size * 0.3);
    });
  }
  return bottom;
}
