import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseCsv } from "../csv/parse-csv.js";
import { financeTable, table } from "../testing/fixtures.js";
import { toXlsx } from "./to-xlsx.js";

/** LibreOffice is a real spreadsheet program: if it reads our file as intended, so will users'. */
const soffice = ["soffice", "libreoffice"].find((cmd) => spawnSync("sh", ["-c", `command -v ${cmd}`]).status === 0);
if (!soffice) {
  console.warn(
    "SKIPPED: LibreOffice (soffice) is not installed; apt-get install -y libreoffice-calc to run the xlsx-in-LibreOffice test",
  );
}

const dir = mkdtempSync(join(tmpdir(), "pdftab-export-lo-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Converts every sheet to CSV as displayed (en-US), returning rows per sheet name. */
function convertWithLibreOffice(xlsx: Buffer): Record<string, string[][]> {
  const file = join(dir, "book.xlsx");
  writeFileSync(file, xlsx);
  // token 9 "true": cells as shown (number formats applied); token 12 "-1": one CSV per sheet
  const filter = "csv:Text - txt - csv (StarCalc):44,34,76,1,,1033,false,true,true,false,false,-1";
  execFileSync(
    soffice!,
    [
      `-env:UserInstallation=file://${join(dir, "profile")}`,
      "--headless",
      "--convert-to",
      filter,
      "--outdir",
      join(dir, "out"),
      file,
    ],
    {
      timeout: 120_000,
      stdio: "pipe",
    },
  );
  const sheets: Record<string, string[][]> = {};
  for (const name of readdirSync(join(dir, "out"))) {
    sheets[name.replace(/^book-/, "").replace(/\.csv$/, "")] = parseCsv(readFileSync(join(dir, "out", name), "utf8"));
  }
  return sheets;
}

describe.skipIf(!soffice)("xlsx opened in LibreOffice", () => {
  it("shows the typed values, formats, merged headers and guarded text as intended", async () => {
    const input = {
      fileName: "report.pdf",
      tables: [
        financeTable(),
        table(
          [
            ["Name", "Note"],
            ["=1+1", "@SUM(A1)"],
            ["+A1", "-2+3"],
            ["Ünïcödé 表", "-12.5"],
          ],
          { page: 2 },
        ),
      ],
    };
    const sheets = convertWithLibreOffice(await toXlsx(input, { includeStats: true }));
    expect(Object.keys(sheets).sort()).toEqual(["Overview", "Statistics", "p1 t1", "p2 t1"]);
    expect(sheets["p1 t1"]).toEqual([
      ["Item", "Amounts", "", "", "Date", "Account"],
      ["", "Net", "Change", "Share", "", ""],
      ["Widgets", "1,234.50", "(120.00)", "12.50%", "2024-03-15", "007123"],
      ["Gadgets", "2,000.00", "(12.50)", "7.25%", "2024-04-01", "000981"],
      ["Tools", "15.00", "3.10", "80.00%", "2024-12-31", "123456"],
    ]);
    // had LibreOffice run any of these as formulas, the CSV would hold results, not the text
    expect(sheets["p2 t1"]).toEqual([
      ["Name", "Note"],
      ["=1+1", "@SUM(A1)"],
      ["+A1", "-2+3"],
      ["Ünïcödé 表", "-12.5"],
    ]);
    expect(sheets["Overview"]![1]).toEqual(["p1 t1", "1", "1", "1", "3", "6", "2", "lattice", "93.0%"]);
    expect(sheets["Statistics"]!.flat()).toContain("Numeric columns");
  });
});
