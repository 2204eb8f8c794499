import { describe, expect, it } from "vitest";
import { collector } from "../testing/collect.js";
import { pagesOfTables, table } from "../testing/fixtures.js";
import { CsvTableWriter } from "./csv-writer.js";
import { toCsv } from "./to-csv.js";

/** The CSV of tables handed over page by page. */
async function streamed(pages: ReturnType<typeof pagesOfTables>, options = {}): Promise<string> {
  const sink = collector();
  const writer = new CsvTableWriter(sink.out, "doc.pdf", options);
  for (const tables of pages) await writer.add(tables);
  await writer.end();
  return sink.text();
}

describe("CsvTableWriter", () => {
  it("writes a document handed over page by page as the same text as toCsv of all its tables", async () => {
    const pages = pagesOfTables();
    const whole = toCsv({ fileName: "doc.pdf", tables: pages.flat() });
    expect(whole).toContain("# Table 5 (page 6)");
    expect(await streamed(pages)).toBe(whole);
    for (const options of [{ bom: true }, { delimiter: ";" as const, values: "plain" as const }])
      expect(await streamed(pages, options)).toBe(toCsv({ fileName: "doc.pdf", tables: pages.flat() }, options));
  });

  it("writes a lone table without a heading, even when it came first of several pages", async () => {
    const one = table(
      [
        ["A", "B"],
        ["1", "2"],
      ],
      { page: 3, pages: [3] },
    );
    expect(await streamed([[], [], [one], []])).toBe("A,B\r\n1,2\r\n");
    expect(await streamed([[], [one]], { bom: true })).toBe(
      toCsv({ fileName: "doc.pdf", tables: [one] }, { bom: true }),
    );
  });

  it("says '# No tables found' for a document without tables, as toCsv does, after the byte order mark when asked", async () => {
    expect(await streamed([[], []])).toBe("# No tables found\r\n");
    for (const options of [{}, { bom: true }, { delimiter: "\t" as const }])
      expect(await streamed([], options)).toBe(toCsv({ fileName: "doc.pdf", tables: [] }, options));
  });
});
