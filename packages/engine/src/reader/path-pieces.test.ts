import { describe, expect, it } from "vitest";
import { axisRectangle, mitredBar } from "./path-pieces.js";

describe("mitredBar", () => {
  it("takes an upright border side whose ends are cut along its corners' diagonals", () => {
    // a 0.75 pt side from y 10 to 100, its top end cut inward (a trapezoid, as browsers print borders)
    const side = [50, 10, 50, 100, 50.75, 99.25, 50.75, 10.75];
    expect(axisRectangle(side)).toBeNull();
    expect(mitredBar(side, 2.5)).toEqual({ x0: 50, y0: 10, x1: 50.75, y1: 100 });
  });

  it("takes a level side cut at both ends", () => {
    expect(mitredBar([10, 20, 200, 20, 199, 21, 11, 21], 2.5)).toEqual({ x0: 10, y0: 20, x1: 200, y1: 21 });
  });

  it("refuses a bar thicker than a rule, a short one and a point off its long sides", () => {
    expect(mitredBar([50, 10, 50, 100, 53, 97, 53, 13], 2.5)).toBeNull();
    expect(mitredBar([50, 10, 50, 11.5, 50.75, 11, 50.75, 10.5], 2.5)).toBeNull();
    // a tapered sliver: one corner stands inside the bar, on neither long side
    expect(mitredBar([10, 20, 200, 20.9, 200, 21.1, 10, 22], 2.5)).toBeNull();
  });

  it("refuses a cut deeper than the bar is thick (a wedge, not a mitre)", () => {
    expect(mitredBar([50, 10, 50, 100, 50.75, 90, 50.75, 10], 2.5)).toBeNull();
  });
});
