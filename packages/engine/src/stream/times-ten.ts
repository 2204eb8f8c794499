/** A multiplication sign as scientific notation writes it: "×", a middle dot, or a dot operator. */
const TIMES = /^[×·⋅]/u;
/** The end of a mantissa: a digit. */
const DIGIT_END = /\d$/u;
/** A power of ten after the sign, its exponent raised or written out ("103" from "10³", "10^-4", "10-3"). */
const TEN = /^10/u;

/**
 * True when a word gap lies inside a figure written in scientific notation ("1.93 × 10³", "2.5 · 10⁻³"): the
 * mantissa before the sign, or the sign before its power of ten. In a column of such figures set right-aligned or
 * on their decimal point the gap before every sign lines up, as a column gap does, yet mantissa, sign and power
 * are one value (bench/README.md, "Probe classes ... second set").
 */
export function isTimesTenGap(before: string, after: string): boolean {
  if (TIMES.test(after)) return DIGIT_END.test(before);
  return TIMES.test(before) && before.length === 1 && TEN.test(after);
}
