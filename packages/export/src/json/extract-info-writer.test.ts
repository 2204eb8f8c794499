import type { ExtractWarning } from "@pdftab/engine";
import { describe, expect, it } from "vitest";
import { collector } from "../testing/collect.js";
import { pagesOfTables } from "../testing/fixtures.js";
import { toExtractInfo } from "./extract-info.js";
import { ExtractInfoWriter } from "./extract-info-writer.js";

const warnings: ExtractWarning[] = [{ page: 3, code: "no_text_layer", message: "Page 3 has no text layer." }];

async function streamed(pages: ReturnType<typeof pagesOfTables>, pretty: boolean): Promise<string> {
  const sink = collector();
  const writer = new ExtractInfoWriter(sink.out, "doc.pdf", { pretty });
  for (const tables of pages) await writer.add(tables);
  await writer.end(warnings);
  return sink.text();
}

describe("ExtractInfoWriter", () => {
  it("streams a multi-page document that parses to today's extract-info object, tables first", async () => {
    const pages = pagesOfTables();
    const today = JSON.stringify(toExtractInfo(pages.flat(), { fileName: "doc.pdf", warnings }), null, 2);
    for (const pretty of [true, false]) {
      const text = await streamed(pages, pretty);
      expect(JSON.parse(text)).toEqual(JSON.parse(today));
      expect(Object.keys(JSON.parse(text))).toEqual([
        "tables",
        "table_count",
        "method",
        "statistics",
        "files",
        "warnings",
      ]);
    }
    const pretty = await streamed(pages, true);
    expect(pretty.startsWith('{\n  "tables": [\n    {\n      "file_name": "doc.pdf",')).toBe(true);
    // the same two-space layout: only the order of the top-level members differs
    const todayLines = new Set(today.split("\n"));
    expect(pretty.split("\n").filter((line) => !todayLines.has(line))).toEqual([]);
    expect(pretty.length).toBe(today.length);
    expect((await streamed(pages, false)).includes("\n")).toBe(false);
  });

  it("gives the counts of a document without tables", async () => {
    for (const pretty of [true, false]) {
      const text = await streamed([[], []], pretty);
      expect(JSON.parse(text)).toEqual(toExtractInfo([], { fileName: "doc.pdf", warnings }));
    }
    expect(await streamed([], true)).toMatch(/^\{\n {2}"tables": \[\],\n {2}"table_count": 0,/);
  });
});
