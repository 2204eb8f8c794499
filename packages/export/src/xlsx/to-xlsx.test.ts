import ExcelJS from "exceljs";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { financeTable, table } from "../testing/fixtures.js";
import { readXlsx, sheetValues } from "../testing/read-xlsx.js";
import { toXlsx } from "./to-xlsx.js";

const input = { fileName: "report.pdf", tables: [financeTable({ page: 3 })] };

describe("toXlsx", () => {
  it("writes an Overview sheet and one sheet per table named by page and index", async () => {
    const wb = await readXlsx(await toXlsx(input));
    expect(wb.worksheets.map((s) => s.name)).toEqual(["Overview", "p3 t1"]);
    expect(sheetValues(wb.getWorksheet("Overview")!)).toEqual([
      ["Sheet", "Page", "Pages", "Table on page", "Rows", "Columns", "Header rows", "Method", "Confidence"],
      ["p3 t1", 3, "3", 1, 3, 6, 2, "lattice", 0.93],
    ]);
  });

  it("types cells per column and gives them number formats", async () => {
    const sheet = (await readXlsx(await toXlsx(input))).getWorksheet("p3 t1")!;
    const values = sheetValues(sheet);
    expect(values[2]).toEqual(["Widgets", 1234.5, -120, 0.125, new Date(Date.UTC(2024, 2, 15)), "007123"]);
    expect(values[3]).toEqual(["Gadgets", 2000, -12.5, 0.0725, new Date(Date.UTC(2024, 3, 1)), "000981"]);
    expect(sheet.getCell("B3").type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell("C4").type).toBe(ExcelJS.ValueType.Number); // "-12.50" is a number, not guarded text
    expect(sheet.getCell("F3").type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell("B3").numFmt).toBe("#,##0.00");
    expect(sheet.getCell("C3").numFmt).toBe("0.00;(0.00)");
    expect(sheet.getCell("D3").numFmt).toBe("0.00%");
    expect(sheet.getCell("E3").numFmt).toBe("yyyy-mm-dd");
  });

  it("reads a decimal-comma table with empty cells, placeholders and euro amounts", async () => {
    const european = table([
      ["Artikel", "Betrag", "Anteil", "Datum", "Menge"],
      ["Schrauben", "1.234,56 €", "12,5 %", "15.03.2024", "1.000"],
      ["Muttern", "-45,10 €", "", "01.04.2024", "250"],
      ["Scheiben", "—", "7 %", "", "12.500"],
    ]);
    const sheet = (await readXlsx(await toXlsx({ fileName: "de.pdf", tables: [european] }))).getWorksheet("p1 t1")!;
    expect(sheetValues(sheet).slice(1)).toEqual([
      ["Schrauben", 1234.56, 0.125, new Date(Date.UTC(2024, 2, 15)), 1000],
      ["Muttern", -45.1, null, new Date(Date.UTC(2024, 3, 1)), 250],
      ["Scheiben", "—", 0.07, null, 12500],
    ]);
    expect(sheet.getCell("B2").numFmt).toContain("€");
    expect(sheet.getCell("C2").numFmt).toBe("0.0%");
  });

  it("makes header rows bold and frozen, merges spans and fits widths", async () => {
    const sheet = (await readXlsx(await toXlsx(input))).getWorksheet("p3 t1")!;
    expect(sheet.getCell("A1").font?.bold).toBe(true);
    expect(sheet.getCell("B2").font?.bold).toBe(true);
    expect(sheet.getCell("A3").font?.bold).toBeFalsy();
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 2 });
    expect([...sheet.model.merges].sort()).toEqual(["A1:A2", "B1:D1", "E1:E2", "F1:F2"]);
    expect(sheet.getCell("C1").isMerged).toBe(true);
    const long = table([
      ["Short", "Description"],
      ["a", "x".repeat(40)],
    ]);
    const widths = (await readXlsx(await toXlsx({ fileName: "w.pdf", tables: [long] }))).getWorksheet("p1 t1")!;
    expect(widths.getColumn(1).width).toBeLessThan(10);
    expect(widths.getColumn(2).width).toBeGreaterThanOrEqual(40);
  });

  it.each(["=1+1", "+SUM(A1:A2)", "-2+3+cmd|' /C calc'!A0", "@SUM(1)", "\t=1+1", "\r=1+1"])(
    "writes %j as a string cell, never a formula",
    async (attack) => {
      const buffer = await toXlsx({
        fileName: "x.pdf",
        tables: [
          table([
            ["Name", "Value"],
            [attack, "1"],
            ["b", "-12.5"],
          ]),
        ],
      });
      const sheet = (await readXlsx(buffer)).getWorksheet("p1 t1")!;
      expect(sheet.getCell("A2").type).toBe(ExcelJS.ValueType.String);
      expect(String(sheet.getCell("A2").value).replace(/\r?\n/g, "\r")).toBe(attack.replace(/\r?\n/g, "\r"));
      expect(sheet.getCell("B3").value).toBe(-12.5);
      const xml = await (await JSZip.loadAsync(buffer)).file("xl/worksheets/sheet2.xml")!.async("string");
      expect(xml).not.toMatch(/<f[ >]/);
    },
  );

  it("adds Statistics and Combined sheets with the switches", async () => {
    const many = [
      {
        fileName: "jan.pdf",
        tables: [
          table([
            ["Date", "Amount"],
            ["2024-01-02", "10"],
          ]),
        ],
      },
      {
        fileName: "feb.pdf",
        tables: [
          table(
            [
              ["Amount", "Date"],
              ["20", "2024-02-03"],
            ],
            { page: 2 },
          ),
        ],
      },
    ];
    const wb = await readXlsx(await toXlsx(many, { includeStats: true, alignColumns: true }));
    expect(wb.worksheets.map((s) => s.name)).toEqual(["Overview", "Statistics", "Combined", "jan p1 t1", "feb p2 t1"]);
    expect(sheetValues(wb.getWorksheet("Combined")!)).toEqual([
      ["Source file", "Page", "Date", "Amount"],
      ["jan.pdf", 1, new Date(Date.UTC(2024, 0, 2)), 10],
      ["feb.pdf", 2, new Date(Date.UTC(2024, 1, 3)), 20],
    ]);
    const stats = sheetValues(wb.getWorksheet("Statistics")!);
    expect(stats[0]![0]).toBe("Files");
    expect(stats).toContainEqual(["All files", 2, 2, 0.93, null, null, null, null, null]);
    expect(stats).toContainEqual(["jan p1 t1", "Amount", 1, 10, 10, 10, 10, null, null]);
  });

  it("keeps sheet names unique, valid and within 31 characters", async () => {
    const name = "Quarterly/Report: [draft]* with a very long name.pdf";
    const wb = await readXlsx(
      await toXlsx([
        { fileName: name, tables: [table([["A"]]), table([["B"]])] },
        { fileName: "Overview.pdf", tables: [] },
      ]),
    );
    const names = wb.worksheets.map((s) => s.name);
    expect(names).toHaveLength(3);
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(3);
    for (const n of names) {
      expect(n.length).toBeLessThanOrEqual(31);
      expect(n).not.toMatch(/[\\/?*[\]:]/);
    }
    expect(names[1]).toMatch(/ p1 t1$/);
    expect(names[2]).toMatch(/ p1 t1 \(2\)$/);
  });

  it("wraps text that has line breaks", async () => {
    const wb = await readXlsx(
      await toXlsx({ fileName: "x.pdf", tables: [table([["A"], ["two\nlines"], ["one line"]])] }),
    );
    const sheet = wb.getWorksheet("p1 t1")!;
    expect(sheet.getCell("A2").alignment?.wrapText).toBe(true);
    expect(sheet.getCell("A3").alignment?.wrapText).toBeFalsy();
  });

  it("drops characters XML cannot carry instead of producing a corrupt file", async () => {
    const wb = await readXlsx(await toXlsx({ fileName: "x.pdf", tables: [table([["A"], ["bad\u0001\u0008text"]])] }));
    expect(wb.getWorksheet("p1 t1")!.getCell("A2").value).toBe("badtext");
  });

  it("writes a workbook for a file without tables", async () => {
    const wb = await readXlsx(await toXlsx({ fileName: "none.pdf", tables: [] }));
    expect(wb.worksheets.map((s) => s.name)).toEqual(["Overview"]);
  });
});
