import { expect, it } from "vitest";
import { parseCsv, toCsv, toExtractInfo, toXlsx } from "./index.js";
import { isFormulaLike } from "./safety/formula-injection.js";
import { describeWithCorpus } from "@pdftab/engine/testing";
import { corpusDir, corpusFiles } from "./testing/corpus.js";
import { readXlsx, sheetValues } from "./testing/read-xlsx.js";
import { inferColumnTypes } from "./typing/column-types.js";
import { typeCell } from "./typing/typed-value.js";
import { toExportTables } from "./input/to-export-tables.js";

const dir = corpusDir();

/** What a spreadsheet cell should hold for a corpus text, given its column's type. */
function expectedCell(text: string, type: ReturnType<typeof inferColumnTypes>[number]): unknown {
  const typed = typeCell(text, type);
  return typed.kind === "empty" ? null : typed.value;
}

describeWithCorpus("real tables from the corpus", () => {
  const files = dir ? corpusFiles(dir) : [];

  it("round-trip through CSV with every text intact (formula-like text guarded)", () => {
    for (const file of files) {
      for (const t of file.tables) {
        const rows = parseCsv(toCsv({ fileName: file.fileName, tables: [t] }));
        const [grid] = toExportTables({ fileName: file.fileName, tables: [t] });
        const types = inferColumnTypes(grid!);
        const guarded = (text: string, r: number, c: number) => {
          const kind = r < grid!.headerRows ? "text" : typeCell(text, types[c]!).kind;
          return isFormulaLike(text) && kind !== "number" && kind !== "date" ? `'${text}` : text;
        };
        expect(rows, `${file.fileName} p${t.page}`).toEqual(
          grid!.grid.map((row, r) => row.map((text, c) => guarded(text, r, c))),
        );
      }
    }
  });

  it("round-trip through xlsx with per-column types", async () => {
    for (const file of files.filter((f) => f.tables.length > 0)) {
      const wb = await readXlsx(await toXlsx(file));
      const tables = toExportTables(file);
      tables.forEach((t, i) => {
        const sheet = wb.worksheets[i + 1]!;
        const types = inferColumnTypes(t);
        const expected = t.grid.map((row, r) =>
          row.map((text, c) => (r < t.headerRows ? text || null : expectedCell(text, types[c]!))),
        );
        const got = sheetValues(sheet).map((row) =>
          [...row, ...new Array(t.grid[0]!.length).fill(null)].slice(0, t.grid[0]!.length),
        );
        expected.forEach((row, r) => expect(got[r] ?? [], `${file.fileName} ${sheet.name} row ${r + 1}`).toEqual(row));
        expect(got.length, `${file.fileName} ${sheet.name} row count`).toBeLessThanOrEqual(expected.length);
      });
    }
  });

  it("gives JSON whose header rows and data are the full grid", () => {
    for (const file of files) {
      const info = toExtractInfo(file);
      info.tables.forEach((t, i) =>
        expect([...t.header_rows, ...t.data]).toEqual(file.tables[i]!.rows.map((r) => r.map((c) => c!.text))),
      );
    }
  });

  it("types the corpus's numbers and dates the way a reader would", () => {
    const byName = new Map(files.map((f) => [f.fileName, toExtractInfo(f).tables]));
    const mtcars = byName.get("tabulapy_data.pdf")![0]!; // mpg, cyl, disp, ... ; first row is the header
    expect(mtcars.typed_data[0]!.slice(0, 4)).toEqual(["Mazda RX4", 21, 6, 160]);
    const warn = byName.get("pdfplumber_ca-warn-report.pdf")![0]!; // US dates: month first
    expect(warn.columns[0]!.type).toBe("date");
    expect(warn.typed_data[0]![0]).toBe("2015-06-22");
    const region = byName.get("camelot_background_lines_1.pdf")![0]!; // "3,665"; dates mixed with date ranges
    expect(region.typed_data[0]!.slice(4, 8)).toEqual([1.29, 3665, 2409, 1000]);
    expect(region.columns[1]!.type).toBe("text"); // "2.12.2009 to 19.12.2009" is not a date
  });
});
