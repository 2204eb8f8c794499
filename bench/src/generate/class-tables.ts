import type { TableSpec } from "../pdf/table-spec.js";
import { L, ledger, quarterly, R } from "./sample-tables.js";

/**
 * Source tables for the layout-class fixtures (FIXTURE_CLASSES): the same
 * data goes through the PDF writer and Chromium.
 */

/** A five-column quarterly table in a given style. */
export function quarterlyTable(seed: number, rows: number, style: TableSpec["style"]): TableSpec {
  return {
    headerRows: 1,
    style,
    align: [L, R, R, R, R],
    rows: [["Depot", "Q1", "Q2", "Q3", "Q4"], ...quarterly(seed, rows)],
  };
}

/** A three-column staff table (fewer columns than the ledgers it is stacked with). */
export function staffTable(style: TableSpec["style"]): TableSpec {
  return {
    headerRows: 1,
    style,
    align: [L, R, R],
    rows: [
      ["Region", "Staff", "Share (%)"],
      ["North", "1,204", "31.5"],
      ["East", "877", "22.9"],
      ["South", "1,015", "26.5"],
      ["West", "731", "19.1"],
    ],
  };
}

/** Programme descriptions long enough to wrap; code first (the row's anchor), amounts last. */
export function wrappedProgrammes(style: TableSpec["style"]): TableSpec {
  return {
    headerRows: 1,
    style,
    align: [L, L, R, R],
    rows: [
      ["Code", "Programme", "Budget", "Spent"],
      ["P-01", "Road maintenance and winter\nservice on regional routes", "12,400", "11,980"],
      ["P-02", "School meals", "3,150", "3,002"],
      ["P-03", "Public library opening hours\nextension in the six largest\nmunicipalities", "820", "611"],
      ["P-04", "Harbour dredging", "5,600", "5,944"],
      ["P-05", "Cycle paths between the\nnorthern villages and the station", "2,250", "1,408"],
      ["P-06", "Street lighting", "1,900", "1,877"],
      ["P-07", "Flood defences along the\nlower river", "7,300", "6,655"],
      ["P-08", "Care home refurbishment", "4,480", "4,512"],
    ],
  };
}

/** Two wrapped text columns side by side (both wrap in some rows). */
export function wrappedRisks(style: TableSpec["style"]): TableSpec {
  return {
    headerRows: 1,
    style,
    align: [L, L, L, R],
    rows: [
      ["Risk", "Cause", "Mitigation", "Score"],
      ["Supply delay", "Single supplier for\nsteel sections", "Second supplier\nqualified by March", "12"],
      ["Cost overrun", "Energy prices", "Fixed-price contract\nfor the second phase", "9"],
      ["Staff turnover", "Competition for\nengineers in the\nregion", "Retention bonus", "8"],
      ["Permit refusal", "Objections from\nresidents", "Early consultation", "6"],
      ["Data loss", "Ageing servers", "Off-site backups\nevery night", "4"],
    ],
  };
}

/** A label beside a paragraph: the two-column layout of glossaries and definitions. */
export function labelProse(style: TableSpec["style"]): TableSpec {
  return {
    headerRows: 0,
    style,
    align: [L, L],
    rows: [
      [
        "Household",
        "All persons who live together in one dwelling and share\nat least one meal a day or a common budget.",
      ],
      ["Dwelling", "A room or suite of rooms with its own entrance, intended\nfor habitation by one household."],
      [
        "Income",
        "Gross money income from work, pensions, benefits and\ncapital, before taxes and social contributions, summed\nover the calendar year.",
      ],
      ["Region", "The statistical region of the dwelling's address on\n1 January of the survey year."],
      ["Weight", "The number of households in the population that one\nhousehold in the sample stands for."],
    ],
  };
}

/** A ledger whose header cells run over two or three lines. */
export function multilineHeaderLedger(seed: number, rows: number): TableSpec {
  const base = ledger(seed, rows, "ruled");
  return {
    ...base,
    rows: [
      ["Depot", "Item\ndelivered", "Quantity\n(units)", "Unit\nprice\n(EUR)", "Total\n(EUR)"],
      ...base.rows.slice(1),
    ],
  };
}

