import { useEffect, type RefObject } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Focuses `container` on mount, keeps Tab inside it, and gives focus back on unmount. A modal
 * dialog opened inside `container` (a question over the workspace) keeps Tab to itself.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    container.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      const root = container.current;
      if (event.key !== "Tab" || !root) return;
      const dialog = document.activeElement?.closest('[aria-modal="true"]');
      if (dialog && dialog !== root && root.contains(dialog)) return;
      const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return event.preventDefault();
      if (event.shiftKey && (document.activeElement === first || document.activeElement === root)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      previous?.focus();
    };
  }, [container]);
}
