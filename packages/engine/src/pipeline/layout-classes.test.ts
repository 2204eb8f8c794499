import { describe, expect, it } from "vitest";
import { norm, textGrid } from "../testing/grid.js";
import { layoutTable, textOps } from "../testing/layout.js";
import { makePdf } from "../testing/make-pdf.js";
import { extractTables } from "./extract-tables.js";

const header = ["Depot", "Item", "Quantity", "Price", "Total"];
const body = Array.from({ length: 12 }, (_, i) => [
  `Depot ${i + 1}`,
  ["Roof tiles", "Steel bolts", "Paint tins"][i % 3]!,
  `${(i + 3) * 117}`,
  `${(i + 7) * 3}.25`,
  `${(i + 2) * 1013}`,
]);
const widths = [70, 80, 60, 50, 60];

async function tablesOf(content: string) {
  return (await extractTables(makePdf([{ content }]))).tables;
}

/** Each cell's lines joined by a space, as the expected grids of the bench. */
const joined = (rows: string[][]) => rows.map((r) => r.map((c) => norm(c.replace(/\n/gu, " "))));

describe("layout classes", () => {
  describe("boxed header over an unruled body", () => {
    it("reads body rows from text alignment inside the frame instead of one collapsed row", async () => {
      const { ops } = layoutTable([header, ...body], 60, 100, widths, { frame: true, boxedHeader: true });
      const [table, ...rest] = await tablesOf(ops);
      expect(rest).toEqual([]);
      expect(joined(textGrid(table!))).toEqual(joined([header, ...body]));
    });

    it("does so with wrapped body cells, and with only a header rule in the frame", async () => {
      const wrapped = body.slice(0, 6).map((r, i) => (i % 2 ? r : [r[0]!, `${r[1]!}\nand fittings`, ...r.slice(2)]));
      for (const style of [
        { frame: true, boxedHeader: true },
        { frame: true, headerRule: true },
      ]) {
        const { ops } = layoutTable([header, ...wrapped], 60, 100, widths, style);
        const [table] = await tablesOf(ops);
        expect(joined(textGrid(table!))).toEqual(joined([header, ...wrapped]));
      }
    });
  });

  describe("ruled header grid over an unruled body, no frame", () => {
    it("reads the boxed header rows and the body as one table, not the header alone", async () => {
      const twoRowHeader = [
        ["Depot", "Item", "Quantity", "Price", "Total"],
        ["", "", "(units)", "(EUR)", "(EUR)"],
      ];
      const rows = [...twoRowHeader, ...body.slice(0, 8)];
      const { ops } = layoutTable(rows, 60, 100, widths, { boxedHeader: true, headerRows: 2 });
      const tables = await tablesOf(ops);
      expect(tables.map((t) => joined(textGrid(t)))).toEqual([joined(rows)]);
    });
  });

  describe("tables stacked close together", () => {
    const staff = [
      ["Region", "Staff", "Share"],
      ["North", "1,204", "31.5"],
      ["East", "877", "22.9"],
      ["South", "1,015", "26.5"],
      ["West", "731", "19.1"],
    ];
    const first = [header, ...body.slice(0, 7)];

    it("are two tables when a small gap separates different column counts", async () => {
      const a = layoutTable(first, 60, 100, widths);
      const b = layoutTable(staff, 60, a.bottom + 12, [80, 60, 50]);
      const tables = await tablesOf(`${a.ops}\n${b.ops}`);
      expect(tables.map((t) => joined(textGrid(t)))).toEqual([joined(first), joined(staff)]);
    });

    it("are two tables when a small gap separates the same column count and the second opens with its own header", async () => {
      const monthly = [
        ["Region", "Jan", "Feb", "Mar", "Apr"],
        ...body.slice(0, 5).map((r) => [`Region ${r[0]!.slice(6)}`, r[2]!, r[3]!, r[4]!, r[2]!]),
      ];
      const quarterly = [
        ["Depot", "Q1", "Q2", "Q3", "Q4"],
        ...body.slice(0, 6).map((r) => [r[0]!, r[2]!, r[3]!, r[4]!, r[3]!]),
      ];
      const a = layoutTable(quarterly, 60, 100, widths);
      const b = layoutTable(monthly, 60, a.bottom + 12, widths);
      const tables = await tablesOf(`${a.ops}\n${b.ops}`);
      expect(tables.map((t) => joined(textGrid(t)))).toEqual([joined(quarterly), joined(monthly)]);
    });

    it("stay one table across a wider gap when the line below it holds figures, not a header", async () => {
      const rows = [header, ...body.slice(0, 10)];
      const a = layoutTable(rows.slice(0, 6), 60, 100, widths);
      const b = layoutTable(rows.slice(6), 60, a.bottom + 12, widths);
      const tables = await tablesOf(`${a.ops}\n${b.ops}`);
      expect(tables.map((t) => joined(textGrid(t)))).toEqual([joined(rows)]);
    });

    it("are two tables when a caption line sits between them, and the captions are not rows", async () => {
      const captionA = textOps(60, 100, "Table 1. Deliveries by depot");
      const a = layoutTable(first, 60, 114, widths);
      const captionB = textOps(60, a.bottom + 6, "Table 2. Staff by region");
      const b = layoutTable(staff, 60, a.bottom + 20, [80, 60, 50]);
      const tables = await tablesOf([captionA, a.ops, captionB, b.ops].join("\n"));
      expect(tables.map((t) => joined(textGrid(t)))).toEqual([joined(first), joined(staff)]);
    });
  });

  describe("wrapped cells in unruled tables", () => {
    const risks = [
      ["Risk", "Cause", "Mitigation", "Score"],
      ["Supply delay", "Single supplier for\nsteel sections", "Second supplier\nqualified by March", "12"],
      ["Cost overrun", "Energy prices", "Fixed-price contract\nfor the second phase", "9"],
      ["Staff turnover", "Competition for\nengineers in the\nregion", "Retention bonus", "8"],
      ["Permit refusal", "Objections from\nresidents", "Early consultation", "6"],
      ["Data loss", "Ageing servers", "Off-site backups\nevery night", "4"],
    ];
    const riskWidths = [80, 100, 110, 40];

    it("keep a wrapped cell in one row whether cells sit at the top, middle or bottom of the row", async () => {
      for (const valign of ["top", "middle", "bottom"] as const) {
        const { ops } = layoutTable(risks, 60, 100, riskWidths, { valign });
        const [table] = await tablesOf(ops);
        expect({ valign, grid: joined(textGrid(table!)) }).toEqual({ valign, grid: joined(risks) });
      }
    });

    it("keep wrapped cells in their row when rows are set as close as the wrapped lines and most rows wrap", async () => {
      const actions = [
        ["Action", "What is done", "Cost"],
        ["A1", "Replace the roof of the\nnorth depot before\nthe winter", "84,000"],
        ["A2", "Train drivers in\nfuel-saving driving", "12,500"],
        ["A3", "Move the archive to\nthe shared store in\nthe town hall", "7,900"],
        ["A4", "New scales for the\nweighbridge at the\nharbour gate", "31,250"],
        ["A5", "Repaint the\nloading bays", "4,400"],
      ];
      const { ops } = layoutTable(actions, 60, 100, [40, 130, 60], { padY: 0 });
      const [table] = await tablesOf(ops);
      expect(joined(textGrid(table!))).toEqual(joined(actions));
    });

    it("keep rows under a sparse group label apart when every line has its own figures", async () => {
      const grouped = [
        ["Region", "Depot", "Staff"],
        ["North", "Oslo", "120"],
        ["", "Bergen", "85"],
        ["", "Tromso", "40"],
        ["South", "Faro", "66"],
        ["", "Lagos", "31"],
        ["", "Braga", "22"],
      ];
      const { ops } = layoutTable(grouped, 60, 100, [70, 80, 50], { padY: 0 });
      const [table] = await tablesOf(ops);
      expect(joined(textGrid(table!))).toEqual(joined(grouped));
    });

    it("do not take the short last line of the paragraph above as a row", async () => {
      const paragraph = [
        "The figures below were compiled from the quarterly returns of each depot and are stated in",
        "euros.",
      ].map((t, i) => textOps(60, 80 + i * 12, t, 10));
      const { ops } = layoutTable(risks, 60, 103, riskWidths, { valign: "bottom" });
      const [table] = await tablesOf(`${paragraph.join("\n")}\n${ops}`);
      expect(joined(textGrid(table!))).toEqual(joined(risks));
    });

    it("let a zebra stripe three lines tall bound its row", async () => {
      const { ops } = layoutTable(risks, 60, 100, riskWidths, { zebra: true });
      const [table] = await tablesOf(ops);
      expect(joined(textGrid(table!))).toEqual(joined(risks));
    });
  });

  describe("things that are not tables", () => {
    const staff = [
      ["Region", "Staff", "Share"],
      ["North", "1,204", "31.5"],
      ["East", "877", "22.9"],
      ["South", "1,015", "26.5"],
      ["West", "731", "19.1"],
    ];

    it("leaves a bar chart's grid lines, ticks and category labels out of the table below it", async () => {
      const ops: string[] = ["0.3 w"];
      const base = 260;
      for (let i = 0; i <= 4; i++) {
        const y = 792 - (base - i * 35);
        ops.push(`100 ${y} m 420 ${y} l S`, textOps(80, base - i * 35 - 4, String(i * 20)));
      }
      ["Q1", "Q2", "Q3", "Q4", "Q1", "Q2"].forEach((label, i) => {
        const h = [60, 90, 120, 80, 100, 130][i]!;
        ops.push(`0.4 g ${110 + i * 50} ${792 - base} 28 ${h} re f 0 g`, textOps(118 + i * 50, base + 6, label));
      });
      const table = layoutTable(staff, 60, base + 40, [80, 60, 50]);
      const tables = await tablesOf(`${ops.join("\n")}\n${table.ops}`);
      expect(tables.map((t) => joined(textGrid(t)))).toEqual([joined(staff)]);
    });

    it("leaves a legend in smaller type beside a table out of it", async () => {
      const table = layoutTable(staff, 60, 100, [80, 60, 50]);
      const legend = ["Notes", "Staff: full-time equivalents", "Share: of all staff", "Source: payroll"].map((t, i) =>
        textOps(280, 100 + i * 10.5, t, 7.5),
      );
      const tables = await tablesOf(`${table.ops}\n${legend.join("\n")}`);
      expect(tables.map((t) => joined(textGrid(t)))).toEqual([joined(staff)]);
    });

    it("does not take prose set in two page columns into the table below it", async () => {
      const left = [
        "Deliveries rose in every region in the",
        "second half of the year, led by the",
        "northern depots where two new routes",
      ];
      const right = [
        "The southern depots reported fewer",
        "late deliveries than a year earlier,",
        "although staff numbers stayed flat and",
      ];
      const prose = left.flatMap((t, i) => [textOps(60, 80 + i * 13, t), textOps(300, 80 + i * 13, right[i]!)]);
      const table = layoutTable(staff, 60, 140, [80, 60, 50], { topBottomRules: true, headerRule: true });
      const tables = await tablesOf(`${prose.join("\n")}\n${table.ops}`);
      expect(tables.map((t) => joined(textGrid(t)))).toEqual([joined(staff)]);
    });
  });

  describe("labels beside prose", () => {
    it("is a two-column table, each paragraph one cell", async () => {
      const rows = [
        [
          "Household",
          "All persons who live together in one dwelling and share\nat least one meal a day or a common budget.",
        ],
        ["Dwelling", "A room or suite of rooms with its own entrance, intended\nfor habitation by one household."],
        [
          "Income",
          "Gross money income from work, pensions, benefits and\ncapital, before taxes and social contributions, summed\nover the calendar year.",
        ],
        ["Weight", "The number of households in the population that one\nhousehold in the sample stands for."],
      ];
      const { ops } = layoutTable(rows, 60, 100, [60, 280]);
      const tables = await tablesOf(ops);
      expect(tables.map((t) => joined(textGrid(t)))).toEqual([joined(rows)]);
    });

    it("but a bullet or number beside a sentence is a list, not a table", async () => {
      const items = [
        "The supplier delivers every order within ten working days.",
        "Goods that arrive damaged are replaced at the supplier's cost.",
        "Invoices state the order number and the agreed unit price.",
      ];
      const ops = items.flatMap((t, i) => [textOps(60, 100 + i * 14, `${i + 1}.`), textOps(80, 100 + i * 14, t)]);
      expect(await tablesOf(ops.join("\n"))).toEqual([]);
    });
  });
});
