import { useEffect, useState } from "react";

/** Marks the history entry the guard adds; React Router reads only its `idx`, `usr` and `key`. */
const GUARD = "pdftabBackGuard";

type EntryState = { idx?: number; key?: string; [GUARD]?: true } | null;
const entryState = () => window.history.state as EntryState;

/** What `useBackGuard` gives its page. */
export interface BackGuard {
  /** Keep editing after Back was asked about: the guard goes back on top. */
  stay: () => void;
  /** Leaves the page by `go` (a navigation), after taking the guard off the history first. */
  leave: (go: () => void) => void;
}

/**
 * While `active`, the browser's Back button asks (`onBack`) instead of leaving the page. Hash
 * routing has no navigation blocker, so a guard entry for the same address is pushed on top of
 * the page's own: Back only takes the guard off, the page stays, and `onBack` asks. `stay` puts
 * the guard back; `leave` goes on. When `active` ends (saved, cancelled) the guard is taken off
 * again, so no extra Back step is left behind.
 *
 * The guard keeps React Router's `usr` and `key` (the same location and state) with the next
 * `idx`, so the router's own push, replace and go stay right over it; the router sees taking it
 * off as a move to the same location. A jump of several entries from the Back menu is not asked
 * about: it lands elsewhere, and the router has already gone there. The guard goes on only right
 * after the user's own input (an edit, Keep editing), so a browser that skips entries a page
 * added without any user action does not skip the page's entry on Back.
 */
export function useBackGuard(active: boolean, onBack: () => void): BackGuard {
  const [guard] = useState(createBackGuard);
  useEffect(() => {
    guard.ask = onBack;
  });
  useEffect(() => guard.start(), [guard]);
  useEffect(() => guard.setActive(active), [guard, active]);
  return guard;
}

/** The guard's state and moves, apart from React (`useBackGuard` wires them to a page). */
export function createBackGuard() {
  /** The guard is the current history entry. */
  let guarded = false;
  let active = false;
  /** Back was pressed and is being asked about. */
  let asking = false;
  /** Leaving: no guard goes on again. */
  let leaving = false;
  /** The guard is being taken off by `history.back()`; what runs once it is. */
  let popping: (() => void) | null = null;
  /** The page's own entry, under the guard. */
  let page = { href: "", key: undefined as string | undefined };

  const pop = (then: () => void) => {
    popping = then;
    guarded = false;
    window.history.back();
  };
  // Makes the history match `active`: the guard on while there is something to lose, off after.
  const sync = () => {
    if (popping || asking || leaving) return;
    if (active && !guarded) {
      const current = entryState() ?? {};
      page = { href: window.location.href, key: current.key };
      window.history.pushState({ ...current, idx: (current.idx ?? 0) + 1, [GUARD]: true }, "");
      guarded = true;
    } else if (!active && guarded) pop(() => {});
  };
  const onPop = () => {
    const then = popping;
    if (then) {
      popping = null;
      then();
      sync();
      return;
    }
    if (entryState()?.[GUARD]) {
      // Forward onto the guard (this one, or one a reload left): on again while there is
      // something to lose, else skipped.
      if (active && !leaving) guarded = true;
      else pop(() => {});
      return;
    }
    if (!guarded) return;
    guarded = false;
    const back = window.location.href === page.href && entryState()?.key === page.key;
    if (back && active && !leaving) {
      asking = true;
      guard.ask();
    }
  };

  const guard = {
    /** Asks about Back; the page's answer is `stay` or `leave`. */
    ask: () => {},
    /** Listens to the history; undone by the function it returns. */
    start: () => {
      window.addEventListener("popstate", onPop);
      // Opened on a guard entry (a reload while it was on): nothing is unsaved yet, so it goes.
      if (entryState()?.[GUARD] && !guarded && !popping && !active) pop(() => {});
      return () => window.removeEventListener("popstate", onPop);
    },
    setActive: (now: boolean) => {
      active = now;
      sync();
    },
    stay: () => {
      asking = false;
      sync();
    },
    leave: (go: () => void) => {
      asking = false;
      leaving = true;
      const before = popping;
      if (before)
        popping = () => {
          before();
          go();
        };
      else if (guarded) pop(go);
      else go();
    },
  };
  return guard;
}
