import { expect, it } from "vitest";

it("the stopped-pages entry words a supervisor's reports without loading MuPDF", async () => {
  const reports = await import("./stopped-pages.js");
  expect(reports.stoppedPageReport(4, 10_000, 12_345.6)).toMatchObject({
    page: 4,
    status: "timeout",
    error: { code: "page_timeout", message: expect.stringContaining("10 second budget") },
    elapsedMs: 12_346,
  });
  expect(reports.stoppedPageReport(4, 10_000, 12_345.6).error?.message).toContain("stopped after 12.3 seconds");
  expect(reports.skippedPageReport(5, reports.MAX_STOPS_IN_A_ROW).error).toMatchObject({
    code: "page_skipped",
    message: expect.stringContaining("the 3 pages before it"),
  });
  expect(reports.unreadPageReport(6, 600_000, "--timeout").error?.message).toBe(
    "Page 6 was not read: the document ran past its 600 second budget (--timeout).",
  );
  expect(reports.unreadPageReport(6, 1_500).error?.message).toBe(
    "Page 6 was not read: the document ran past its 1.5 second budget.",
  );
  // a sub-second budget in seconds, not rounded to 0; one second in the singular
  expect(reports.stoppedPageReport(2, 30, 1_000).error?.message).toBe(
    "Page 2 ran past its 0.03 second budget inside the PDF library and was stopped after 1 second.",
  );
  expect(reports.unreadPageReport(6, 40, "--timeout").error?.message).toBe(
    "Page 6 was not read: the document ran past its 0.04 second budget (--timeout).",
  );
  expect(reports.secondsInWords(500)).toBe("0.5 seconds");
  // MuPDF.js defines this global as it loads (and compiles its WebAssembly)
  expect((globalThis as Record<string, unknown>).$libmupdf_log_error).toBeUndefined();
});
