import { describe, expect, it } from "vitest";
import { onceADocument } from "./document-warnings.js";
import { resultFromPages } from "./pipeline/result-from-pages.js";
import type { PageResult } from "./types.js";

const pastEnd = (page: number) => ({
  page,
  code: "template_pages_past_end",
  message: "The template reads pages 1-9...",
});
const repaired = (page: number) => ({ page, code: "repaired_file", message: "The file is damaged..." });
const noText = (page: number) => ({ page, code: "no_text_layer", message: `Page ${page} has no text layer.` });

/** A page as a run gives it; `first`: the first page that run read, which carries the document warnings. */
const page = (n: number, first: boolean): PageResult => ({
  report: { page: n, status: "ok", tableCount: 0, elapsedMs: 1 },
  tables: [],
  warnings: [...(first ? [pastEnd(n), repaired(n)] : []), noText(n)],
});

describe("document warnings of a document read by several runs", () => {
  it("keeps each once, on its earliest page; page warnings all stay", () => {
    expect(onceADocument([pastEnd(1), noText(1), pastEnd(3), repaired(3), noText(3)])).toEqual([
      pastEnd(1),
      noText(1),
      repaired(3),
      noText(3),
    ]);
  });

  it("resultFromPages, which the server's and the CLI's supervisors assemble runs with, says each once", () => {
    // the first run read page 1, another (a thread sharing the pages, or a fresh one after a stop) pages 3 and 2
    const result = resultFromPages([page(3, true), page(1, true), page(2, false)], 3, false);
    expect(result.warnings).toEqual([pastEnd(1), repaired(1), noText(1), noText(2), noText(3)]);
  });
});
