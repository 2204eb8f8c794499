import { restingTypeTable } from "./resting-type.js";

/**
 * Towns with one-letter grades, as a survey or a school report tabulates them: most grade
 * cells hold a lone capital "V", a shape the OCR engine reads badly with nothing beside it
 * ("\Y", "\" or nothing on a worn copy), while the same capital opens half the town names,
 * where it reads surely. Every grade letter opens a town name, so the page shows each one
 * inside a word too.
 */
export const LETTER_GRADES: readonly (readonly string[])[] = [
  ["Town", "Grade", "Band", "Zone"],
  ["Valencia", "V", "A", "V"],
  ["Verona", "B", "V", "C"],
  ["Cadiz", "V", "C", "A"],
  ["Bari", "A", "V", "B"],
  ["Venice", "C", "B", "V"],
  ["Coimbra", "V", "V", "C"],
];

/**
 * PDF operators for `LETTER_GRADES` as a ruled grid of 8 pt Helvetica, its top-left corner at
 * (x, top) in PDF points from the page's bottom; each row's type 4 pt over its bottom rule.
 */
export function letterGradesTable(x: number, top: number): string {
  return restingTypeTable(LETTER_GRADES, x, top, [90, 50, 50, 50], { gap: 4 });
}
