import { createWriteStream, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import JSZip from "jszip";
import { afterAll, describe, expect, it } from "vitest";
import { ExportError, exportFileInfo, exportTables, parseCsv, parseExportFormat, writeExport } from "./index.js";
import { financeTable } from "./testing/fixtures.js";
import { readXlsx } from "./testing/read-xlsx.js";

const input = { fileName: "r.pdf", tables: [financeTable()] };
const dir = mkdtempSync(join(tmpdir(), "pdftab-export-as-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("exportTables / writeExport", () => {
  it("accepts excel as a synonym of xlsx and rejects unknown formats with a code", () => {
    expect(parseExportFormat(" Excel ")).toBe("xlsx");
    expect(() => parseExportFormat("pdf")).toThrow(ExportError);
    expect(() => parseExportFormat("pdf")).toThrow(/unknown export format/);
    expect(exportFileInfo("csv", { csvLayout: "zip" })).toEqual({ contentType: "application/zip", extension: "zip" });
    expect(exportFileInfo("excel").extension).toBe("xlsx");
  });

  it("produces every format as a buffer", async () => {
    expect((await readXlsx(await exportTables(input, "excel"))).worksheets.map((s) => s.name)).toEqual([
      "Overview",
      "p1 t1",
    ]);
    expect(parseCsv((await exportTables(input, "csv")).toString("utf8"))[2]![0]).toBe("Widgets");
    expect(Object.keys((await JSZip.loadAsync(await exportTables(input, "csv", { csvLayout: "zip" }))).files)).toEqual([
      "p1 t1.csv",
    ]);
    expect(JSON.parse((await exportTables(input, "json")).toString("utf8")).table_count).toBe(1);
  });

  it.each(["xlsx", "csv", "json"] as const)(
    "streams %s to a file and ends it, same bytes as the buffer (xlsx: same content)",
    async (format) => {
      const path = join(dir, `out.${format}`);
      const out = createWriteStream(path);
      await writeExport(input, format, out);
      await new Promise<void>((resolve) => (out.closed ? resolve() : out.once("close", () => resolve())));
      const written = readFileSync(path);
      if (format === "xlsx") expect((await readXlsx(written)).getWorksheet("p1 t1")!.getCell("B3").value).toBe(1234.5);
      else expect(written.equals(await exportTables(input, format))).toBe(true);
    },
  );
});
