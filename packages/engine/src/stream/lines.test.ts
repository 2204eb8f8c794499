import { describe, expect, it } from "vitest";
import { buildLines } from "./lines.js";
import type { FrameWord } from "./model.js";
import { DEFAULT_STREAM_SETTINGS } from "./settings.js";

function word(text: string, x0: number, y0: number, fontSize = 10): FrameWord {
  return { text, bbox: { x0, y0, x1: x0 + 5 * text.length, y1: y0 + fontSize }, fontSize, bold: false };
}

/** A small table: a header, rows of a label and two figures, a superscript marker beside one label. */
function tableWords(): FrameWord[] {
  const words: FrameWord[] = [word("Item", 50, 100), word("2023", 200, 100), word("2024", 300, 100)];
  for (let r = 1; r <= 6; r++) {
    const y = 100 + 14 * r;
    words.push(word(`Row${r}`, 50, y));
    if (r === 3) words.push(word("a", 72, y - 2, 6));
    words.push(word(`${r}0.5`, 200, y), word(`${r}1.0`, 300, y));
  }
  return words;
}

describe("buildLines", () => {
  it("gives the same lines for words in reading order as for the same words in any other order", () => {
    const inOrder = tableWords();
    const expected = buildLines(inOrder, DEFAULT_STREAM_SETTINGS);
    expect(expected).toHaveLength(7);
    let seed = 3;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let round = 0; round < 20; round++) {
      const shuffled = inOrder.slice();
      for (let i = shuffled.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
      }
      expect(buildLines(shuffled, DEFAULT_STREAM_SETTINGS)).toEqual(expected);
    }
    // each line's words left to right, also where they came right to left on one centre
    const rightToLeft = [...inOrder.slice(0, 3).reverse(), ...inOrder.slice(3)];
    expect(buildLines(rightToLeft, DEFAULT_STREAM_SETTINGS)).toEqual(expected);
  });
});
