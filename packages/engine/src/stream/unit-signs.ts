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
