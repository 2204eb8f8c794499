import { describe, expect, it } from "vitest";
import { drawnImage, ocrWord, type PixelBox } from "../testing/drawn-image.js";
import { trimOverlongWords } from "./overlong-words.js";

// "Driving under the influence" as ink: one block per word, 20 px tall, 12 px gaps between words
const ink: PixelBox[] = [
  [100, 100, 180, 120],
  [192, 100, 252, 120],
  [264, 100, 300, 120],
  [312, 100, 420, 120],
];

describe("trimOverlongWords", () => {
  it("ends a box reaching over the next words of its line at its own last ink", () => {
    const image = drawnImage(500, 200, ink);
    const words = [
      ocrWord("Driving", 100, 100, 420, 120, 1),
      ocrWord("under", 192, 100, 252, 120, 2),
      ocrWord("the", 264, 101, 300, 120, 2),
      ocrWord("influence", 312, 100, 420, 121, 2),
    ];
    const out = trimOverlongWords(words, image);
    expect(out[0]).toEqual({ ...words[0], x1: 179 });
    expect(out.slice(1)).toEqual(words.slice(1));
  });

  it("leaves words that only touch, words of other lines, and a second reading of the same word", () => {
    const image = drawnImage(500, 200, [...ink, [100, 130, 180, 150]]);
    const words = [
      // reaches 2 px into "under" (a blurred edge): it ends where "under" starts
      ocrWord("Driving", 100, 100, 180, 120, 1),
      ocrWord("under", 178, 100, 252, 120, 1),
      // a line below, under the words above: not the same line
      ocrWord("and", 100, 130, 300, 150, 2),
      // the same word read twice, a pixel apart
      ocrWord("the", 264, 100, 300, 120, 3),
      ocrWord("the", 265, 100, 300, 120, 4),
    ];
    const out = trimOverlongWords(words, image);
    expect(out[0]).toEqual({ ...words[0], x1: 177 });
    expect(out.slice(1)).toEqual(words.slice(1));
  });

  it("keeps the word space when the next word's box starts inside its blurred edge", () => {
    // "Long 2" blurred, 40 px tall: "Long" ink 100-180, a 14 px space, "2" ink 195-215;
    // the OCR engine boxed "Long" over the "2" and started the "2" two pixels into its ink
    const image = drawnImage(300, 200, [
      [100, 100, 181, 140],
      [195, 100, 216, 140],
    ]);
    const words = [ocrWord("Long", 100, 100, 216, 140, 1), ocrWord("2", 197, 100, 216, 140, 1)];
    const out = trimOverlongWords(words, image);
    expect(out[0]).toEqual({ ...words[0], x1: 180 });
    expect(out[1]).toEqual(words[1]);
  });

  it("cuts at the next word when the paper before the ink there is narrower than a word space", () => {
    // the ink left of "2"'s box is part of the first word: only a 2 px gap between its letters
    const image = drawnImage(300, 200, [
      [100, 100, 193, 140],
      [195, 100, 216, 140],
    ]);
    const words = [ocrWord("Longs", 100, 100, 216, 140, 1), ocrWord("2", 197, 100, 216, 140, 1)];
    expect(trimOverlongWords(words, image)[0]).toEqual({ ...words[0], x1: 196 });
  });
});
