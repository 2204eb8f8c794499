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
      3: [
        { x0: 10, y0: 20, x1: 300, y1: 400 },
        { x0: 1, y0: 2, x1: 3, y1: 4 },
      ],
      1: [],
    });
  });

  it("reads areas with settings of their own", () => {
    const text =
      '{"2": [{"box": [10, 20, 300, 400], "method": "stream", "header_rows": 2, "columns": [200, 100]}, {"box": [1, 2, 3, 4]}, [5, 6, 7, 8]]}';
    expect(parseAreasJson(text)).toEqual({
      2: [
        { x0: 10, y0: 20, x1: 300, y1: 400, method: "stream", headerRows: 2, columns: [100, 200] },
        { x0: 1, y0: 2, x1: 3, y1: 4 },
        { x0: 5, y0: 6, x1: 7, y1: 8 },
      ],
    });
  });

  it.each([
    ['{"2": [{"box": [10, 20, 5, 40]}]}', 'areas["2"][0].box'],
    ['{"2": [[1, 2, 3, 4], {"box": [10, 20, 30, 40], "method": "ocr"}]}', 'areas["2"][1].method'],
    ['{"2": [{"box": [10, 20, 30, 40], "header_rows": 1.5}]}', 'areas["2"][0].header_rows'],
    ['{"2": [{"box": [10, 20, 30, 40], "header_rows": -1}]}', 'areas["2"][0].header_rows'],
    ['{"2": [{"box": [10, 20, 30, 40], "columns": "15"}]}', 'areas["2"][0].columns'],
    ['{"2": [{"box": [10, 20, 30, 40], "columns": [15, 90]}]}', 'areas["2"][0].columns'],
    ['{"2": [{"box": [10, 20, 30, 40], "colums": [15]}]}', 'areas["2"][0].colums'],
  ])("rejects the area %s naming %s", (text, path) => {
    const error = errorOf(() => parseAreasJson(text));
    expect(error.code).toBe("invalid_areas");
    expect(error.field).toBe(path);
    expect(error.message.startsWith(`${path}: `)).toBe(true);
  });

  it.each([
    ["{", "areas"],
    ["[]", "areas"],
    ['{"0": []}', 'areas["0"]'],
    ['{"two": []}', 'areas["two"]'],
    ['{"99999999999999999999": [[10, 20, 30, 40]]}', 'areas["99999999999999999999"]'],
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

describe("huge coordinates", () => {
  it.each([
    () => parseAreasJson('{"2": [[0, 0, 200000, 10]]}'),
    () => parseAreasJson('{"2": [{"box": [0, 0, 1e309, 10]}]}'),
    () => parseAreasJson('{"2": [{"box": [0, 0, 30, 10], "columns": [1e6]}]}'),
    () => parseColumnsJson('{"1": [100, 200000]}'),
  ])("say the range a coordinate must be in (%#)", (parse) => {
    expect(errorOf(parse).message).toContain("from -100000 to 100000");
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
