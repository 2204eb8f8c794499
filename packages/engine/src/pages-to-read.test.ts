import { describe, expect, it } from "vitest";
import { pagesToRead } from "./pages-to-read.js";

const code = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
};

describe("pagesToRead", () => {
  it("reads a template's pages that exist and names the rest in plain words", () => {
    expect(pagesToRead("20-30", 24, "template")).toEqual({
      pages: [20, 21, 22, 23, 24],
      pastEnd: {
        code: "template_pages_past_end",
        message: "The template reads pages 20-30; this document has 24 page(s), so pages 25-30 were not read.",
      },
    });
    // overlapping and touching ranges read as one; a single page as a page
    expect(pagesToRead("1,25-27,26-30,31", 24, "template").pastEnd?.message).toMatch(/so pages 25-31 were not read\.$/);
    expect(pagesToRead("1-3,9", 8, "template")).toMatchObject({
      pages: [1, 2, 3],
      pastEnd: { message: expect.stringMatching(/so page 9 was not read\.$/) },
    });
    // an open range starting past the end
    expect(pagesToRead("2,9-", 8, "template").pastEnd?.message).toMatch(/so pages 9 onwards were not read\.$/);
    // a huge range is described, not listed page by page
    expect(pagesToRead("1-999999999", 3, "template").pastEnd?.message).toMatch(/pages 4-999999999 were not read/);
  });

  it("says nothing when every page the template names exists", () => {
    expect(pagesToRead("2-", 4, "template")).toEqual({ pages: [2, 3, 4], pastEnd: null });
    expect(pagesToRead("1-4", 4, "template")).toEqual({ pages: [1, 2, 3, 4], pastEnd: null });
    expect(pagesToRead(null, 2, "template")).toEqual({ pages: [1, 2], pastEnd: null });
  });

  it("refuses a template none of whose pages exist, and a request's page past the end", () => {
    expect(code(() => pagesToRead("25-30", 24, "template"))).toBe("page_out_of_range");
    expect(code(() => pagesToRead("25-", 24, "template"))).toBe("page_out_of_range");
    expect(code(() => pagesToRead("20-30", 24, "request"))).toBe("page_out_of_range");
    expect(pagesToRead("20-24", 24, "request")).toEqual({ pages: [20, 21, 22, 23, 24], pastEnd: null });
  });
});
