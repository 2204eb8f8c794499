import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ExtractedTable } from "../api/extractionTypes";
import { TablesLayer } from "./PageOverlay";

const table = (confidence: number) =>
  ({
    page: 1,
    headers: ["A"],
    data: [["1"]],
    confidence,
    method: "lattice",
    bbox: { x0: 50, y0: 100, x1: 400, y1: 300 },
  }) as unknown as ExtractedTable;

/** The tag's box width and its text, at a zoom. */
function tag(index: number, confidence: number, zoom: number) {
  const { container, unmount } = render(
    <svg>
      <TablesLayer tables={[{ table: table(confidence), index }]} selected={null} hover={null} zoom={zoom} />
    </svg>,
  );
  const text = container.querySelector("text")!;
  const rect = text.previousElementSibling as SVGRectElement;
  const result = { text: text.textContent, width: Number(rect.getAttribute("width")) };
  unmount();
  return result;
}

describe("the tag over a detected table", () => {
  it("is wide enough for its text (about 7 px a bold 11 px character), so '100%' is not cut off on the white page", () => {
    const short = tag(0, 0.5, 1);
    expect(short.text).toBe("Table 1 · 50%");
    expect(short.width).toBeGreaterThanOrEqual(10 + 13 * 7);
    const long = tag(11, 1, 1);
    expect(long.text).toBe("Table 12 · 100%");
    expect(long.width).toBeGreaterThanOrEqual(10 + 15 * 7);
    // the same screen size at any zoom
    expect(tag(11, 1, 2).width).toBe(long.width / 2);
  });
});
