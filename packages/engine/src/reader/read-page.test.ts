import { describe, expect, it } from "vitest";
import { ruledTablePdf } from "../testing/fixtures.js";
import { makePdf, rotatePdf } from "../testing/make-pdf.js";
import { buildLines } from "../text/lines.js";
import { openDocument } from "./open-document.js";
import { readPage } from "./read-page.js";

function read(bytes: Uint8Array, page = 1) {
  const opened = openDocument(bytes);
  try {
    return readPage(opened.doc, page);
  } finally {
    opened.close();
  }
}

describe("readPage", () => {
  it("reads glyphs and the ruled grid of a lattice table", () => {
    const content = read(ruledTablePdf().bytes);
    expect(content.width).toBe(612);
    expect(content.height).toBe(792);
    const text = buildLines(content.glyphs)
      .map((l) => l.text)
      .join("\n");
    expect(text).toContain("Quarterly sales by region");
    expect(text).toContain("Plains 9");
    const horizontal = content.rulings.filter((r) => r.orientation === "horizontal");
    const vertical = content.rulings.filter((r) => r.orientation === "vertical");
    // 10 rows (11 rules) by 3 columns (4 rules), each rule drawn once.
    expect(horizontal).toHaveLength(11);
    expect(vertical).toHaveLength(4);
    // The table's top rule spans the table's width.
    expect(horizontal.some((r) => r.x1 - r.x0 > 390)).toBe(true);
    for (const r of content.rulings) expect(r.orientation === "horizontal" ? r.y0 === r.y1 : r.x0 === r.x1).toBe(true);
  });

  it("reads rotated text of a landscape table in its own direction", () => {
    // Text turned a quarter anticlockwise (matrix 0 1 -1 0), as landscape tables on portrait pages are set.
    const content = read(
      makePdf([
        { content: "BT /F1 10 Tf 0 1 -1 0 300 100 Tm (Kerala 5738 6633 8864 8297 245 2161 3195 1645 2391) Tj ET" },
      ]),
    );
    const lines = buildLines(content.glyphs);
    const kerala = lines.find((l) => l.text.startsWith("Kerala"));
    expect(kerala?.direction).toBe(90);
    expect(kerala?.text).toBe("Kerala 5738 6633 8864 8297 245 2161 3195 1645 2391");
  });

  it("applies /Rotate so coordinates are those of the displayed page", () => {
    const upright = makePdf([{ content: "BT /F1 12 Tf 72 700 Td (Hello) Tj ET 1 w 72 680 m 300 680 l S" }]);
    const turned = read(rotatePdf(upright, 90));
    expect(turned.rotation).toBe(90);
    expect(turned.width).toBe(792);
    expect(turned.height).toBe(612);
    const lines = buildLines(turned.glyphs);
    expect(lines[0]?.text).toBe("Hello");
    // Text that read left-to-right now runs top-to-bottom on the turned page.
    expect(lines[0]?.direction).toBe(270);
    const rule = turned.rulings[0]!;
    expect(rule.orientation).toBe("vertical");
    expect(rule.y1 - rule.y0).toBeCloseTo(228, 0);
  });

  it("joins dashed lines and thin filled rectangles into rulings", () => {
    const content = read(
      makePdf([{ content: "[4 3] 0 d 0.5 w 50 500 m 550 500 l S 0 0 0 rg 50 400 500 1 re f 100 100 200 200 re f" }]),
    );
    const horizontal = content.rulings.filter((r) => r.orientation === "horizontal").sort((a, b) => a.y0 - b.y0);
    expect(horizontal).toHaveLength(2);
    expect(horizontal[0]!.x1 - horizontal[0]!.x0).toBeCloseTo(500, 0);
    expect(horizontal[1]!.y0).toBeCloseTo(391.5, 0);
    expect(content.filledRects).toHaveLength(1);
  });

  it("joins separately drawn dashes and snaps nearly collinear pieces", () => {
    let dashes = "";
    for (let x = 50; x < 550; x += 8) dashes += `${x} ${300 + (x % 3) * 0.3} m ${x + 4} ${300 + (x % 3) * 0.3} l `;
    const content = read(makePdf([{ content: `0.5 w ${dashes} S` }]));
    expect(content.rulings).toHaveLength(1);
    expect(content.rulings[0]!.x1 - content.rulings[0]!.x0).toBeGreaterThan(490);
  });

  it("drops text and rules hidden by a clip region", () => {
    const content =
      "q 50 600 100 20 re W n BT /F1 10 Tf 55 605 Td (Visible text that overflows its cell) Tj ET 0.5 w 0 610 m 600 610 l S Q";
    const page = read(makePdf([{ content }]));
    const text = buildLines(page.glyphs)
      .map((l) => l.text)
      .join(" ");
    expect(text.startsWith("Visible")).toBe(true);
    expect(text).not.toContain("cell");
    expect(page.rulings).toHaveLength(1);
    expect(page.rulings[0]!.x0).toBeCloseTo(49, 0);
    expect(page.rulings[0]!.x1).toBeCloseTo(151, 0);
  });

  it("removes fake-bold duplicates", () => {
    const content = read(
      makePdf([
        {
          content:
            "BT /F1 12 Tf 72 700 Td (Bold) Tj ET BT /F1 12 Tf 72.4 700 Td (Bold) Tj ET BT /F1 12 Tf 72 650 Td (Plain) Tj ET",
        },
      ]),
    );
    const lines = buildLines(content.glyphs);
    expect(lines.map((l) => l.text)).toEqual(["Bold", "Plain"]);
    expect(lines[1]!.words[0]!.bold).toBe(false);
    expect(lines[0]!.words[0]!.bold).toBe(true);
  });
});
