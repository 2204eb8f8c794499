import { describe, expect, it } from "vitest";
import { toExportTables } from "../input/to-export-tables.js";
import { table } from "../testing/fixtures.js";
import { alignColumns } from "./align-columns.js";

describe("alignColumns", () => {
  it("stacks tables with matching headers across files, in any column order, fuzzily", () => {
    const input = [
      {
        fileName: "jan.pdf",
        tables: [
          table(
            [
              ["Date", "Amount (EUR)", "Customer"],
              ["2024-01-02", "10,00", "Ann"],
            ],
            { page: 2 },
          ),
        ],
      },
      {
        fileName: "feb.pdf",
        tables: [
          table([
            ["customer", "AMOUNT EUR", "Date", "Region"],
            ["Bob", "20,50", "2024-02-03", "North"],
          ]),
        ],
      },
      {
        fileName: "feb.pdf",
        tables: [
          table([
            ["Product", "Price"],
            ["X", "1"],
          ]),
        ],
      },
    ];
    const { combined, alone } = alignColumns(toExportTables(input));
    expect(combined).toHaveLength(1);
    expect(combined[0]!.grid).toEqual([
      ["Source file", "Page", "Date", "Amount (EUR)", "Customer", "Region"],
      ["jan.pdf", "2", "2024-01-02", "10,00", "Ann", ""],
      ["feb.pdf", "1", "2024-02-03", "20,50", "Bob", "North"],
    ]);
    expect(combined[0]!.members.map((m) => m.fileName)).toEqual(["jan.pdf", "feb.pdf"]);
    expect(alone.map((t) => t.grid[0])).toEqual([["Product", "Price"]]);
  });

  it("tolerates a typo but not a different table", () => {
    const tables = toExportTables({
      fileName: "a.pdf",
      tables: [
        table([
          ["Quantity", "Description", "Total"],
          ["1", "a", "2"],
        ]),
        table([
          ["Quantitiy", "Descripton", "Total"],
          ["3", "b", "4"],
        ]),
        table([
          ["Name", "Email", "Phone"],
          ["c", "d", "e"],
        ]),
      ],
    });
    const { combined, alone } = alignColumns(tables);
    expect(combined[0]!.grid.slice(1).map((r) => r[2])).toEqual(["1", "3"]);
    expect(alone).toHaveLength(1);
  });

  it("never combines tables without header rows", () => {
    const tables = toExportTables({
      fileName: "a.pdf",
      tables: [table([["1", "2"]], { headerRows: 0 }), table([["1", "2"]], { headerRows: 0 })],
    });
    expect(alignColumns(tables).combined).toEqual([]);
  });

  it("keeps both of two same-named columns", () => {
    const tables = toExportTables({
      fileName: "a.pdf",
      tables: [
        table([
          ["Amount", "Amount"],
          ["1", "2"],
        ]),
        table([
          ["Amount", "Amount"],
          ["3", "4"],
        ]),
      ],
    });
    expect(alignColumns(tables).combined[0]!.grid.slice(1)).toEqual([
      ["a.pdf", "1", "1", "2"],
      ["a.pdf", "1", "3", "4"],
    ]);
  });
});
