import { describe, expect, it } from "vitest";
import { EngineError } from "../errors.js";
import { parseAreasJson, parseColumnsJson } from "./parse-areas.js";

function errorOf(run: () => unknown): EngineError {
  try {
    run();
  } catch (error) {
    if (error instanceof EngineError) return error;
    throw error;
  }
  throw new Error("expected a rejection");
}

describe("parseAreasJson", () => {
  it("reads page keys to boxes, as arrays or objects", () => {
    expect(parseAreasJson('{"3": [[10, 20, 300, 400], {"x0": 1, "y0": 2, "x1": 3, "y1": 4}], "1": []}')).toEqual({
      3: [{ x0: 10, y0: 20, x1: 300, y1: 400 }, { x0: 1, y0: 2, x1: 3, y1: 4 }],
      1: [],
    });
  });

  it.each([
    ["{", "areas"],
    ["[]", "areas"],
    ['{"0": []}', 'areas["0"]'],
    ['{"two": []}', 'areas["two"]'],
    ['{"2": [10, 20, 30, 40]}', 'areas["2"][0]'],
    ['{"2": [[10, 20, 30, 40], [30, 20, 10, 40]]}', 'areas["2"][1]'],
    ['{"2": "10,20,30,40"}', 'areas["2"]'],
  ])("rejects %s naming %s", (text, path) => {
    const error = errorOf(() => parseAreasJson(text));
    expect(error.code).toBe("invalid_areas");
    expect(error.field).toBe(path);
    expect(error.message.startsWith(`${path}: `)).toBe(true);
  });
});

describe("parseColumnsJson", () => {
  it("reads page keys to sorted separators", () => {
    expect(parseColumnsJson('{"1": [300, 120.5, 200]}')).toEqual({ 1: [120.5, 200, 300] });
  });

  it.each([
    ["nope", "columns"],
    ['{"1": [100, null]}', 'columns["1"][1]'],
    ['{"1": 100}', 'columns["1"]'],
    ['{"-1": [100]}', 'columns["-1"]'],
  ])("rejects %s naming %s", (text, path) => {
    const error = errorOf(() => parseColumnsJson(text));
    expect(error.code).toBe("invalid_columns");
    expect(error.field).toBe(path);
    expect(error.message.startsWith(`${path}: `)).toBe(true);
  });
});
