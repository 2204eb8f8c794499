import type { ExpectedTable } from "../corpus/entry.js";
import { expectedGrid, type TableSpec } from "../pdf/table-spec.js";
import { htmlToPdf } from "./chromium.js";
import type { BuiltFixture, Fixture } from "./fixture.js";
import { htmlPage, htmlTable } from "./html-table.js";
import { L, R } from "./sample-tables.js";

/** The page and its tables set right to left, as a Hebrew or Arabic document is. */
const RTL_CSS = "body, table { direction: rtl; }";

/**
 * A table printed right to left by Chromium. The spec lists each row's cells in reading order, the first cell the
 * rightmost; the expected grid lists them as every other fixture does, left to right as they stand on the page,
 * each cell's text in reading order.
 */
const rtlTable = (title: string, specs: TableSpec[], prose?: string) => async (): Promise<BuiltFixture> => {
  const parts = [...(prose ? [`<p>${prose}</p>`] : []), ...specs.map((s) => htmlTable(s))];
  const pdf = await htmlToPdf(htmlPage(title, parts, RTL_CSS));
  const tables: ExpectedTable[] = specs.map((s) => ({
    page: 1,
    cells: expectedGrid(s).map((row) => [...row].reverse()),
  }));
  return { pdf, tables };
};

/** A Hebrew price list: item, unit, quantity, unit price, amount (in reading order, right to left). */
function hebrewPrices(style: TableSpec["style"]): TableSpec {
  return {
    headerRows: 1,
    style,
    align: [R, R, L, L, L],
    rows: [
      ["פריט", "יחידה", "כמות", "מחיר ליחידה", "סכום"],
      ["ברגים מגולוונים", "קופסה", "12", "24.90", "298.80"],
      ["צינור נחושת", "מטר", "40", "18.50", "740.00"],
      ["לוח עץ אורן", "יחידה", "25", "32.00", "800.00"],
      ["מלט לבן", "שק", "8", "41.75", "334.00"],
      ["צבע קירות לבן", "פח", "6", "119.00", "714.00"],
      ["אריחי רצפה", "מ״ר", "30", "64.20", "1,926.00"],
      ["דבק לאריחים", "שק", "10", "38.40", "384.00"],
    ],
  };
}

/** A Hebrew staff list mixing Latin text and codes into Hebrew cells. */
const hebrewMixed: TableSpec = {
  headerRows: 1,
  style: "zebra",
  align: [R, R, R, L],
  rows: [
    ["שם העובד", "מחלקה", "תפקיד", "שלוחה"],
    ["דנה כהן", "כספים", "מנהלת חשבונות", "2104"],
    ["יוסי לוי", "IT", "מנהל רשת", "3318"],
    ["מיכל אברהם", "שיווק", "מנהלת מוצר", "2750"],
    ["אבי מזרחי", "מכירות", "נציג B2B", "4412"],
    ["רונית פרץ", "משאבי אנוש", "רכזת גיוס", "2203"],
    ["עומר שפירא", "IT", "מפתח Java", "3321"],
  ],
};

/** An Arabic sales table by region: region, quarter figures, total (reading order). */
const arabicSales: TableSpec = {
  headerRows: 1,
  style: "borderless",
  align: [R, L, L, L, L],
  rows: [
    ["المنطقة", "الربع الأول", "الربع الثاني", "الربع الثالث", "المجموع"],
    ["الرياض", "1,240", "1,385", "1,402", "4,027"],
    ["جدة", "980", "1,020", "1,115", "3,115"],
    ["الدمام", "615", "702", "688", "2,005"],
    ["مكة المكرمة", "540", "498", "610", "1,648"],
    ["المدينة المنورة", "430", "455", "471", "1,356"],
    ["أبها", "212", "236", "240", "688"],
  ],
};

/**
 * An English table of offices whose cells hold Hebrew or Arabic words among Latin ones. Chromium sets each
 * right-to-left run from the right inside the left-to-right line (Unicode's bidirectional algorithm), so the PDF
 * draws "Tel Aviv תל אביב" as "Tel Aviv ביבא לת". Every mixed cell has more Latin letters than right-to-left ones
 * (an even count reads right to left), and no number follows a right-to-left run: a number there is drawn on the
 * run's left, where it cannot be told from one written before the run.
 */
