import { describe, expect, it } from "vitest";
import { table } from "../testing/fixtures.js";
import { toExportTables } from "../input/to-export-tables.js";
import { inferColumnType, inferColumnTypes } from "./column-types.js";
import { jsonValue, typeCell } from "./typed-value.js";

const typed = (texts: string[]) => {
  const type = inferColumnType(texts);
  return { type, values: texts.map((t) => jsonValue(typeCell(t, type))) };
};

describe("per-column typing", () => {
  it("detects a decimal-comma column from its unambiguous cells and applies it to ambiguous ones", () => {
    const { type, values } = typed(["1.234,50", "2,5", "1,234"]);
    expect(type).toMatchObject({ kind: "number", decimal: "," });
    expect(values).toEqual([1234.5, 2.5, 1.234]);
  });

  it("defaults to the decimal point when every cell is ambiguous", () => {
    const { type, values } = typed(["1,234", "5,678"]);
    expect(type).toMatchObject({ kind: "number", decimal: ".", grouping: true });
    expect(values).toEqual([1234, 5678]);
  });

  it("lets an all-ambiguous column follow the separator the rest of its table proves", () => {
    const german = table([
      ["Preis", "Menge"],
      ["1.234,50", "1.000"],
      ["2,5", "12.500"],
    ]);
    const [t] = toExportTables({ fileName: "de.pdf", tables: [german] });
    expect(inferColumnTypes(t!)).toMatchObject([
      { decimal: ",", proven: true },
      { decimal: ",", proven: false },
    ]);
    const english = table([
      ["Price", "Qty"],
      ["1,234.50", "1.000"],
      ["2.5", "12.500"],
    ]);
    const [e] = toExportTables({ fileName: "en.pdf", tables: [english] });
    expect(inferColumnTypes(e!)).toMatchObject([{ decimal: "." }, { decimal: ".", decimals: 3 }]);
  });

  it("reads accounting negatives, currency and keeps the format facts", () => {
    const { type, values } = typed(["$1,200.00", "($300.50)", "$0.00"]);
    expect(type).toMatchObject({ kind: "number", currency: "$", parentheses: true, decimals: 2 });
    expect(values).toEqual([1200, -300.5, 0]);
  });

  it("types a percent column as fractions", () => {
    const { type, values } = typed(["12.5%", "7%", "100%"]);
    expect(type).toMatchObject({ kind: "number", percent: true, decimals: 1 });
    expect(values).toEqual([0.125, 0.07, 1]);
  });

  it("keeps id columns as text: leading zeros, 16+ digits", () => {
    expect(typed(["00123", "4567", "0089"]).type.kind).toBe("text");
    expect(typed(["1234567890123456", "1234567890123457"]).type.kind).toBe("text");
    expect(typed(["00123", "4567"]).values).toEqual(["00123", "4567"]);
  });

  it("lets placeholders and a minority of text ride along as text in a numeric column", () => {
    const texts = ["10", "20", "30", "40", "n/a", "-", "see note"];
    const type = inferColumnType(texts.filter((t) => !["n/a", "-"].includes(t)));
    expect(type.kind).toBe("number");
    expect(texts.map((t) => jsonValue(typeCell(t, type)))).toEqual([10, 20, 30, 40, "n/a", "-", "see note"]);
  });

  it("turns a column with mostly text into text", () => {
    expect(typed(["alpha", "beta", "12"]).type.kind).toBe("text");
  });

  it("types dates only where the column makes the order certain", () => {
    expect(typed(["2024-03-15", "2024-12-01"]).values).toEqual(["2024-03-15", "2024-12-01"]);
    expect(typed(["2024-03-15", "2024-12-01"]).type.kind).toBe("date");
    expect(typed(["15.03.2024", "01.04.2024"]).values).toEqual(["2024-03-15", "2024-04-01"]);
    expect(typed(["25/12/2024", "03/04/2024"]).values).toEqual(["2024-12-25", "2024-04-03"]);
    expect(typed(["12/25/2024", "03/04/2024"]).values).toEqual(["2024-12-25", "2024-03-04"]);
    expect(typed(["15 March 2024", "Apr 1, 2024"]).values).toEqual(["2024-03-15", "2024-04-01"]);
    // 03/04/2024 alone could be March or April: it stays text
    expect(typed(["03/04/2024", "05/06/2024"]).type.kind).toBe("text");
    // day-first and month-first evidence in one column contradict each other
    expect(typed(["25/12/2024", "12/25/2024"]).type.kind).toBe("text");
    expect(typed(["2024-02-30", "2024-02-31"]).type.kind).toBe("text");
  });

  it("calls a column of blanks empty", () => {
    expect(inferColumnType([]).kind).toBe("empty");
  });
});
