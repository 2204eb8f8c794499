import { INVISIBLE_OR_CONTROL } from "./invisible-or-control.js";

/**
 * `text` as one line for a mail's subject or a sentence of its body: what users typed (a full
 * name, a workspace name) may hold line breaks, and a mail sent to someone else must not get lines
 * the sender wrote (a fake "sign in here" paragraph under the inviter's name). Runs of breaks,
 * control and invisible characters become one space.
 */
export function oneLine(text: string): string {
  return text.replace(INVISIBLE_OR_CONTROL, " ").replace(/\s+/g, " ").trim();
}
