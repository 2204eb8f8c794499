import { describe, expect, it } from "vitest";
import { makePdf, rotatePdf } from "../testing/make-pdf.js";
import { readPageSizes } from "./page-sizes.js";

describe("readPageSizes", () => {
  it("gives each page's size as displayed", () => {
    const pdf = makePdf([{ content: "" }, { content: "", width: 300, height: 400 }]);
    expect(readPageSizes(pdf)).toEqual([
      { width: 612, height: 792 },
      { width: 300, height: 400 },
    ]);
    expect(readPageSizes(rotatePdf(pdf, 90))).toEqual([
      { width: 792, height: 612 },
      { width: 400, height: 300 },
    ]);
  });
});
