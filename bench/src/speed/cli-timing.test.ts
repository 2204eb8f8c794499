import { describe, expect, it } from "vitest";
import { cpuMsOf } from "./cli-timing.js";

describe("cpuMsOf", () => {
  it("reads the CPU time the preload printed last on standard error, after the command's own lines", () => {
    expect(cpuMsOf("pdftab: warning: page 1 (ocr_used): ...\n\npeak-rss-mb 123.4 cpu-ms 456\n")).toBe(456);
  });

  it("is null when the process ended without the preload's line", () => {
    expect(cpuMsOf("pdftab: internal error\n")).toBeNull();
  });
});
