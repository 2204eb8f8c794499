/**
 * Characters that change how text around them is shown without being seen: bidirectional
 * overrides, embeddings, isolates and marks (U+202E makes "report\u202Efdp.exe" look like
 * "reportexe.pdf"), zero-width spaces, word joiner and byte-order mark, line and paragraph
 * separators, and C0/C1 control characters (line breaks among them). Zero-width (non-)joiners
 * stay out: scripts need them. Global, so `replace` takes every one.
 */
export const INVISIBLE_OR_CONTROL =
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u2028-\u202e\u2060\u2066-\u2069\ufeff]/g;
