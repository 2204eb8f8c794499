import { describe, expect, it } from "vitest";
import { makePdf } from "../testing/make-pdf.js";
import { buildLines } from "../text/lines.js";
import { openDocument } from "./open-document.js";
import { readPage } from "./read-page.js";

function lineTexts(content: string): string[] {
  const opened = openDocument(makePdf([{ content }]));
  try {
    return buildLines(readPage(opened.doc, 1).glyphs).map((l) => l.text);
  } finally {
    opened.close();
  }
}

describe("readPage with ZapfDingbats", () => {
  it("reads check marks, crosses and discs printed from the standard symbol font as their characters", () => {
    // Codes "4", "8", "3", "7", "l" and "n" print ✔ ✘ ✓ ✗ ● ■ (glyphs a20, a24, a19, a23, a71, a73).
    const texts = lineTexts(
      "BT /F1 10 Tf 72 700 Td (Audit log) Tj ET BT /F3 10 Tf 200 700 Td (4) Tj ET BT /F3 10 Tf 260 700 Td (8) Tj ET " +
        "BT /F3 10 Tf 320 700 Td (3 7 l n) Tj ET",
    );
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain("Audit log");
    expect(texts[0]).toContain("\u2714");
    expect(texts[0]).toContain("\u2718");
    expect(texts[0]).toContain("\u2713 \u2717 \u25cf \u25a0");
  });

  it("leaves Helvetica's digits and letters as they are", () => {
    expect(lineTexts("BT /F1 10 Tf 72 700 Td (4 8 G) Tj ET")).toEqual(["4 8 G"]);
  });
});
