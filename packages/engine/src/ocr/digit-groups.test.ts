import { describe, expect, it } from "vitest";
import { joinDigitGroups } from "./digit-groups.js";
import type { OcrWord } from "./tesseract-worker.js";

/** Words of one line each, 20 px high, laid left to right with the given gaps before them. */
function line(line: number, parts: [string, number][]): OcrWord[] {
  let x = 0;
  return parts.map(([text, gap]) => {
    x += gap;
    const w = { text, confidence: 90, x0: x, y0: line * 40, x1: x + text.length * 10, y1: line * 40 + 20, line };
    x = w.x1;
    return w;
  });
}

const texts = (words: OcrWord[]) => words.map((w) => w.text);

describe("thousands separators lost by the OCR engine", () => {
  const evidence = line(1, [
    ["1,234", 0],
    ["5,678", 60],
    ["9,012", 60],
  ]);

  it("joins a number's digit groups read as two close words with the page's separator", () => {
    const words = [
      ...evidence,
      ...line(2, [
        ["2", 0],
        ["282", 6],
        ["(3", 60],
        ["044)", 5],
      ]),
    ];
    const out = joinDigitGroups(words);
    expect(texts(out)).toEqual(["1,234", "5,678", "9,012", "2,282", "(3,044)"]);
    const joined = out.find((w) => w.text === "2,282")!;
    expect([joined.x0, joined.x1]).toEqual([0, 46]);
  });

  it("keeps words a column gap apart, and words that are not digit groups", () => {
    const words = [
      ...evidence,
      ...line(2, [
        ["2", 0],
        ["282", 30],
        ["Q1", 6],
        ["123", 6],
        ["12", 60],
        ["34", 6],
      ]),
    ];
    expect(texts(joinDigitGroups(words))).toEqual(texts(words));
  });

  it("reads a dot between a number's head and one 3-digit group as the page's comma, unless the page has decimal dots", () => {
    expect(texts(joinDigitGroups([...evidence, ...line(2, [["63.824", 0]])]))).toContain("63,824");
    const decimals = [
      ...evidence,
      ...line(2, [
        ["63.824", 0],
        ["12.5", 60],
      ]),
    ];
    expect(texts(joinDigitGroups(decimals))).toContain("63.824");
  });

  it("reads every mark but a number's last as the page's separator, on a page with decimal dots too", () => {
    const more = line(4, [
      ["3,027,153", 0],
      ["150,544", 60],
      ["123,656", 60],
    ]);
    const words = [
      ...evidence,
      ...more,
      ...line(2, [
        ["7.389,208", 0],
        ["1.080.1", 60],
        ["12.5", 60],
        ["1.937", 60],
        ["221", 5],
      ]),
      // not digit groups of three: a date, an address, a section number stay as read
      ...line(3, [
        ["12.03.2024", 0],
        ["192.168.1.1", 60],
        ["4.2.1", 60],
      ]),
    ];
    expect(texts(joinDigitGroups(words))).toEqual([
      "1,234",
      "5,678",
      "9,012",
      "3,027,153",
      "150,544",
      "123,656",
      "7,389,208",
      "1,080.1",
      "12.5",
      "1,937,221",
      "12.03.2024",
      "192.168.1.1",
      "4.2.1",
    ]);
  });

  it("changes nothing without a clear convention on the page", () => {
    const plain = [
      ...line(1, [
        ["12", 0],
        ["345", 6],
      ]),
      ...line(2, [
        ["1,234", 0],
        ["5.678", 60],
      ]),
    ];
    expect(texts(joinDigitGroups(plain))).toEqual(texts(plain));
  });

  it("joins with a dot on a page grouped with dots", () => {
    const words = [
      ...line(1, [
        ["1.234", 0],
        ["5.678", 60],
        ["9.012", 60],
      ]),
      ...line(2, [
        ["2", 0],
        ["282", 6],
      ]),
    ];
    expect(texts(joinDigitGroups(words))).toContain("2.282");
  });
});