/** A five-column monthly table: as many columns as quarterlyTable, so only its header sets it apart when stacked under one. */
export function monthlyTable(seed: number, rows: number, style: TableSpec["style"]): TableSpec {
  return {
    headerRows: 1,
    style,
    align: [L, R, R, R, R],
    rows: [["Region", "Jan", "Feb", "Mar", "Apr"], ...quarterly(seed, rows)],
  };
}

/** Actions whose text wraps over two or three lines in most rows: the row labels sit on fewer than half of the lines. */
export function wrappedActions(style: TableSpec["style"]): TableSpec {
  return {
    headerRows: 1,
    style,
    align: [L, L, R],
    rows: [
      ["Action", "What is done", "Cost"],
      ["A1", "Replace the roof of the\nnorth depot before\nthe winter", "84,000"],
      ["A2", "Train drivers in\nfuel-saving driving", "12,500"],
      ["A3", "Move the archive to\nthe shared store in\nthe town hall", "7,900"],
      ["A4", "New scales for the\nweighbridge at the\nharbour gate", "31,250"],
      ["A5", "Repaint the\nloading bays", "4,400"],
      ["A6", "Fit solar panels on\nthe workshop roof and\nthe office annex", "66,000"],
    ],
  };
}

/**
 * A licence listing whose right-aligned number column is followed a word
 * space away by a left-aligned type code, and whose right-aligned phone
 * column is followed as closely by the expiry date (`padX` 1.3: two cells
 * only a space apart). `sameWidth` gives every licence number six figures,
 * so the number column's right alignment does not show.
 */
export function tightLicences(style: TableSpec["style"], sameWidth: boolean): TableSpec {
  const numbers = sameWidth
    ? ["604211", "611839", "587102", "623390", "598014", "640127", "571466", "632908", "615573", "609348"]
    : ["604211", "72630", "587102", "9158", "598014", "64012", "571466", "83290", "615573", "4934"];
  const rest: [string, string, string, string, string][] = [
    ["BWL", "Harbour Tavern", "Northport", "(312) 555-0147", "2025/03/14"],
    ["BWL", "Mill Street Cafe", "Eastfield", "-", "2025/07/02"],
    ["RST", "The Old Granary", "Westbrook", "(312) 555-0198", "2024/11/30"],
    ["RST", "Lakeside Grill", "Northport", "(417) 555-0121", "2025/01/19"],
    ["CLB", "Riverside Club", "Southgate", "-", "2024/09/08"],
    ["CLB", "Station Bar", "Eastfield", "(417) 555-0163", "2025/05/27"],
    ["HTL", "Crown Hotel", "Westbrook", "(509) 555-0110", "2025/02/11"],
    ["HTL", "Park View Inn", "Southgate", "(509) 555-0185", "2024/12/05"],
    ["WHS", "Valley Wines", "Northport", "-", "2025/06/21"],
    ["WHS", "Cellar Door", "Eastfield", "(312) 555-0132", "2025/04/03"],
  ];
  return {
    headerRows: 1,
    style,
    padX: 1.3,
    colWidths: [34, 30, 96, 70, 68, 52],
    align: [R, L, L, L, R, L],
    rows: [["Number", "Type", "Trade name", "City", "Phone", "Expires"], ...rest.map((r, i) => [numbers[i]!, ...r])],
  };
}

/** Amounts right-aligned with their currency code a word space after them, in a column of its own. */
export function tightCurrencies(style: TableSpec["style"]): TableSpec {
  return {
    headerRows: 1,
    style,
    padX: 1.3,
    colWidths: [92, 52, 34, 60],
    align: [L, R, L, L],
    rows: [
      ["Supplier", "Amount", "Cur", "Paid on"],
      ["Nordic Timber", "12,480.00", "EUR", "14 March"],
      ["Harbour Steel", "860.15", "USD", "2 April"],
      ["Alpine Glass", "4,105.60", "CHF", "19 April"],
      ["Delta Paints", "96.40", "EUR", "3 May"],
      ["Coastal Freight", "22,310.75", "GBP", "27 May"],
      ["Kestrel Tools", "1,742.00", "USD", "9 June"],
      ["Orchard Foods", "315.90", "EUR", "30 June"],
    ],
  };
}
