import { describe, expect, it } from "vitest";
import { EngineError } from "../errors.js";
import { parseTemplate } from "./parse-template.js";

/** The error parseTemplate throws for `value`, or a failure when it accepts it. */
function errorOf(value: unknown): EngineError {
  try {
    parseTemplate(value);
  } catch (error) {
    if (error instanceof EngineError) return error;
    throw error;
  }
  throw new Error("expected parseTemplate to reject the value");
}

const area = { page: 2, box: [40, 100, 560, 400] };

describe("parseTemplate", () => {
  it("accepts the full form and fills defaults for optional fields", () => {
    const full = {
      name: "Bank statement",
      pages: "1-3",
      method: "lattice",
      stitch: true,
      areas: [
        {
          page: "last",
          box: [-10, 20, 500, 300],
          columns: [300, 120, 120],
          method: "stream",
          header_rows: 2,
          anchor: { text: "Closing balance" },
        },
      ],
    };
    expect(parseTemplate(full)).toEqual({
      name: "Bank statement",
      pages: "1-3",
      method: "lattice",
      stitch: true,
      areas: [
        {
          page: "last",
          box: [-10, 20, 500, 300],
          columns: [120, 300],
          method: "stream",
          header_rows: 2,
          anchor: { text: "Closing balance" },
        },
      ],
    });
    expect(parseTemplate({ name: "x", id: "ignored" })).toEqual({
      name: "x",
      pages: null,
      method: "auto",
      stitch: false,
      areas: [],
    });
    expect(parseTemplate({ name: "x", pages: null, areas: [area] }).areas).toEqual([area]);
    expect(parseTemplate({ name: "x", pages: "all" }).pages).toBeNull();
  });

  it.each([
    [null, "template"],
    [{ name: "" }, "name"],
    [{ name: "x", pages: "3-1" }, "pages"],
    [{ name: "x", pages: 3 }, "pages"],
    [{ name: "x", method: "ocr" }, "method"],
    [{ name: "x", stitch: "yes" }, "stitch"],
    [{ name: "x", areas: {} }, "areas"],
    [{ name: "x", areas: [area, 5] }, "areas[1]"],
    [{ name: "x", areas: [{ ...area, page: 0 }] }, "areas[0].page"],
    [{ name: "x", areas: [{ ...area, page: "first" }] }, "areas[0].page"],
    [{ name: "x", areas: [{ ...area, page: 1e300 }] }, "areas[0].page"],
    [{ name: "x", areas: [{ ...area, box: [10, 10, 5, 50] }] }, "areas[0].box"],
    [{ name: "x", areas: [{ ...area, box: [10, 10, 50] }] }, "areas[0].box"],
    [{ name: "x", areas: [{ page: 1 }] }, "areas[0].box"],
    [{ name: "x", areas: [area, { ...area, columns: [100, "200"] }] }, "areas[1].columns"],
    [{ name: "x", areas: [{ ...area, method: "hybrid" }] }, "areas[0].method"],
    [{ name: "x", areas: [{ ...area, header_rows: 1.5 }] }, "areas[0].header_rows"],
    [{ name: "x", areas: [{ ...area, header_rows: -1 }] }, "areas[0].header_rows"],
    [{ name: "x", areas: [{ ...area, anchor: "Total" }] }, "areas[0].anchor"],
    [{ name: "x", areas: [{ ...area, anchor: { text: "  " } }] }, "areas[0].anchor.text"],
    [{ name: "x", areas: [{ ...area, colums: [1] }] }, "areas[0].colums"],
  ])("rejects %j naming %s", (value, path) => {
    const error = errorOf(value);
    expect(error.code).toBe("invalid_template");
    expect(error.field).toBe(path);
    expect(error.message.startsWith(`${path}: `)).toBe(true);
  });
  it.each([
    [{ name: "x", areas: [{ ...area, box: [0, 0, 200_000, 10] }] }, "areas[0].box"],
    [{ name: "x", areas: [{ ...area, box: [0, 0, Infinity, 10] }] }, "areas[0].box"],
    [{ name: "x", areas: [{ ...area, columns: [1e6] }] }, "areas[0].columns"],
  ])("says the range a coordinate must be in when %j has a huge one (%s)", (value, path) => {
    const error = errorOf(value);
    expect(error.field).toBe(path);
    // a box with x0 < x1 must not be told "x0 < x1" is what is wrong with it
    expect(error.message).toContain("from -100000 to 100000");
  });
});
