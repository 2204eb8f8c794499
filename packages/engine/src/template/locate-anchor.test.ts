import { describe, expect, it } from "vitest";
import { makePdf } from "../testing/make-pdf.js";
import { EngineError } from "../errors.js";
import { locateAnchor } from "./locate-anchor.js";

const text = (s: string, x: number, y: number) => `BT /F1 10 Tf ${x} ${y} Td (${s}) Tj ET`;

describe("locateAnchor", () => {
  it("finds the first occurrence of the text on the page, top-left origin, and null when it is absent", () => {
    const pdf = makePdf([
      { content: text("Cover", 72, 720) },
      {
        content: [text("Subtotal 10", 72, 700), text("Closing balance", 72, 500), text("Total 12", 300, 400)].join(
          "\n",
        ),
      },
    ]);
    const box = locateAnchor(pdf, 2, "closing  BALANCE")!;
    expect(box.x0).toBeCloseTo(72, 0);
    // baseline at PDF y 500 on a 792 pt page: the glyphs' top sits a little above 292
    expect(box.y0).toBeGreaterThan(280);
    expect(box.y1).toBeLessThan(296);
    // whole words first: "Total" is the word at x 300, not the end of "Subtotal"
    expect(locateAnchor(pdf, 2, "Total")!.x0).toBeCloseTo(300, 0);
    expect(locateAnchor(pdf, 1, "Closing balance")).toBeNull();
    expect(() => locateAnchor(pdf, 3, "Cover")).toThrow(EngineError);
  });
});
