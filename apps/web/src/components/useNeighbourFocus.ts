import { useRef } from "react";

/**
 * Keeps the focus in a list whose row goes away with the focus in it (a delete or revoke
 * button): `buttonRef(id)` registers a row's button, and `focusNeighbour(ids, id)` moves the
 * focus to the button of the row after `id` in `ids`, or of the one before when `id` was the
 * last. It answers false when no other row is left, so the caller can focus something else
 * (without it the focus falls to the page and a keyboard user starts again from the top).
 */
export function useNeighbourFocus() {
  const buttons = useRef(new Map<string, HTMLElement>());
  const buttonRef = (id: string) => (button: HTMLElement | null) => {
    if (button) buttons.current.set(id, button);
    return () => void buttons.current.delete(id);
  };
  const focusNeighbour = (ids: readonly string[], id: string): boolean => {
    const at = ids.indexOf(id);
    const next = at < 0 ? undefined : (ids[at + 1] ?? ids[at - 1]);
    const button = next === undefined ? undefined : buttons.current.get(next);
    button?.focus();
    return button !== undefined;
  };
  return { buttonRef, focusNeighbour };
}
