import { expect, it } from "vitest";

it("the input entry checks requests without loading MuPDF", async () => {
  const input = await import("./input.js");
  expect(input.selectPages("2-3", 5)).toEqual([2, 3]);
  expect(() => input.parseAreasJson("not json")).toThrow();
  // MuPDF.js defines this global as it loads (and compiles its WebAssembly)
  expect((globalThis as Record<string, unknown>).$libmupdf_log_error).toBeUndefined();
});
