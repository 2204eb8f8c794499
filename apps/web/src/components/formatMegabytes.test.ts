import { describe, expect, it } from "vitest";
import { formatMegabytes } from "./formatMegabytes";

describe("formatMegabytes", () => {
  it("gives two decimals, and says a tiny file is under 0.01 MB instead of 0.00", () => {
    expect(formatMegabytes(1.25 * 1024 * 1024)).toBe("1.25 MB");
    expect(formatMegabytes(31_000)).toBe("0.03 MB");
    expect(formatMegabytes(4_096)).toBe("< 0.01 MB");
    expect(formatMegabytes(0)).toBe("0.00 MB");
  });
});
