import { describe, expect, it } from "vitest";
import { summaryCsv } from "./batch-download.js";

describe("summaryCsv", () => {
  it("quotes, says why a file failed, and keeps a name from running as a spreadsheet formula", () => {
    const csv = summaryCsv([
      { filename: '=HYPERLINK("x").pdf', status: "completed", table_count: 2, error_message: null },
      {
        filename: "notes, draft.pdf",
        status: "failed",
        table_count: 0,
        error_message: "Please upload a valid PDF file",
      },
      { filename: "late.pdf", status: "cancelled", table_count: 0, error_message: null },
    ]);
    expect(csv.split("\r\n")).toEqual([
      "file,status,tables,reason",
      "'=HYPERLINK(x).pdf,completed,2,", // shown as History shows it (quotes are not kept in names), then defused
      `"notes, draft.pdf",failed,0,Please upload a valid PDF file`,
      "late.pdf,cancelled,0,Cancelled before it finished",
      "",
    ]);
  });

  it("says which pages of a completed file were not fully read, so a file with no tables is explained", () => {
    const csv = summaryCsv([
      {
        filename: "scan.pdf",
        status: "completed",
        table_count: 0,
        error_message: null,
        warnings: [
          { code: "page_timeout", pages: [1], message: "Page 1 ran past its budget." },
          { code: "ocr_page_limit", pages: [6, 7], message: "Page 6 was not read by OCR." },
        ],
      },
      { filename: "clean.pdf", status: "completed", table_count: 1, error_message: null, warnings: [] },
    ]);
    expect(csv.split("\r\n")).toEqual([
      "file,status,tables,reason",
      `scan.pdf,completed,0,"Page 1 ran past its budget. Page 6 was not read by OCR. (pages 6, 7)"`,
      "clean.pdf,completed,1,",
      "",
    ]);
  });
});
