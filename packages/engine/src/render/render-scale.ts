import { EngineError } from "../errors.js";

/** The largest page-image scale (pixels per point). */
const MAX_SCALE = 8;

/**
 * Throws invalid_options unless `scale` is a number above 0 and at most 8. Apart from the renderer (which loads
 * MuPDF), so a caller can check a scale before it reads the PDF (`@pdftab/engine/input`).
 */
export function checkRenderScale(scale: unknown): void {
  if (typeof scale !== "number" || !Number.isFinite(scale) || scale <= 0 || scale > MAX_SCALE) {
    throw new EngineError("invalid_options", `scale must be a number above 0 and at most ${MAX_SCALE}.`);
  }
}
