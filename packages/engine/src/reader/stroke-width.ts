import * as mupdf from "mupdf";
import { holdsWords, mupdfMemory } from "./mupdf-memory.js";

/*
 * MuPDF 1.28's fz_stroke_state in 4-byte words: { refs, start_cap, dash_cap, end_cap, linejoin, linewidth,
 * miterlimit, dash_phase, dash_len, dash_list... }. Checked once per thread against `StrokeState.getLineWidth`
 * (`strokeLayoutHolds`).
 */
const LINE_WIDTH = 5;
const MITER_LIMIT = 6;

let layoutChecked: boolean | undefined;

/**
 * The line width of the stroke state at `pointer`, read from MuPDF's memory
 * (a raw device call hands over the pointer, not a StrokeState); null when
 * the pointer lies outside it.
 */
export function strokeWidthAt(pointer: number): number | null {
  const memory = mupdfMemory();
  if (!memory || !holdsWords(memory, pointer, LINE_WIDTH + 1)) return null;
  return memory.floats[(pointer >>> 2) + LINE_WIDTH]!;
}

/** Whether `strokeWidthAt` reads what MuPDF.js's getters give, on two stroke states made here; once per thread. */
export function strokeLayoutHolds(): boolean {
  layoutChecked ??= check();
  return layoutChecked;
}

function check(): boolean {
  const made: mupdf.StrokeState[] = [];
  try {
    for (const [lineWidth, miterLimit] of [
      [3.375, 7.25],
      [0.5, 2.5],
    ] as const) {
      const stroke = new mupdf.StrokeState({ lineWidth, miterLimit, lineCap: "Round", lineJoin: "Bevel" });
      made.push(stroke);
      const memory = mupdfMemory();
      if (!memory || strokeWidthAt(stroke.pointer) !== stroke.getLineWidth()) return false;
      if (memory.floats[(stroke.pointer >>> 2) + MITER_LIMIT] !== stroke.getMiterLimit()) return false;
    }
    return true;
  } catch {
    return false;
  } finally {
    for (const stroke of made) stroke.destroy();
  }
}
