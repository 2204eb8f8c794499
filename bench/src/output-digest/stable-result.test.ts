import { describe, expect, it } from "vitest";
import { digestLine, stableResultText } from "./stable-result.js";

describe("stableResultText", () => {
  it("drops timings at any depth and keeps everything else", () => {
    const a = stableResultText({ pages: [{ report: { page: 1, elapsedMs: 3 }, tables: [["a"]] }] });
    const b = stableResultText({ pages: [{ report: { page: 1, elapsedMs: 97 }, tables: [["a"]] }] });
    expect(a).toBe(b);
    expect(a).not.toContain("elapsedMs");
    expect(stableResultText({ pages: [{ report: { page: 1, elapsedMs: 3 }, tables: [["b"]] }] })).not.toBe(a);
  });
});

describe("digestLine", () => {
  it("differs when the text differs and names the input and options", () => {
    const one = digestLine("x.pdf", "stream", "{}");
    expect(one).toMatch(/^[0-9a-f]{16} {2}stream {3}x\.pdf$/);
    expect(digestLine("x.pdf", "stream", "{ }").slice(0, 16)).not.toBe(one.slice(0, 16));
  });
});
