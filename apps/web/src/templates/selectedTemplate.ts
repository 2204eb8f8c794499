import { useSyncExternalStore } from "react";

/**
 * The template chosen in an upload picker (Home, dashboard, Batch), shared so every upload of
 * the tab sends the same `template_id` until the user picks another. Kept for the tab only.
 */
const KEY = "pdftab.templateId";
const listeners = new Set<() => void>();

const read = (): string | null => {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
};

/** The chosen template id, or null for automatic detection. */
export const selectedTemplateId = read;

/** Chooses a template for the next uploads (null: none). */
export function selectTemplate(id: string | null) {
  try {
    if (id) sessionStorage.setItem(KEY, id);
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage refused (private mode): the choice lasts until reload through the listeners only
  }
  listeners.forEach((listener) => listener());
}

/** React view of the chosen template id. */
export function useSelectedTemplateId(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => null,
  );
}
