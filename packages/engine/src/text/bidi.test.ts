import { describe, expect, it } from "vitest";
import { isRightToLeft, logicalOrder } from "./bidi.js";

/** Text as a PDF draws it, read left to right: each right-to-left stretch backwards (what `logicalOrder` undoes). */
describe("isRightToLeft", () => {
  it("reads a line of as many Hebrew letters as Latin ones right to left, and Latin-led lines left to right", () => {
    expect(isRightToLeft("Java חתפמ")).toBe(true);
    expect(isRightToLeft("Java and more חתפמ")).toBe(false);
    expect(isRightToLeft("Item no. םולש 12")).toBe(false);
    expect(isRightToLeft("IT")).toBe(false);
    // A tie cannot tell "Item שלום" from "מפתח Java": both read right to left.
    expect(isRightToLeft("Item םולש 12")).toBe(true);
  });

  it("gives digits, punctuation and vowel points no direction: only letters count", () => {
    expect(isRightToLeft("2,750 1,240")).toBe(false);
    expect(isRightToLeft("12.5 -3")).toBe(false);
    // Digits do not outvote a Hebrew word; Hebrew points (U+05B0..) do not outvote Latin letters.
    expect(isRightToLeft("2014 12 תנשב")).toBe(true);
    expect(isRightToLeft("Tel Aviv \u05E9\u05B8\u05C1\u05DC\u05D5\u05B9\u05DD")).toBe(false);
    // Letters of every other script count on the left-to-right side.
    expect(isRightToLeft("東京都庁舎 םולש")).toBe(false);
  });

  it("gives one answer whether a line is asked as a whole or word by word joined", () => {
    for (const words of [
      ["Java", "חתפמ"],
      ["Item", "םולש", "12"],
      ["1,240", "ךס"],
      ["ab", "cd", "גבא"],
    ]) {
      expect(isRightToLeft(words.join(" "))).toBe(isRightToLeft(words.join("")));
    }
  });
});

describe("logicalOrder", () => {
  it("reads a wholly right-to-left line from the right, numbers kept as printed, brackets mirrored", () => {
    expect(logicalOrder("42 םלוע םולש")).toBe("שלום עולם 42");
    // As drawn, left to right: "(םימולהי אלל) היישעת"; read right to left the brackets swap roles.
    expect(logicalOrder("(םימולהי אלל) היישעת")).toBe("תעשייה (ללא יהלומים)");
    expect(logicalOrder("2014 תנשב")).toBe("בשנת 2014");
    expect(logicalOrder("1,240.50 ₪ 12:30 -3 15% ךס")).toBe("סך 15% -3 12:30 ₪ 1,240.50");
  });

  it("puts a right-to-left word or run inside a left-to-right line in reading order, the rest in place", () => {
    expect(logicalOrder("Item no. םולש 12")).toBe("Item no. שלום 12");
    expect(logicalOrder("Tel Aviv ביבא לת")).toBe("Tel Aviv תל אביב");
    // A number between two right-to-left words belongs to their run; one beside the run stays put.
    expect(logicalOrder("Product code 7 םלוע 3 םולש (ok)")).toBe("Product code 7 שלום 3 עולם (ok)");
    expect(logicalOrder("Name: ביבא לת, Israel")).toBe("Name: תל אביב, Israel");
    expect(logicalOrder("Price ריחמ ₪ 1,200.50")).toBe("Price מחיר ₪ 1,200.50");
  });

  it("keeps a left-to-right run inside a right-to-left line whole, with a number that follows it", () => {
    // "מפתח Java" as drawn: the Latin word at the left, the Hebrew one backwards at the right.
    expect(logicalOrder("Java חתפמ")).toBe("מפתח Java");
    expect(logicalOrder("Java Script 8 םיבר םיחתפמ")).toBe("מפתחים רבים Java Script 8");
    expect(logicalOrder("(Tel Aviv) הלשממה דרשמ")).toBe("משרד הממשלה (Tel Aviv)");
  });

  it("reads Arabic, with Arabic-Indic digits kept left to right", () => {
    // "المجموع ١٢٣" (total 123) as drawn: the number at the left, the word backwards.
    expect(logicalOrder("\u0661\u0662\u0663 \u0639\u0648\u0645\u062C\u0645\u0644\u0627")).toBe(
      "\u0627\u0644\u0645\u062C\u0645\u0648\u0639 \u0661\u0662\u0663",
    );
    expect(logicalOrder("Grand total \u0639\u0648\u0645\u062C\u0645\u0644\u0627")).toBe(
      "Grand total \u0627\u0644\u0645\u062C\u0645\u0648\u0639",
    );
  });

  it("leaves text without right-to-left letters untouched", () => {
    for (const t of ["Net Asset Value", "12.5 -3", "東京都 (2024)", "Zürich – Genève", "", "→ ←"]) {
      expect(logicalOrder(t)).toBe(t);
    }
  });
});