function latinWithRtlWords(style: TableSpec["style"]): TableSpec {
  return {
    headerRows: 1,
    style,
    align: [L, L, L, R],
    rows: [
      ["Office", "Local name", "Contact", "Staff"],
      ["Tel Aviv", "Tel Aviv תל אביב", "Contact: יוסי לוי (sales)", "42"],
      ["Jerusalem", "Jerusalem office ירושלים", "Signed by דנה כהן on 3 May", "18"],
      ["Haifa", "Haifa port חיפה", "Route תל אביב 3 חיפה express", "9"],
      ["Beer Sheva", "Beer Sheva באר שבע", "Order number 12 הזמנה", "7"],
      ["Nazareth", "Nazareth office الناصرة", "Meeting in الرياض next week", "5"],
    ],
  };
}

/** The offices table printed left to right by Chromium: one table, each cell in reading order. */
const latinTable = (title: string, spec: TableSpec) => async (): Promise<BuiltFixture> => ({
  pdf: await htmlToPdf(htmlPage(title, [htmlTable(spec)])),
  tables: [{ page: 1, cells: expectedGrid(spec) }],
});

/**
 * Probes for right-to-left text (`rtl_text`): Hebrew and Arabic tables, unruled, ruled and zebra, and an English
 * table with Hebrew and Arabic words in its cells; Chromium.
 */
export const rtlFixtures: Fixture[] = [
  {
    name: "html_rtl_hebrew_prices",
    kind: "stream",
    tool: "chromium",
    fixtureClass: "rtl_text",
    notes:
      "A Hebrew price list printed right to left (the item column at the right, figures at the left), unruled, under a Hebrew title.",
    build: rtlTable("הצעת מחיר", [hebrewPrices("borderless")]),
  },
  {
    name: "html_rtl_hebrew_ruled",
    kind: "lattice",
    tool: "chromium",
    fixtureClass: "rtl_text",
    notes: "The Hebrew price list ruled on every boundary, under a Hebrew paragraph.",
    build: rtlTable(
      "הצעת מחיר",
      [hebrewPrices("ruled")],
      "המחירים כוללים מע״מ ותקפים לשלושים יום מתאריך ההצעה. האספקה תתבצע תוך שבעה ימי עבודה.",
    ),
  },
  {
    name: "html_rtl_hebrew_mixed",
    kind: "stream",
    tool: "chromium",
    fixtureClass: "rtl_text",
    notes:
      "A Hebrew staff list with grey stripes, some cells mixing Latin words into Hebrew ('מפתח Java', 'נציג B2B') or Latin alone ('IT'), extensions in the leftmost column.",
    build: rtlTable("רשימת עובדים", [hebrewMixed]),
  },
  {
    name: "html_rtl_hebrew_mixed_ruled",
    kind: "lattice",
    tool: "chromium",
    fixtureClass: "rtl_text",
    notes: "The Hebrew staff list ruled on every boundary, Latin words mixed into Hebrew cells.",
    build: rtlTable("רשימת עובדים", [{ ...hebrewMixed, style: "ruled" }]),
  },
  {
    name: "html_rtl_arabic_sales",
    kind: "stream",
    tool: "chromium",
    fixtureClass: "rtl_text",
    notes:
      "An Arabic sales table by region printed right to left, unruled, Western digits, region names of one to two words.",
    build: rtlTable("المبيعات حسب المنطقة", [arabicSales]),
  },
  {
    name: "html_rtl_words_in_latin",
    kind: "stream",
    tool: "chromium",
    fixtureClass: "rtl_text",
    notes:
      "An English table of offices, unruled, whose cells hold Hebrew or Arabic words among Latin ones ('Tel Aviv תל אביב', 'Route תל אביב 3 חיפה express'): each right-to-left run in reading order, the Latin words and numbers around it in place.",
    build: latinTable("Regional offices", latinWithRtlWords("borderless")),
  },
  {
    name: "html_rtl_words_in_latin_ruled",
    kind: "lattice",
    tool: "chromium",
    fixtureClass: "rtl_text",
    notes: "The English offices table with Hebrew and Arabic words in its cells, ruled on every boundary.",
    build: latinTable("Regional offices", latinWithRtlWords("ruled")),
  },
];
