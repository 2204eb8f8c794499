import { describe, expect, it } from "vitest";
import { drawnImage } from "../testing/drawn-image.js";
import { boxLevels } from "./gray-image.js";

describe("boxLevels", () => {
  it("gives the levels under which two shares of a box's pixels lie", () => {
    // a 10 x 10 box: 20 pixels of ink (grey 40), the rest paper (grey 230)
    const img = drawnImage(20, 20, [[5, 5, 15, 7]], 40);
    for (let i = 0; i < img.data.length; i++) if (img.data[i] === 255) img.data[i] = 230;
    expect(boxLevels(img, { x0: 5, y0: 5, x1: 15, y1: 15 }, [0.05, 0.9])).toEqual([40, 230]);
    expect(boxLevels(img, { x0: 5, y0: 5, x1: 15, y1: 15 }, [0.2, 0.21])).toEqual([40, 230]);
  });

  it("clips the box to the image and gives 255 for an empty box", () => {
    const img = drawnImage(10, 10, [[0, 0, 10, 10]], 0);
    expect(boxLevels(img, { x0: -5, y0: -5, x1: 3, y1: 3 }, [0.5, 1])).toEqual([0, 0]);
    expect(boxLevels(img, { x0: 20, y0: 20, x1: 30, y1: 30 }, [0.5, 1])).toEqual([255, 255]);
  });
});
