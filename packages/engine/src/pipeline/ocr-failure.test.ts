import { describe, expect, it, vi } from "vitest";
import { EngineError } from "../errors.js";
import { ruledTablePdf } from "../testing/fixtures.js";
import { scannedPdf } from "../testing/scan.js";
import { extractTables } from "./extract-tables.js";

/** What the OCR stage does in each test: fail as its engine would when it cannot load, or time out. */
const failure = vi.hoisted(() => ({ next: new Error("unset") as unknown }));

vi.mock("../ocr/ocr-page.js", () => ({
  ocrPage: () => Promise.reject(failure.next),
}));

describe("a scanned page whose OCR fails", () => {
  const scan = scannedPdf(ruledTablePdf().bytes);

  it("is skipped as ocr_failed, saying OCR could not read it, not as a damaged page", async () => {
    failure.next = new Error("Aborted(CompileError: WebAssembly.instantiate(): out of memory)");
    const result = await extractTables(scan, { ocr: { mode: "auto" } });
    expect(result.tables).toEqual([]);
    expect(result.pages[0]!.error).toEqual({
      code: "ocr_failed",
      message:
        "Page 1 has no usable text layer and OCR could not read it: Aborted(CompileError: WebAssembly.instantiate(): out of memory).",
    });
    expect(result.warnings.map((w) => w.code)).toContain("ocr_failed");
  });

  it("keeps page_timeout when OCR ran past its budget", async () => {
    failure.next = new EngineError("page_timeout", "OCR ran past its 60 s budget for the page.");
    const result = await extractTables(scan, { ocr: { mode: "auto" } });
    expect(result.pages[0]!.error?.code).toBe("page_timeout");
  });
});
