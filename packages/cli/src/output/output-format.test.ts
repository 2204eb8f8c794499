import { describe, expect, it } from "vitest";
import { UsageError } from "../args.js";
import { chooseFormat, formatOfOutput } from "./output-format.js";

describe("formatOfOutput", () => {
  it("reads .xlsx, .csv and .json in any case, and nothing else", () => {
    expect(formatOfOutput("out.xlsx")).toBe("xlsx");
    expect(formatOfOutput("dir.v2/OUT.XLSX")).toBe("xlsx");
    expect(formatOfOutput("out.Csv")).toBe("csv");
    expect(formatOfOutput("out.JSON")).toBe("json");
    for (const other of [undefined, "-", "out", "out.txt", "out.xls", "out.xlsx.bak", ".csv", "csv"])
      expect(formatOfOutput(other)).toBeUndefined();
  });
});

describe("chooseFormat", () => {
  it("without --format, follows the extension, else JSON (also for standard output)", () => {
    expect(chooseFormat(undefined, "out.xlsx")).toEqual({ format: "xlsx" });
    expect(chooseFormat(undefined, "out.CSV")).toEqual({ format: "csv" });
    expect(chooseFormat(undefined, "out.json")).toEqual({ format: "json" });
    expect(chooseFormat(undefined, "out.txt")).toEqual({ format: "json" });
    expect(chooseFormat(undefined, "-")).toEqual({ format: "json" });
    expect(chooseFormat(undefined, undefined)).toEqual({ format: "json" });
  });

  it("keeps --format as given, with no warning where the extension agrees or says nothing", () => {
    expect(chooseFormat("json", undefined)).toEqual({ format: "json" });
    expect(chooseFormat("xlsx", "-")).toEqual({ format: "xlsx" });
    expect(chooseFormat("excel", "out.XLSX")).toEqual({ format: "xlsx" });
    expect(chooseFormat("csv", "out.txt")).toEqual({ format: "csv" });
    expect(chooseFormat(" CSV ", "out.csv")).toEqual({ format: "csv" });
  });

  it("keeps --format that contradicts the extension, with a warning naming both", () => {
    expect(chooseFormat("csv", "out.xlsx")).toEqual({
      format: "csv",
      warning: "--format csv kept: out.xlsx will hold csv, though its extension says xlsx",
    });
    expect(chooseFormat("json", "t.csv")).toMatchObject({ format: "json", warning: expect.stringContaining("csv") });
  });

  it("refuses an unknown --format whatever the extension", () => {
    expect(() => chooseFormat("pdf", "out.xlsx")).toThrow(UsageError);
    expect(() => chooseFormat("", "out.csv")).toThrow(UsageError);
  });
});
