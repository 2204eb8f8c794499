/** Line breaks, other control characters and the invisible or direction-changing ones (as storage/display-name.ts). */
const BREAKS_AND_CONTROLS =
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u2028-\u202e\u2060\u2066-\u2069\ufeff]+/g;

/**
 * `text` as one line for a mail's subject or a sentence of its body: what users typed (a full
 * name, a workspace name) may hold line breaks, and a mail sent to someone else must not get lines
 * the sender wrote (a fake "sign in here" paragraph under the inviter's name). Runs of breaks,
 * control and invisible characters become one space.
 */
export function oneLine(text: string): string {
  return text.replace(BREAKS_AND_CONTROLS, " ").replace(/\s+/g, " ").trim();
}
