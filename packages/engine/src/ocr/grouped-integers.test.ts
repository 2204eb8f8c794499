import { describe, expect, it } from "vitest";
import { cellRows as grid, cellTexts as texts } from "../testing/grid.js";
import { RESTORED_SEPARATOR_CONFIDENCE, restoreThousandsSeparators } from "./grouped-integers.js";

describe("restoreThousandsSeparators", () => {
  it("reads the commas taken for points in a column of integers grouped with commas", () => {
    // a worn page's second table: commas of "234,551" read as points, beside a decimals column
    const read = grid([
      ["Offense", "Total", "White", "Rate"],
      ["Total", "10,690,561", "7,389,208", "11.2"],
      ["Violent crime", "456,965", "268,346", "69.1"],
      ["Robbery", "100.496", "43,039", "25.5"],
      ["Burglary", "234.551", "155,994", "60.3"],
      ["Arson", "9,466", "7.085", "4.3"],
      ["Fraud", "(161.233)", "108,032", "5.1"],
      ["Vagrancy", "26,347", "14,581", "1.6"],
    ]);
    expect(texts(restoreThousandsSeparators(read))).toEqual([
      ["Offense", "Total", "White", "Rate"],
      ["Total", "10,690,561", "7,389,208", "11.2"],
      ["Violent crime", "456,965", "268,346", "69.1"],
      ["Robbery", "100,496", "43,039", "25.5"],
      ["Burglary", "234,551", "155,994", "60.3"],
      ["Arson", "9,466", "7,085", "4.3"],
      ["Fraud", "(161,233)", "108,032", "5.1"],
      ["Vagrancy", "26,347", "14,581", "1.6"],
    ]);
  });

  it("leaves columns with decimals, columns grouped with dots and columns with too little evidence", () => {
    const read = grid([
      ["Decimals", "Dotted", "Few", "Three places"],
      ["1,080.1", "1.234.567", "1,234", "0.125"],
      ["1,057.7", "12.345", "2.345", "1.250"],
      ["1.061", "1,234", "5,678", "12.500"],
      ["2,330.9", "98.765", "7", "1,250"],
      ["4,123.5", "4.321", "8", "2,500"],
    ]);
    expect(texts(restoreThousandsSeparators(read))).toEqual(texts(read));
  });

  it("groups integers that lost their commas only where the column groups four-digit figures", () => {
    const read = grid([
      ["Year", "2009", "2009"],
      ["North", "5,608", "16,362"],
      ["South", "5518", "9739"],
      ["East", "3,929", "10,644"],
      ["West", "2929217", "5319"],
      ["Coast", "727", "20,100"],
      ["Hills", "1,060", "873"],
    ]);
    expect(texts(restoreThousandsSeparators(read))).toEqual([
      // the years heading the columns stay as read
      ["Year", "2009", "2009"],
      ["North", "5,608", "16,362"],
      ["South", "5,518", "9739"],
      ["East", "3,929", "10,644"],
      ["West", "2,929,217", "5319"],
      ["Coast", "727", "20,100"],
      ["Hills", "1,060", "873"],
    ]);
  });

  it("marks a restored cell as inferred and keeps the others as they were", () => {
    const read = [["1,234"], ["5,678"], ["9,012"], ["234.551"]].map((row) =>
      row.map((text) => ({ text, confidence: 0.9 })),
    );
    const out = restoreThousandsSeparators(read);
    expect(out.map((row) => row[0]!.confidence)).toEqual([0.9, 0.9, 0.9, RESTORED_SEPARATOR_CONFIDENCE]);
    expect(out[0]![0]).toBe(read[0]![0]);
  });
});
