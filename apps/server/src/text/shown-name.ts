import { oneLine } from "./one-line.js";

/**
 * A name users give a thing that every member of the workspace sees (a template, an API key), as
 * it is stored and compared: on one line, without bidirectional overrides or zero-width characters
 * (a name "Invoice\u202Eexe.fdp" would show another text), and in Unicode's composed form, so "Café"
 * typed with a combining accent is the same name as "Café" (docs/api.md). Empty when nothing
 * visible is left.
 */
export function shownName(name: string): string {
  return oneLine(name).normalize("NFC");
}
