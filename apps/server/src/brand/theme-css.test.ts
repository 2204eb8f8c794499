import { describe, expect, it } from "vitest";
import { contrastWithWhite, readableBase, themeCss } from "./theme-css.js";

const shade600 = (css: string) => /--color-brand-600: (#[0-9a-f]{6});/.exec(css)![1]!;

describe("the white-label theme's shade 600, which carries white text", () => {
  it("measures contrast as WCAG 2 does", () => {
    expect(contrastWithWhite("#ffffff")).toBeCloseTo(1, 5);
    expect(contrastWithWhite("#000000")).toBeCloseTo(21, 5);
    // the built-in green of apps/web/src/index.css, shade 600
    expect(contrastWithWhite("#027a48")).toBeGreaterThan(4.5);
    expect(contrastWithWhite("#039855")).toBeLessThan(4.5);
  });

  it("keeps a colour white text is readable on", () => {
    expect(readableBase("#1d4ed8")).toBe("#1d4ed8");
    expect(shade600(themeCss("#1d4ed8"))).toBe("#1d4ed8");
  });

  it("darkens a light colour only as far as white text on it needs", () => {
    for (const light of ["#ffd400", "#039855", "#38bdf8", "#ffffff", "#f97316"]) {
      const base = shade600(themeCss(light));
      expect(contrastWithWhite(base)).toBeGreaterThanOrEqual(4.5);
      // darkened, never lightened or turned another hue: no channel rises
      const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      expect(channels(base).every((c, i) => c <= channels(light)[i]!)).toBe(true);
    }
    // and not far past the line: a bright yellow still ends near 4.5:1, not at black
    expect(contrastWithWhite(readableBase("#ffd400"))).toBeLessThan(5.5);
  });
});
