import { describe, expect, it } from "vitest";
import { alongMeans } from "./along-means.js";

describe("levels averaged along rows or columns", () => {
  // 4 wide, 3 high: a row of 0 255 0 255, a row of 90s, a row rising 0 30 60 90
  const img = { width: 4, height: 3, data: new Uint8Array([0, 255, 0, 255, 90, 90, 90, 90, 0, 30, 60, 90]) };

  it("averages each pixel with its neighbours along its row, the window cut at the edges", () => {
    expect([...alongMeans(img, "horizontal", 1).data]).toEqual([128, 85, 170, 128, 90, 90, 90, 90, 15, 30, 60, 75]);
  });

  it("averages down each column, leaving rows apart", () => {
    expect([...alongMeans(img, "vertical", 1).data]).toEqual([45, 173, 45, 173, 30, 125, 50, 145, 45, 60, 75, 90]);
  });
});
