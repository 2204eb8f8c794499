/**
 * The stored extraction whose results a page shows, kept in that page's history entry (the
 * router's location state). Leaving for the correction workspace, or any other screen, and
 * coming Back lands on the same entry: the page reads this and shows the results again,
 * fetched anew so corrections made meanwhile are in them (docs/product.md, Screens: Home).
 * Only the id and the file's name are kept: never a PDF's password (workspace/pdfPasswords.ts).
 */
export interface ShownResult {
  extractionId: string;
  filename: string;
}

const KEY = "shownResult";

/** The results a history entry's state says were shown, if any. */
export function shownResultOf(state: unknown): ShownResult | null {
  if (typeof state !== "object" || state === null) return null;
  const shown = (state as Record<string, unknown>)[KEY];
  if (typeof shown !== "object" || shown === null) return null;
  const { extractionId, filename } = shown as Record<string, unknown>;
  return typeof extractionId === "string" && typeof filename === "string" ? { extractionId, filename } : null;
}

/** `state` with `shown` recorded (or, for null, taken out); the entry's other state is kept. */
export function withShownResult(state: unknown, shown: ShownResult | null): Record<string, unknown> {
  const rest = typeof state === "object" && state !== null ? { ...(state as Record<string, unknown>) } : {};
  delete rest[KEY];
  return shown ? { ...rest, [KEY]: shown } : rest;
}
