import type { WorkArea } from "./areas";

/** What an undo step puts back: every page's areas and guides, and which pages the user has taken over. */
export interface PageLayout {
  areas: readonly WorkArea[];
  manualPages: ReadonlySet<number>;
}

/** The layouts before each change (`past`, oldest first) and those undone (`future`, next redo last). */
export interface UndoHistory {
  past: readonly PageLayout[];
  future: readonly PageLayout[];
  /** When the last change was recorded (ms): changes closer together than `burstMs` are one step. */
  lastChangeAt: number;
}

/** Steps kept: older ones are forgotten first. */
export const UNDO_LIMIT = 100;

export const emptyHistory = (): UndoHistory => ({ past: [], future: [], lastChangeAt: -Infinity });

/**
 * The history after a change away from `before`. A burst (arrow keys held down, a few quick nudges) is one step,
 * as it is one re-extraction: a change within `burstMs` of the last one keeps that step's layout. Any change drops
 * what was undone.
 */
export function recordChange(history: UndoHistory, before: PageLayout, now: number, burstMs: number): UndoHistory {
  const inBurst = now - history.lastChangeAt < burstMs && history.past.length > 0 && history.future.length === 0;
  const past = inBurst ? history.past : [...history.past, before].slice(-UNDO_LIMIT);
  return { past, future: [], lastChangeAt: now };
}

/** One step back from `current`: the layout to restore and the history after it, or null with nothing to undo. */
export function undoStep(
  history: UndoHistory,
  current: PageLayout,
): { restore: PageLayout; history: UndoHistory } | null {
  const restore = history.past.at(-1);
  if (!restore) return null;
  return {
    restore,
    history: { past: history.past.slice(0, -1), future: [...history.future, current], lastChangeAt: -Infinity },
  };
}

/** One step forward again after an undo, or null with nothing undone. */
export function redoStep(
  history: UndoHistory,
  current: PageLayout,
): { restore: PageLayout; history: UndoHistory } | null {
  const restore = history.future.at(-1);
  if (!restore) return null;
  return {
    restore,
    history: { past: [...history.past, current], future: history.future.slice(0, -1), lastChangeAt: -Infinity },
  };
}

/** The pages whose areas, guides or taken-over state differ between two layouts: the pages to read again. */
export function pagesChanged(a: PageLayout, b: PageLayout): number[] {
  const pages = new Set<number>([...a.manualPages, ...b.manualPages, ...a.areas.map(pageOf), ...b.areas.map(pageOf)]);
  return [...pages]
    .filter((p) => a.manualPages.has(p) !== b.manualPages.has(p) || layoutOf(a, p) !== layoutOf(b, p))
    .sort((x, y) => x - y);
}

const pageOf = (area: WorkArea) => area.page;

/** A page's areas as a comparable string (ids are left out: an area drawn again the same way is the same). */
function layoutOf(layout: PageLayout, page: number): string {
  return JSON.stringify(
    layout.areas.filter((a) => a.page === page).map((a) => [a.box, a.columns, a.method, a.headerRows]),
  );
}
