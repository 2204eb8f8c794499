import { describe, expect, it } from "vitest";
import { ocrWord } from "../testing/drawn-image.js";
import { LOOKALIKE_CONFIDENCE, readFigureLookalikes } from "./figure-lookalikes.js";

const texts = (words: string[]) => readFigureLookalikes(words.map((t) => ocrWord(t, 0, 0, 10, 10))).map((w) => w.text);

describe("readFigureLookalikes", () => {
  it('reads a lone "l" as "1", and "l", "O" and "o" among figures as "1" and "0"', () => {
    expect(texts(["Genoa", "l"])).toEqual(["Genoa", "1"]);
    expect(texts(["2l", "1O.5", "3,o00", "l.5"])).toEqual(["21", "10.5", "3,000", "1.5"]);
  });

  it("leaves words with other letters, letters alone, and figures as read", () => {
    expect(texts(["W-10O", "IO", "lo", "Oslo", "I", "O", "120", "1.5"])).toEqual([
      "W-10O",
      "IO",
      "lo",
      "Oslo",
      "I",
      "O",
      "120",
      "1.5",
    ]);
  });

  it("marks a changed word as less sure and keeps the others as they were", () => {
    const words = [ocrWord("l", 0, 0, 10, 10, 1, 95), ocrWord("12", 20, 0, 40, 10, 1, 95)];
    const out = readFigureLookalikes(words);
    expect(out[0]!.confidence).toBe(LOOKALIKE_CONFIDENCE);
    expect(out[1]).toBe(words[1]);
  });
});
