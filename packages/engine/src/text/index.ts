export { buildLines, wordsOf, DEFAULT_TEXT_TOLERANCES, type TextTolerances } from "./lines.js";
export { cellText, mainDirection } from "./cell-text.js";
export { toFrame, fromFrame } from "./reading-frame.js";
