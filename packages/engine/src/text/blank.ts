/**
 * True when `text` is empty or only whitespace: exactly `text.trim() === ""`
 * (the same characters: ECMAScript WhiteSpace and LineTerminator). Asked once
 * per glyph in several stages; `trim` goes through the runtime on every call,
 * while a glyph's one printable character is answered here by one comparison.
 */
export function isBlank(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c > 0x20 && c < 0xa0) return false;
    if (!isWhitespace(c)) return false;
  }
  return true;
}

function isWhitespace(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}
