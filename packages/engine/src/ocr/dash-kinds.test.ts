import { describe, expect, it } from "vitest";
import { ocrWord } from "../testing/drawn-image.js";
import { readDashKinds } from "./dash-kinds.js";

// Words 30 px tall set the text height; a dash's box is its ink.
const line = (...dashes: [string, number][]) => [
  ocrWord("Total", 0, 100, 80, 130),
  ocrWord("2021", 100, 100, 160, 130),
  ...dashes.map(([text, width], i) => ocrWord(text, 200 + 100 * i, 112, 200 + 100 * i + width, 116)),
];

describe("readDashKinds", () => {
  it("gives a lone dash the kind its width shows: hyphen, en dash, em dash", () => {
    const out = readDashKinds(line(["—", 12], ["-", 21], ["-", 42]));
    expect(out.slice(2).map((w) => w.text)).toEqual(["-", "–", "—"]);
  });

  it("leaves words that are not a lone dash, and keeps unchanged words as they were", () => {
    const words = [...line(["-", 12]), ocrWord("-20.6", 0, 140, 60, 170), ocrWord("18-75", 80, 140, 150, 170)];
    const out = readDashKinds(words);
    expect(out.map((w) => w.text)).toEqual(words.map((w) => w.text));
    expect(out[2]).toBe(words[2]);
  });
});
