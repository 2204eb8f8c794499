import { describe, expect, it } from "vitest";
import { drawnImage, type PixelBox } from "../testing/drawn-image.js";
import { findCellDividers } from "./cell-dividers.js";
import type { PixelLine } from "./image-rulings.js";

// 300 dpi: a header row 0.25 in (75 px) tall between two rules 3 px thick, 1000 px (3.3 in) long.
const DPI = 300;
const rule = (at: number, from = 100, to = 1099): PixelLine => ({
  orientation: "horizontal",
  at,
  from,
  to,
  thickness: 3,
});
const ruleBox = (l: PixelLine): PixelBox => [l.from, l.at - 1, l.to + 1, l.at + 2];
const TOP = rule(200),
  BOTTOM = rule(275);

describe("findCellDividers", () => {
  it("finds the short lines between a boxed row's cells, from one rule to the other", () => {
    const img = drawnImage(1200, 400, [ruleBox(TOP), ruleBox(BOTTOM), [400, 200, 403, 276], [750, 200, 752, 276]]);
    const dividers = findCellDividers(img, [TOP, BOTTOM], DPI);
    expect(dividers.map((d) => [d.orientation, d.at, d.from, d.to])).toEqual([
      ["vertical", 401, 200, 275],
      ["vertical", 750.5, 200, 275],
    ]);
  });

  it("takes no letter's stroke, nothing under a short line, and no line already found", () => {
    const letter: PixelBox[] = [
      [300, 215, 303, 262], // a stem the height of type, not from rule to rule
      [500, 202, 503, 274], // a tall stroke with a bowl beside it
      [505, 202, 530, 274],
    ];
    const found: PixelLine = { orientation: "vertical", at: 101, from: 200, to: 275, thickness: 3 };
    const img = drawnImage(1200, 400, [ruleBox(TOP), ruleBox(BOTTOM), [100, 200, 103, 276], ...letter]);
    expect(findCellDividers(img, [TOP, BOTTOM, found], DPI)).toEqual([]);
    // a short run of ink along a row (0.4 in) bounds no row
    const short = rule(240, 800, 920);
    const divided = drawnImage(1200, 400, [ruleBox(TOP), ruleBox(short), [850, 200, 853, 241]]);
    expect(findCellDividers(divided, [TOP, short], DPI)).toEqual([]);
  });
});
