import type ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { collector } from "../testing/collect.js";
import { pagesOfTables } from "../testing/fixtures.js";
import { readXlsx, sheetValues } from "../testing/read-xlsx.js";
import { toXlsx } from "./to-xlsx.js";
import { XlsxTableWriter } from "./xlsx-writer.js";

/** Everything a reader sees of a sheet: values, number formats, bold, merges, frozen rows, widths. */
function looks(sheet: ExcelJS.Worksheet) {
  const styles: string[] = [];
  sheet.eachRow({ includeEmpty: true }, (row) =>
    row.eachCell({ includeEmpty: true }, (cell) =>
      styles.push(
        `${cell.address} ${cell.numFmt ?? ""} ${cell.font?.bold ? "bold" : ""} ${cell.alignment?.wrapText ? "wrap" : ""}`,
      ),
    ),
  );
  return {
    name: sheet.name,
    values: sheetValues(sheet),
    styles,
    merges: [...(sheet.model.merges ?? [])].sort(),
    views: (sheet.views ?? []).map((v) => ({ state: v.state, ySplit: (v as { ySplit?: number }).ySplit })),
    widths: (sheet.columns ?? []).map((c) => c.width),
  };
}

async function streamed(pages: ReturnType<typeof pagesOfTables>): Promise<Buffer> {
  const sink = collector();
  const ended = new Promise((resolve) => sink.out.on("end", resolve));
  const writer = new XlsxTableWriter(sink.out, "doc.pdf");
  for (const tables of pages) await writer.add(tables);
  await writer.end();
  await ended;
  return sink.bytes();
}

describe("XlsxTableWriter", () => {
  it("writes a document handed over page by page as the sheets of toXlsx, the Overview first", async () => {
    const pages = pagesOfTables();
    const [stream, whole] = await Promise.all([
      streamed(pages).then(readXlsx),
      toXlsx({ fileName: "doc.pdf", tables: pages.flat() }).then(readXlsx),
    ]);
    expect(stream.worksheets.map((s) => s.name)).toEqual(["Overview", "p1 t1", "p1 t2", "p2 t1", "p4 t1", "p6 t1"]);
    expect(stream.worksheets.map(looks)).toEqual(whole.worksheets.map(looks));
    expect(sheetValues(stream.worksheets[0]!)[4]).toEqual(["p4 t1", 4, "4", 1, 30, 5, 1, "hybrid", 0.88]);
  });

  it("writes only the Overview for a document without tables", async () => {
    const stream = await readXlsx(await streamed([[], []]));
    const whole = await readXlsx(await toXlsx({ fileName: "doc.pdf", tables: [] }));
    expect(stream.worksheets.map(looks)).toEqual(whole.worksheets.map(looks));
    expect(stream.worksheets.map((s) => s.name)).toEqual(["Overview"]);
  });
});
