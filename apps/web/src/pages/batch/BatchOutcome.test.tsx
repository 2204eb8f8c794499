import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { batchOf } from "../../batch/testFixtures";
import { BatchOutcome } from "./BatchOutcome";
import { batchFileOf } from "../../test/apiFixtures";

describe("BatchOutcome", () => {
  it("names the files whose pages were read by OCR, and only those", () => {
    const batch = batchOf({
      status: "completed",
      progress: { processed_files: 2, successful_files: 2 },
      results: [
        batchFileOf({ filename: "scan.pdf", status: "completed", table_count: 2, ocr_pages: [1, 2] }),
        batchFileOf({ filename: "born.pdf", status: "completed", table_count: 1 }),
      ],
    });
    render(<BatchOutcome batch={batch} />);
    const list = screen.getByRole("list", { name: "Files read by OCR" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["scan.pdf: Pages read by OCR: 1, 2"]);
  });

  it("shows no OCR list when no file was scanned", () => {
    render(
      <BatchOutcome
        batch={batchOf({
          status: "completed",
          results: [batchFileOf({ filename: "a.pdf", status: "completed", table_count: 1 })],
        })}
      />,
    );
    expect(screen.queryByRole("list", { name: "Files read by OCR" })).toBeNull();
    expect(screen.queryByRole("list", { name: "Files with pages not fully read" })).toBeNull();
  });

  it("says why a completed file has fewer tables than it holds: its pages skipped or without text found", () => {
    const batch = batchOf({
      status: "completed",
      progress: { processed_files: 2, successful_files: 2 },
      results: [
        batchFileOf({
          filename: "scan.pdf",
          status: "completed",
          table_count: 0,
          warnings: [
            {
              code: "page_timeout",
              pages: [1],
              message: "Page 1 ran past its 60 second budget and was stopped.",
            },
            {
              code: "ocr_page_limit",
              pages: [6, 7],
              message: "Page 6 was not read: the file used the 5 OCR pages of the Free plan.",
            },
          ],
        }),
        batchFileOf({ filename: "born.pdf", status: "completed", table_count: 1 }),
      ],
    });
    render(<BatchOutcome batch={batch} />);
    const list = screen.getByRole("list", { name: "Files with pages not fully read" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "scan.pdf: Page 1 ran past its 60 second budget and was stopped. Page 6 was not read: the file used the 5 OCR pages of the Free plan. (pages 6, 7)",
    ]);
  });
});
