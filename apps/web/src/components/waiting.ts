/**
 * The look of a button that is busy (`aria-disabled`), for buttons that must keep the keyboard
 * focus while they wait: Chrome drops the focus of a button that turns `disabled`, and it then
 * falls to the page. Such a button ignores presses while `aria-disabled` (its handler checks).
 * Kept apart from `styles.ts`, which Home's first load carries, since only later screens use it.
 */
export const waiting = "aria-disabled:cursor-not-allowed aria-disabled:opacity-60";
