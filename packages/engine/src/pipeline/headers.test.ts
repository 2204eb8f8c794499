import { describe, expect, it } from "vitest";
import { gridRows } from "../testing/candidates.js";
import { detectHeaderRows, isNumeric } from "./headers.js";

describe("isNumeric", () => {
  it("reads numbers, amounts and percentages as numbers", () => {
    for (const text of ["42", "-3.5", "1,234,567", "1 234", "1.234,50", "(12)", "$19.99", "€ 1.234,5", "45%", "+7"])
      expect(isNumeric(text), text).toBe(true);
  });

  it("does not take labels, dates or codes for numbers", () => {
    for (const text of ["Q1", "2023-01-05", "W-100", "North 3", "", "n/a", "12 apples"])
      expect(isNumeric(text), text).toBe(false);
  });
});

describe("detectHeaderRows", () => {
  const body = [
    ["North", "120", "31.50"],
    ["South", "95", "20.00"],
    ["East", "210", "47.25"],
  ];

  it("keeps what the detector knew", () => {
    expect(
      detectHeaderRows(
        gridRows([
          ["a", "b"],
          ["c", "d"],
        ]),
        2,
      ),
    ).toBe(2);
  });

  it("takes a text row above numeric columns for a header", () => {
    expect(detectHeaderRows(gridRows([["Region", "Units", "Revenue"], ...body]), 0)).toBe(1);
  });

  it("finds no header in a table of text or when the first row holds a number", () => {
    expect(
      detectHeaderRows(
        gridRows([
          ["Name", "Role"],
          ["Ada", "Engineer"],
          ["Grace", "Admiral"],
        ]),
        0,
      ),
    ).toBe(0);
    expect(detectHeaderRows(gridRows([["Total", "425", "98.75"], ...body]), 0)).toBe(0);
    expect(detectHeaderRows(gridRows([["", "", ""], ...body]), 0)).toBe(0);
  });

  it("extends the header over the row under a spanning header cell", () => {
    const named = gridRows([
      ["Item", { text: "Sales", colSpan: 2 }, null],
      ["", "Spring", "Autumn"],
      ["Pens", "10", "12"],
      ["Ink", "40", "42"],
    ]);
    expect(detectHeaderRows(named, 0)).toBe(2);
  });

  it("takes years under a spanning heading for labels of its columns", () => {
    const rows = gridRows([
      ["Item", { text: "Sales", colSpan: 2 }, null],
      ["", "2023", "2024"],
      ["Pens", "10", "12"],
      ["Ink", "40", "42"],
    ]);
    expect(detectHeaderRows(rows, 0)).toBe(2);
  });

  it("takes years spanning columns for headings over a second header row", () => {
    const rows = gridRows([
      ["Region", { text: "2019", colSpan: 2 }, null, { text: "2020", colSpan: 2 }, null],
      ["", "Q1", "Q2", "Q1", "Q2"],
      ["North", "120", "131", "140", "152"],
      ["South", "95", "99", "101", "97"],
    ]);
    expect(detectHeaderRows(rows, 0)).toBe(2);
  });

  it("counts a second row drawn into the top one (a header cell as tall as both rows) as header", () => {
    const rows = gridRows([
      [{ text: "Product", rowSpan: 2 }, { text: "Sales", colSpan: 2 }, null],
      [null, "12", "13"],
      ["Pens", "10", "12"],
      ["Ink", "40", "42"],
    ]);
    expect(detectHeaderRows(rows, 0)).toBe(2);
  });

  it("keeps a row of figures or of years like its column's body under a spanning heading in the body", () => {
    const figures = gridRows([
      ["Item", { text: "Range", colSpan: 2 }, null],
      ["Pens", "10", "12"],
      ["Ink", "40", "42"],
    ]);
    expect(detectHeaderRows(figures, 0)).toBe(1);
    const years = gridRows([
      ["Games", { text: "Held", colSpan: 2 }, null],
      ["Summer", "2016", "2020"],
      ["Winter", "2018", "2022"],
    ]);
    expect(detectHeaderRows(years, 0)).toBe(1);
  });

  it("does not take a lone year in an unspanned top row for a label", () => {
    expect(detectHeaderRows(gridRows([["Founded", "2019", "31.50"], ...body]), 0)).toBe(0);
  });

  it("leaves a one-row table alone", () => {
    expect(detectHeaderRows(gridRows([["Region", "Units"]]), 0)).toBe(0);
  });
});
