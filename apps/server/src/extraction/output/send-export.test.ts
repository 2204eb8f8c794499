import { describe, expect, it } from "vitest";
import { csvLayoutFor, csvLayoutOf } from "./send-export.js";

describe("how a CSV download is laid out", () => {
  it("gives one table without statistics as one CSV, several tables or statistics as a zip", () => {
    expect(csvLayoutFor(1, false, undefined)).toBe("single");
    expect(csvLayoutFor(0, false, undefined)).toBe("single");
    expect(csvLayoutFor(2, false, undefined)).toBe("zip");
    expect(csvLayoutFor(1, true, undefined)).toBe("zip");
  });

  it("does what the request asks for", () => {
    expect(csvLayoutFor(5, true, "single")).toBe("single");
    expect(csvLayoutFor(1, false, "zip")).toBe("zip");
    expect(csvLayoutOf(" ZIP ")).toBe("zip");
    expect(csvLayoutOf(undefined)).toBeUndefined();
    expect(() => csvLayoutOf("combined")).toThrow(/csv_layout must be single or zip/);
  });
});
