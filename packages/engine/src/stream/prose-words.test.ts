import { describe, expect, it } from "vitest";
import type { Word } from "../types.js";
import { detectStream } from "./index.js";
import type { Segment } from "./model.js";
import { proseWordCount } from "./prose-words.js";
import { pageInput, phrase, texts, word } from "./synthetic-page.js";

/** A word of Chinese or Japanese: every character a full em wide, as CJK fonts set them. */
function wideWord(text: string, x: number, y: number, size = 10): Word {
  const w = word(text, x, y, size);
  const bbox = { ...w.bbox, x1: x + [...text].length * size };
  return { ...w, bbox, glyphs: [{ ...w.glyphs[0]!, bbox }] };
}

const segmentOf = (words: Word[]): Segment => ({
  words: words.map((w) => ({ text: w.text, bbox: w.bbox, fontSize: w.fontSize, bold: w.bold })),
  bbox: words[0]!.bbox,
  text: words.map((w) => w.text).join(" "),
  bold: false,
  line: 0,
});

/** A CJK note set under a table: one sentence, no space in it. */
const NOTE = "本名录仅供内部使用，如有变动请及时通知人事部门。所有信息均以人事系统记录为准，未经许可不得对外提供。";

describe("proseWordCount", () => {
  it("counts the words of spaced text as they are", () => {
    expect(proseWordCount(segmentOf(phrase("Stock held at 31 March", 72, 100)))).toBe(5);
  });

  it("counts a run of Chinese or Japanese as one word for every two characters", () => {
    expect(proseWordCount(segmentOf([wideWord("五楼西侧", 72, 100)]))).toBe(2);
    expect(proseWordCount(segmentOf([wideWord(NOTE, 72, 100)]))).toBe(23); // 46 ideographs, the stops and commas not counted
    expect(proseWordCount(segmentOf([wideWord("ひらがなとカタカナ", 72, 100)]))).toBe(4);
  });

  it("counts a lone ideograph, a figure or a Korean word as one word", () => {
    expect(
      proseWordCount(segmentOf([wideWord("市", 72, 100), word("2189", 90, 100), wideWord("서울특별시", 140, 100)])),
    ).toBe(3);
  });
});

describe("a Chinese note under a text-only table", () => {
  // A staff directory in Chinese (name, department, post, office), 10 pt at a 20 pt pitch, and right under its
  // last row, at that same pitch, a note of one sentence running wider than the table: written without spaces,
  // it is one "word" to the line builder, yet a sentence, not a row.
  const ROWS = [
    ["姓名", "部门", "职位", "办公室"],
    ["王伟", "财务部", "经理", "三楼东侧"],
    ["李娜", "人事部", "专员", "二楼"],
    ["张敏", "技术部", "工程师", "五楼西侧"],
    ["刘洋", "市场部", "主管", "一楼大厅"],
    ["陈静", "法务部", "顾问", "四楼"],
    ["杨帆", "销售部", "代表", "一楼"],
  ];
  const XS = [72, 200, 300, 400];
  const table = (): Word[] => ROWS.flatMap((r, i) => r.map((cell, j) => wideWord(cell, XS[j]!, 100 + 20 * i)));

  it("ends the table above the note", () => {
    const found = detectStream(pageInput([...table(), wideWord(NOTE, 72, 100 + 20 * ROWS.length)])).tables;
    expect(found).toHaveLength(1);
    expect(texts(found[0]!.rows)).toEqual(ROWS);
  });
});
