import type { SpecCell, TableSpec } from "../pdf/table-spec.js";
import { L, R } from "./sample-tables.js";

/**
 * Source tables for the `financial_statement` and `row_groups` classes (rows
 * grouped under section or group label rows that carry no figures) and the
 * `currency_column` class.
 */

/** How a statement's label column is set: dot leaders to the figures, or plain. */
export interface StatementLook {
  leaders: boolean;
  /** How the leaders are set (`TableSpec.leaderStyle`); one run of periods when not given. */
  leaderStyle?: TableSpec["leaderStyle"];
  /** Points a sub-row is set in under its section row. */
  indent: number;
}

const section = (text: string, cols: number): Array<SpecCell | string> => [
  { text, bold: true },
  ...Array<string>(cols - 1).fill(""),
];

/** An income statement: bold section rows, indented items, totals, negatives in parentheses. */
export function incomeStatement(style: TableSpec["style"], look: StatementLook): TableSpec {
  const item = (text: string, ...figures: string[]): Array<SpecCell | string> => [
    { text, indent: look.indent, leaders: look.leaders },
    ...figures,
  ];
  const total = (text: string, ...figures: string[]): Array<SpecCell | string> => [
    { text, bold: true, leaders: look.leaders },
    ...figures,
  ];
  return {
    headerRows: 1,
    style,
    ...(look.leaderStyle ? { leaderStyle: look.leaderStyle } : {}),
    align: [L, R, R],
    colWidths: [230, 70, 70],
    rows: [
      ["EUR million", "2025", "2024"],
      section("Revenue", 3),
      item("Product sales", "8,412.6", "7,903.1"),
      item("Services", "2,118.0", "1,964.4"),
      total("Total revenue", "10,530.6", "9,867.5"),
      section("Operating expenses", 3),
      item("Cost of sales", "(5,204.3)", "(4,981.0)"),
      item("Selling and distribution", "(1,310.7)", "(1,247.2)"),
      item("Administration", "(986.4)", "(1,002.9)"),
      item("Restructuring", "-", "(215.0)"),
      total("Total operating expenses", "(7,501.4)", "(7,446.1)"),
      total("Operating profit", "3,029.2", "2,421.4"),
      item("Finance income", "42.8", "18.3"),
      item("Finance costs", "(311.5)", "(298.7)"),
      total("Profit before tax", "2,760.5", "2,141.0"),
      item("Income tax", "(648.7)", "(503.1)"),
      total("Profit for the year", "2,111.8", "1,637.9"),
    ],
  };
}

/** A balance sheet with a narrow note column between the labels and the figures. */
export function balanceSheet(style: TableSpec["style"], look: StatementLook): TableSpec {
  const item = (text: string, note: string, ...figures: string[]): Array<SpecCell | string> => [
    { text, indent: look.indent, leaders: look.leaders },
    note,
    ...figures,
  ];
  const total = (text: string, ...figures: string[]): Array<SpecCell | string> => [
    { text, bold: true, leaders: look.leaders },
    "",
    ...figures,
  ];
  return {
    headerRows: 1,
    style,
    ...(look.leaderStyle ? { leaderStyle: look.leaderStyle } : {}),
    align: [L, R, R, R],
    colWidths: [210, 34, 70, 70],
    rows: [
      ["EUR thousand", "Note", "31 Dec 2025", "31 Dec 2024"],
      section("Assets", 4),
      item("Property, plant and equipment", "7", "14,208", "13,577"),
      item("Intangible assets", "8", "2,316", "2,540"),
      item("Inventories", "9", "3,904", "4,118"),
      item("Trade receivables", "10", "5,271", "4,986"),
      item("Cash and cash equivalents", "", "1,845", "2,203"),
      total("Total assets", "27,544", "27,424"),
      section("Equity and liabilities", 4),
      item("Share capital", "11", "5,000", "5,000"),
      item("Retained earnings", "", "9,862", "8,731"),
      item("Hedging reserve", "12", "(214)", "96"),
      item("Borrowings", "13", "8,150", "9,020"),
      item("Trade payables", "", "4,746", "4,577"),
      total("Total equity and liabilities", "27,544", "27,424"),
    ],
  };
}

const GROUPS: Array<[string, string[][]]> = [
  [
    "Europe",
    [
      ["France", "Paris", "68.4", "551.7"],
      ["Germany", "Berlin", "84.5", "357.6"],
      ["Italy", "Rome", "58.9", "302.1"],
      ["Spain", "Madrid", "48.6", "506.0"],
    ],
  ],
  [
    "Asia",
    [
      ["India", "New Delhi", "1,441.7", "3,287.3"],
      ["Japan", "Tokyo", "123.9", "377.9"],
      ["Viet Nam", "Hanoi", "100.3", "331.2"],
    ],
  ],
  [
    "Americas",
    [
      ["Brazil", "Brasilia", "216.4", "8,515.8"],
      ["Canada", "Ottawa", "40.1", "9,984.7"],
      ["Mexico", "Mexico City", "129.4", "1,964.4"],
    ],
  ],
];

/**
 * Countries under full-width group label rows ("Europe", "Asia"): each label
 * one cell spanning the table, set at the left like the rows under it.
 */
export function regionGroups(style: TableSpec["style"], boldLabels: boolean): TableSpec {
  return {
    headerRows: 1,
    style,
    align: [L, L, R, R],
    rows: [
      ["Country", "Capital", "Population (m)", "Area (1,000 km2)"],
      ...GROUPS.flatMap(([label, rows]) => [[{ text: label, colSpan: 4, align: L, bold: boldLabels }], ...rows]),
    ],
  };
}

/**
 * Costs in a spreadsheet's accounting format: each amount right-aligned with
 * "$" flush left in the same cell, the figures of very different widths
 * (48 beside 3,450,118). `everyRow` sets the symbol on every amount, else on
 * the first row and the total only, as annual reports do.
 */
export function accountingCosts(style: TableSpec["style"], everyRow: boolean): TableSpec {
  const data: Array<[string, string, string]> = [
    ["Salaries", "3,450,118", "3,201,774"],
    ["Rent", "84,200", "79,950"],
    ["Insurance", "7,315", "6,980"],
    ["Licences", "912", "1,040"],
    ["Bank fees", "48", "(15)"],
    ["Travel", "126,477", "98,302"],
  ];
  const amount = (text: string, withSymbol: boolean): SpecCell => (withSymbol ? { text, symbol: "$" } : { text });
  return {
    headerRows: 1,
    style,
    align: [L, R, R],
    colWidths: [150, 90, 90],
    rows: [
      ["Cost item", "2025", "2024"],
      ...data.map(([label, a, b], i) => [label, amount(a, everyRow || i === 0), amount(b, everyRow || i === 0)]),
      [
        { text: "Total", bold: true },
        { text: "3,669,070", symbol: "$", bold: true },
        { text: "3,388,031", symbol: "$", bold: true },
      ],
    ],
  };
}
