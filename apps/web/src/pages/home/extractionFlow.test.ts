import { describe, expect, it } from "vitest";
import { flowReducer, initialFlow, stepIndexOf, currentPage, type FlowAction, type FlowState } from "./extractionFlow";
import { pdfFile, twoTableResult } from "./testFixtures";

const run = (...actions: FlowAction[]) => actions.reduce<FlowState>(flowReducer, initialFlow);
const file = pdfFile();
const source = { extractionId: "ex-1", filename: "report.pdf", result: twoTableResult };

describe("extraction flow", () => {
  it("goes upload -> processing with progress -> results, with the matching step", () => {
    expect(stepIndexOf(run({ type: "choose", file }))).toBe(0);
    const uploading = run({ type: "choose", file }, { type: "upload" }, { type: "uploadProgress", percent: 40 });
    expect(uploading).toMatchObject({ step: "uploading", percent: 40 });
    expect(stepIndexOf(uploading)).toBe(1);
    const processing = flowReducer(uploading, { type: "processing", pagesDone: 2, pagesTotal: 5 });
    expect(processing).toMatchObject({ step: "processing", pagesDone: 2, pagesTotal: 5 });
    const results = flowReducer(processing, { type: "completed", source });
    expect(results).toMatchObject({ step: "results", previewOpen: true, error: null });
    expect(stepIndexOf(results)).toBe(2);
    const noTables = flowReducer(processing, {
      type: "completed",
      source: { ...source, result: { ...twoTableResult, tables: [] } },
    });
    expect(noTables).toMatchObject({ step: "results", previewOpen: false });
  });

  it("returns to upload with the message (file kept) on error, and asks for a password", () => {
    const failed = run(
      { type: "choose", file },
      { type: "upload" },
      { type: "failed", message: "Extraction failed: Damaged" },
    );
    expect(failed).toEqual({ step: "select", file, error: "Extraction failed: Damaged", password: null });
    const locked = run({ type: "choose", file }, { type: "upload" }, { type: "needPassword", wrong: false });
    expect(locked).toEqual({ step: "select", file, error: null, password: { wrong: false } });
    expect(flowReducer(flowReducer(locked, { type: "upload" }), { type: "needPassword", wrong: true })).toMatchObject({
      password: { wrong: true },
    });
  });

  it("download moves to the last step; a failure goes back to results; reset clears the file", () => {
    const results = run({ type: "choose", file }, { type: "upload" }, { type: "completed", source });
    const downloading = flowReducer(results, { type: "download" });
    expect(stepIndexOf(downloading)).toBe(3);
    expect(flowReducer(downloading, { type: "downloadFailed" })).toMatchObject({
      step: "results",
      error: "Download failed",
    });
    expect(flowReducer(downloading, { type: "reset" })).toEqual(initialFlow);
  });

  it("keeps saved edits in the results, with the new row count", () => {
    const results = run({ type: "choose", file }, { type: "upload" }, { type: "completed", source });
    const edited = flowReducer(results, {
      type: "tablesSaved",
      tables: [{ ...twoTableResult.tables[0]!, data: [["Plum", "1"]] }],
    });
    expect(edited).toMatchObject({
      step: "results",
      source: { result: { table_count: 1, statistics: { total_rows: 1 }, tables: [{ data: [["Plum", "1"]] }] } },
    });
  });

  it("ignores actions that do not fit the current step", () => {
    expect(run({ type: "upload" })).toBe(initialFlow);
    const uploading = run({ type: "choose", file }, { type: "upload" });
    expect(flowReducer(uploading, { type: "choose", file: pdfFile("other.pdf") })).toBe(uploading);
    expect(flowReducer(uploading, { type: "download" })).toBe(uploading);
  });

  it("names the page being read", () => {
    expect([currentPage(0, 5), currentPage(2, 5), currentPage(5, 5), currentPage(0, 0)]).toEqual([1, 3, 5, 1]);
  });
});
