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
        { filename: "scan.pdf", status: "completed", table_count: 2, error: null, error_code: null, ocr_pages: [1, 2] },
        { filename: "born.pdf", status: "completed", table_count: 1, error: null, error_code: null, ocr_pages: [] },
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
  });
});
