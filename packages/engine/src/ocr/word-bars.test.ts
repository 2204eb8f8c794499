import { describe, expect, it } from "vitest";
import { drawnImage } from "../testing/drawn-image.js";
import { eraseLines, findPixelLines } from "./image-rulings.js";
import { isWordBar } from "./word-bars.js";

/**
 * At 400 dpi, 0.45 in long and 7 px thick, grey 170 with a worn copy's grain (+-12): a rule, or with
 * `gaps`, the x-height band of a word of blurred 4 pt type, lighter (235) for 3 px between letters every 22 px.
 */
function bar(gaps: boolean) {
  const img = drawnImage(600, 200, []);
  let seed = 3;
  const grain = () => ((seed = (seed * 1103515245 + 12345) >>> 0) % 25) - 12;
  for (let y = 100; y < 107; y++)
    for (let x = 100; x < 280; x++) img.data[y * 600 + x] = (gaps && x % 22 < 3 ? 235 : 170) + grain();
  return img;
}

describe("word bars", () => {
  it("takes a short bar with light spots along it for blurred letters, and an even one for a rule", () => {
    const [word, rule] = [bar(true), bar(false)];
    const [wordLine] = findPixelLines(word, 400);
    const [ruleLine] = findPixelLines(rule, 400);
    expect(wordLine && ruleLine).toBeTruthy();
    expect(isWordBar(word, wordLine!, 400)).toBe(true);
    expect(isWordBar(rule, ruleLine!, 400)).toBe(false);
  });

  it("leaves the letters in the image for the OCR engine, but erases the rule", () => {
    const word = bar(true);
    expect(eraseLines(word, findPixelLines(word, 400), 400).data[103 * 600 + 150]).toBeLessThan(200);
    const rule = bar(false);
    expect(eraseLines(rule, findPixelLines(rule, 400), 400).data[103 * 600 + 150]).toBe(255);
  });

  it("takes a clean rule with soft ends for a rule", () => {
    // 0.7 in at 400 dpi, 4 px thick, its first and last two rows grey as a rendered line's ends are
    const img = drawnImage(600, 400, [[100, 101, 104, 379]]);
    for (const y of [99, 100, 379, 380]) img.data.fill(195, y * 600 + 100, y * 600 + 104);
    const lines = findPixelLines(img, 400);
    expect(lines).toHaveLength(1);
    expect(isWordBar(img, lines[0]!, 400)).toBe(false);
  });

  it("never takes a line an inch long or more for a word, however uneven", () => {
    const img = drawnImage(800, 200, []);
    for (let y = 100; y < 107; y++) for (let x = 100; x < 520; x++) img.data[y * 800 + x] = x % 22 < 3 ? 235 : 170;
    const lines = findPixelLines(img, 400);
    expect(lines).toHaveLength(1);
    expect(isWordBar(img, lines[0]!, 400)).toBe(false);
  });
});
