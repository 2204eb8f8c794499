import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { financeTable, table } from "../testing/fixtures.js";
import { parseCsv } from "./parse-csv.js";
import { toCsvZip } from "./to-csv-zip.js";

describe("toCsvZip (csv_layout=zip)", () => {
  it("holds one CSV per table plus statistics, readable back", async () => {
    const input = [
      { fileName: "a.pdf", tables: [financeTable(), table([["X"], ["=cmd"]], { page: 2 })] },
      { fileName: "b.pdf", tables: [table([["Y"], ["1"]])] },
    ];
    const zip = await JSZip.loadAsync(await toCsvZip(input, { includeStats: true, bom: true }));
    const names = Object.keys(zip.files).sort();
    expect(names).toEqual(["a p1 t1.csv", "a p2 t1.csv", "b p1 t1.csv", "statistics.csv"]);
    const first = await zip.file("a p1 t1.csv")!.async("string");
    expect(first.startsWith("\uFEFF")).toBe(true);
    expect(parseCsv(first)[2]).toEqual(["Widgets", "1,234.50", "(120.00)", "12.5%", "2024-03-15", "007123"]);
    expect(parseCsv(await zip.file("a p2 t1.csv")!.async("string"))).toEqual([["X"], ["'=cmd"]]);
    expect(await zip.file("statistics.csv")!.async("string")).toContain("All files,3,5,0.93");
  });

  it("names duplicate tables apart", async () => {
    const zip = await JSZip.loadAsync(await toCsvZip({ fileName: "a.pdf", tables: [table([["A"]]), table([["B"]])] }));
    expect(Object.keys(zip.files).sort()).toEqual(["p1 t1 (2).csv", "p1 t1.csv"]);
  });
});
