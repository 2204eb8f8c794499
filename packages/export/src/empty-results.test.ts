import ExcelJS from "exceljs";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { CsvTableWriter } from "./csv/csv-writer.js";
import { parseCsv } from "./csv/parse-csv.js";
import { toCsv } from "./csv/to-csv.js";
import { toCsvZip } from "./csv/to-csv-zip.js";
import { exportTables } from "./export-as.js";
import { collector } from "./testing/collect.js";
import { table } from "./testing/fixtures.js";

const rowless = () => table([], { headerRows: 0, page: 3, pages: [3] });

describe("empty results (README, Empty results)", () => {
  it("never writes a 0-byte CSV: no table says so, a lone table without rows gets its heading", () => {
    expect(toCsv({ fileName: "letter.pdf", tables: [] })).toBe("# No tables found\r\n");
    expect(toCsv({ fileName: "letter.pdf", tables: [] }, { bom: true })).toBe("\uFEFF# No tables found\r\n");
    expect(toCsv({ fileName: "letter.pdf", tables: [rowless()] })).toBe("# Table 1 (page 3)\r\n");
    // a header without a body is that header, as before
    expect(toCsv({ fileName: "letter.pdf", tables: [table([["Name", "Qty"]])] })).toBe("Name,Qty\r\n");
    expect(parseCsv(toCsv({ fileName: "letter.pdf", tables: [] }))).toEqual([["# No tables found"]]);
  });

  it("never writes an empty zip nor a 0-byte CSV in it: the zip says what the CSV says", async () => {
    const entries = async (tables: ReturnType<typeof rowless>[], options = {}) => {
      const zip = await JSZip.loadAsync(await toCsvZip({ fileName: "letter.pdf", tables }, options));
      const names = Object.keys(zip.files);
      return Object.fromEntries(await Promise.all(names.map(async (n) => [n, await zip.file(n)!.async("string")])));
    };
    expect(await entries([])).toEqual({ "No tables found.csv": toCsv({ fileName: "letter.pdf", tables: [] }) });
    expect(await entries([], { bom: true })).toEqual({ "No tables found.csv": "\uFEFF# No tables found\r\n" });
    expect(await entries([rowless()])).toEqual({ "p3 t1.csv": "# Table 1 (page 3)\r\n" });
    // statistics are something to read: they stay the zip's one file, as they are the CSV's one section
    expect(Object.keys(await entries([], { includeStats: true }))).toEqual(["statistics.csv"]);
  });

  it("keeps the page-by-page writer's text equal to toCsv's for a lone table without rows and for none", async () => {
    const written = async (tables: ReturnType<typeof rowless>[]) => {
      const sink = collector();
      const writer = new CsvTableWriter(sink.out, "letter.pdf");
      await writer.add(tables);
      await writer.end();
      return sink.text();
    };
    expect(await written([rowless()])).toBe(toCsv({ fileName: "letter.pdf", tables: [rowless()] }));
    expect(await written([])).toBe("# No tables found\r\n");
  });

  it("gives a JSON and a workbook of the same results that read back", async () => {
    for (const tables of [[], [rowless()]]) {
      const json = JSON.parse((await exportTables({ fileName: "letter.pdf", tables }, "json")).toString("utf8"));
      expect(json).toMatchObject({ table_count: tables.length, statistics: { total_rows: 0 } });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await exportTables({ fileName: "letter.pdf", tables }, "xlsx"));
      expect(book.worksheets[0]!.name).toBe("Overview");
      expect(book.worksheets[0]!.rowCount).toBe(1 + tables.length);
    }
  });
});
