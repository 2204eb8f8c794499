import { useEffect, useRef, type RefObject } from "react";

/** Where Ctrl+Z is the field's own: typed text and lists. */
const TEXT_FIELDS =
  "input:not([type='checkbox']):not([type='radio']):not([type='button']):not([type='submit']), textarea, select, [contenteditable='true']";

/**
 * Ctrl+Z (Cmd+Z on a Mac) undoes, and Ctrl+Shift+Z or Ctrl+Y redoes, anywhere in the workspace `root` or on the
 * page behind it; a click on the page keeps the focus where it was (drawing must not scroll), so the keys are heard
 * on the whole window. A text field or list keeps its own undo, and a dialog opened over the workspace
 * (a question, Save as template) does not pass the keys through.
 */
export function useUndoKeys(root: RefObject<HTMLElement | null>, undo: () => void, redo: () => void): void {
  const actions = useRef({ undo, redo });
  actions.current = { undo, redo };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const key = event.key.toLowerCase();
      if (!(event.ctrlKey || event.metaKey) || event.altKey || (key !== "z" && key !== "y")) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(TEXT_FIELDS)) return;
      const dialog = target?.closest("[role='dialog'], [role='alertdialog']");
      if (dialog && dialog !== root.current) return;
      event.preventDefault();
      if (key === "y" || event.shiftKey) actions.current.redo();
      else actions.current.undo();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [root]);
}
