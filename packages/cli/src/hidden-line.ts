/** What the keys typed so far at a hidden prompt amount to. */
export type HiddenLineStep =
  { kind: "more" } | { kind: "line"; line: string } | { kind: "interrupt" } | { kind: "end" };

/** Control keys a terminal in raw mode hands over as characters (its line editing is off). */
const KEY = {
  interrupt: "\x03", // Ctrl-C
  end: "\x04", // Ctrl-D
  backspace: "\x7f",
  ctrlH: "\b",
  killLine: "\x15", // Ctrl-U
  escape: "\x1b",
} as const;

/**
 * The line typed at a prompt that does not echo (a password), from a terminal in raw mode, where
 * the terminal's own line editing is off: Enter ends the line, Backspace (or Ctrl-H) takes back
 * the last character, Ctrl-U the whole line, Ctrl-C interrupts, Ctrl-D on an empty line ends the
 * input. Escape sequences (arrow keys) and control characters other than Tab (which a password
 * read from a pipe keeps too) are dropped; a character is
 * a whole code point, so Backspace takes back an accented letter or an emoji at once.
 */
export class HiddenLine {
  private chars: string[] = [];

  /** Takes the characters the terminal sent (one key, or a paste) and says whether the line is done. */
  feed(text: string): HiddenLineStep {
    const chars = Array.from(text);
    for (let i = 0; i < chars.length; i++) {
      const ch = chars[i]!;
      if (ch === "\r" || ch === "\n") return { kind: "line", line: this.chars.join("") };
      if (ch === KEY.interrupt) return { kind: "interrupt" };
      if (ch === KEY.end && this.chars.length === 0) return { kind: "end" };
      if (ch === KEY.backspace || ch === KEY.ctrlH) this.chars.pop();
      else if (ch === KEY.killLine) this.chars = [];
      else if (ch === KEY.escape) i = escapeSequenceEnd(chars, i);
      else if (ch >= " " || ch === "\t") this.chars.push(ch);
    }
    return { kind: "more" };
  }
}

/** The index of an escape sequence's last character (ESC [ params final, ESC O final, or ESC and one more). */
function escapeSequenceEnd(chars: readonly string[], at: number): number {
  const next = chars[at + 1];
  if (next === "O") return Math.min(at + 2, chars.length - 1);
  if (next === "[") {
    let i = at + 2;
    // parameters and intermediates (0x20-0x3f) up to the final byte (0x40-0x7e)
    while (i < chars.length && chars[i]! >= " " && chars[i]! <= "?") i++;
    return Math.min(i, chars.length - 1);
  }
  return Math.min(at + 1, chars.length - 1);
}
