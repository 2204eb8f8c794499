import { describe, expect, it } from "vitest";
import { formatBytes } from "../../components/formatBytes";
import { usageColour } from "../../components/UsageBar";
import { chartBars, fileTypeLabel, formatConfidence, formatPeakHour, methodLabel } from "./analyticsFormat";

describe("analytics formatting", () => {
  it("formats sizes in Bytes/KB/MB/GB", () => {
    expect(formatBytes(512)).toBe("512 Bytes");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(10 * 1024 * 1024)).toBe("10 MB");
    expect(formatBytes(5 * 1024 ** 3)).toBe("5 GB");
  });

  it("shows peak hour as H:00, confidence as percent, labels as docs/product.md says", () => {
    expect(formatPeakHour(9)).toBe("09:00");
    expect(formatPeakHour(0)).toBe("00:00");
    expect(formatPeakHour(14)).toBe("14:00");
    expect(formatPeakHour(null)).toBe("-");
    expect(formatConfidence(0.876)).toBe("88%");
    expect(methodLabel("ocr_lattice_grid")).toBe("ocr lattice grid");
    expect(fileTypeLabel("pdf")).toBe("PDF");
  });

  it("scales chart bars against the largest value", () => {
    expect(chartBars({ stream: 2, lattice: 8, ocr: 0 })).toEqual([
      { key: "lattice", value: 8, percent: 100 },
      { key: "stream", value: 2, percent: 25 },
      { key: "ocr", value: 0, percent: 0 },
    ]);
    expect(chartBars({})).toEqual([]);
  });

  it("colours usage bars red from 90 %, yellow from 75 %, else green", () => {
    expect(usageColour(100)).toBe("bg-red-500");
    expect(usageColour(90)).toBe("bg-red-500");
    expect(usageColour(89.9)).toBe("bg-yellow-500");
    expect(usageColour(75)).toBe("bg-yellow-500");
    expect(usageColour(74.9)).not.toMatch(/red|yellow/);
  });
});
