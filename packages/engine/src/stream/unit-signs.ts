/** A per cent, per mille or basis-point sign standing alone as a word. */
const PERCENT_SIGN = /^[%‰‱]$/u;
/** The end of a figure: a digit, or a digit closed by a parenthesis ("(3,5)"). */
const FIGURE_END = /\d\)?$/u;

/**
 * True when a per cent sign set a space after a figure belongs to it ("12,5 %", "(3.5) %"): French, German
 * and other house styles put a space before the sign, so in a column of right-aligned percentages the gap
 * before every sign lines up, as a column gap does, yet the figure and its sign are one cell.
 */
export function isPercentSignGap(before: string, after: string): boolean {
  return PERCENT_SIGN.test(after) && FIGURE_END.test(before);
}

/** A debit or credit mark as statements print it after an amount: "CR", "DR", "Cr", "Dr" (a full stop allowed). */
const DEBIT_CREDIT = /^(?:CR|DR|Cr|Dr)\.?$/u;

/**
 * True when a "CR" or "DR" set a space after a figure belongs to it ("1,125.00 DR", "(412.50) CR"): bank and card
 * statements mark a balance's or an amount's side after the figure, so in a column of right-aligned amounts the gap
 * before every mark lines up, as a column gap does, yet the figure and its mark are one cell (bench/README.md,
 * "Probe classes: negative amounts ..."). A mark in a column of its own stands a column gap away and is no word gap.
 */
export function isDebitCreditGap(before: string, after: string): boolean {
  return DEBIT_CREDIT.test(after) && FIGURE_END.test(before);
}
