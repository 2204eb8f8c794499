import { describe, expect, it } from "vitest";
import type { Word } from "../types.js";
import { detectStream } from "./index.js";
import { phrase, phraseRight, pageInput, texts } from "./synthetic-page.js";
import { twoUpHalves } from "./two-up.js";

const SUMMARY = [
  ["Category", "Lines", "Value"],
  ["Fasteners", "412", "3,118.40"],
  ["Fittings", "188", "2,904.15"],
  ["Electrical", "97", "1,760.00"],
  ["Seals", "64", "412.88"],
  ["Tools", "21", "1,095.50"],
];
const DETAIL = [
  ["Part no.", "Description", "Qty", "Price"],
  ["P-1040", "Hex bolt M8 A", "5", "0.12"],
  ["P-1047", "Washer 8 mm B", "42", "19.85"],
  ["P-1054", "Lock nut M8 C", "79", "39.58"],
  ["P-1061", "Bracket D", "116", "17.31"],
  ["P-1068", "Hinge E", "153", "37.04"],
  ["P-1075", "Cable tie A", "190", "14.77"],
];

/** A summary at `x` and a listing at `x + shift`, rows on a 14 pt pitch level with each other. */
function sheet(x: number, shift: number): Word[] {
  const words: Word[] = [];
  words.push(...phrase("Summary", x, 60, 13, true), ...phrase("Detail", x + shift, 60, 13, true));
  SUMMARY.forEach((row, r) => {
    const y = 100 + r * 14;
    words.push(...phrase(row[0]!, x + 4, y), ...phraseRight(row[1]!, x + 130, y), ...phraseRight(row[2]!, x + 190, y));
  });
  DETAIL.forEach((row, r) => {
    const y = 100 + r * 14;
    const d = x + shift;
    words.push(
      ...phrase(row[0]!, d + 4, y),
      ...phrase(row[1]!, d + 56, y),
      ...phraseRight(row[2]!, d + 150, y),
      ...phraseRight(row[3]!, d + 190, y),
    );
  });
  return words;
}

const tableTexts = (words: Word[], width: number, height: number) =>
  detectStream(pageInput(words, { width, height })).tables.map((t) => texts(t.rows).map((r) => r.map((c) => c ?? "")));

describe("two logical pages printed side by side on one sheet", () => {
  it("reads each half's table on its own, though their rows are level and their columns differ", () => {
    expect(tableTexts(sheet(36, 396), 792, 612)).toEqual([SUMMARY, DETAIL]);
  });

  it("leaves a sheet whose right-hand text does not start half the sheet's width right of the left's", () => {
    const words = sheet(36, 360);
    const frameWords = words.map((w) => ({ text: w.text, bbox: w.bbox, fontSize: w.fontSize, bold: w.bold }));
    expect(twoUpHalves(frameWords, 792, 612)).toBeNull();
  });

  it("leaves a portrait page, and a sheet with text across its middle", () => {
    const words = sheet(36, 396);
    const frameWords = words.map((w) => ({ text: w.text, bbox: w.bbox, fontSize: w.fontSize, bold: w.bold }));
    expect(twoUpHalves(frameWords, 792, 612)).not.toBeNull();
    expect(twoUpHalves(frameWords, 792, 1000)).toBeNull();
    const across = [...words, ...phrase("Figures for the whole year across both halves", 300, 300)];
    const acrossFrame = across.map((w) => ({ text: w.text, bbox: w.bbox, fontSize: w.fontSize, bold: w.bold }));
    expect(twoUpHalves(acrossFrame, 792, 612)).toBeNull();
  });

  it("leaves a sheet with a rule across its middle: one wide table whose column happens to start half the sheet over", () => {
    const frameWords = sheet(36, 396).map((w) => ({ text: w.text, bbox: w.bbox, fontSize: w.fontSize, bold: w.bold }));
    expect(twoUpHalves(frameWords, 792, 612, [{ x0: 36, x1: 230 }])).not.toBeNull();
    expect(twoUpHalves(frameWords, 792, 612, [{ x0: 36, x1: 626 }])).toBeNull();
  });
});
