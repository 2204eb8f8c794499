/** C0 and C1 control characters and DEL: what a terminal acts on instead of showing. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * Text taken from inside a PDF (its title, its producer), made safe to print as one line of a human-readable answer:
 * each control character written as an escape (`\x1b`, `\n`). Printed as it was, a title could hold terminal escape
 * sequences (clear the screen, retitle the window, colour what follows) or a newline followed by a line of its own
 * making (`encrypted: yes`). `inspect --json` needs nothing: JSON escapes them itself.
 */
export function printable(text: string): string {
  return text.replace(CONTROL, (c) => {
    if (c === "\n") return "\\n";
    if (c === "\r") return "\\r";
    if (c === "\t") return "\\t";
    return `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`;
  });
}
