import type { Cell, Table } from "@pdftab/engine";
import { toExtractInfo } from "@pdftab/export";
import { describe, expect, it } from "vitest";
import { applyEdits, type EditedTable } from "./apply-edits.js";

const box = { x0: 0, y0: 0, x1: 100, y1: 100 };
const cell = (text: string, colSpan = 1): Cell => ({ text, bbox: box, rowSpan: 1, colSpan });

/** Two header rows: "Region" spans both, "Sales" spans Q1 and Q2 above them. */
const stacked: Table = {
  page: 1,
  pages: [1],
  index: 0,
  bbox: box,
  method: "lattice",
  confidence: 0.9,
  headerRows: 2,
  rows: [
    [{ ...cell("Region"), rowSpan: 2 }, cell("Sales", 2), null],
    [null, cell("Q1"), cell("Q2")],
    [cell("North"), cell("10"), cell("12")],
    [cell("South"), cell("7"), cell("9")],
  ],
};
const simple: Table = {
  page: 2,
  pages: [2],
  index: 0,
  bbox: box,
  method: "stream",
  confidence: 0.8,
  headerRows: 1,
  rows: [
    [cell("Name"), cell("Age")],
    [cell("Ada"), cell("36")],
  ],
};

/** What a client sends back for unedited tables: the results as shown (one header row, the body). */
const asShown = (tables: Table[]): EditedTable[] =>
  toExtractInfo(tables).tables.map((t) => ({
    headers: t.headers.map(String),
    data: t.data.map((row) => row.map(String)),
  }));

describe("applyEdits keeps stacked header rows", () => {
  it("keeps every table sent back as shown exactly as stored, spans and all", () => {
    expect(applyEdits([stacked, simple], asShown([stacked, simple]))).toEqual([stacked, simple]);
  });

  it("saving an edit of one table leaves the other's two header rows alone", () => {
    const sent = asShown([stacked, simple]);
    sent[1]!.data[0]![1] = "37";
    const [first, second] = applyEdits([stacked, simple], sent);
    expect(first).toEqual(stacked);
    expect(second!.rows.map((row) => row.map((c) => c?.text))).toEqual([
      ["Name", "Age"],
      ["Ada", "37"],
    ]);
  });

  it("keeps the stored header rows above an edited body when the header row was not changed", () => {
    const sent = asShown([stacked, simple]);
    sent[0]!.data[1]![2] = "11";
    sent[0]!.data.push(["East", "1", "2"]);
    const [first] = applyEdits([stacked, simple], sent);
    expect(first!.headerRows).toBe(2);
    expect(first!.rows.slice(0, 2)).toEqual(stacked.rows.slice(0, 2));
    expect(first!.rows.slice(2).map((row) => row.map((c) => c?.text))).toEqual([
      ["North", "10", "12"],
      ["South", "7", "11"],
      ["East", "1", "2"],
    ]);
  });

  it("flattens to the one header row the user edited when they change it", () => {
    const sent = asShown([stacked, simple]);
    sent[0]!.headers = ["Area", "First quarter", "Second quarter"];
    const [first] = applyEdits([stacked, simple], sent);
    expect(first!.headerRows).toBe(1);
    expect(first!.rows.map((row) => row.map((c) => c?.text))).toEqual([
      ["Area", "First quarter", "Second quarter"],
      ["North", "10", "12"],
      ["South", "7", "9"],
    ]);
    expect(first!.rows.flat().every((c) => c !== null && c.colSpan === 1 && c.rowSpan === 1)).toBe(true);
  });
});

describe("applyEdits keeps what the page shows", () => {
  const at = (x0: number, y0: number) => ({ x0, y0, x1: x0 + 50, y1: y0 + 20 });
  /** A table without header rows whose cells have their own boxes on the page. */
  const placed: Table = {
    page: 3,
    pages: [3],
    index: 0,
    bbox: { x0: 0, y0: 0, x1: 100, y1: 40 },
    method: "lattice",
    confidence: 0.9,
    headerRows: 0,
    rows: [
      [
        { ...cell("a"), bbox: at(0, 0) },
        { ...cell("b"), bbox: at(50, 0) },
      ],
      [
        { ...cell("c"), bbox: at(0, 20) },
        { ...cell("d"), bbox: at(50, 20) },
      ],
    ],
  };

  it("keeps a table without header rows as stored when it comes back unchanged", () => {
    expect(applyEdits([placed], asShown([placed]))).toEqual([placed]);
  });

  it("an edited cell keeps the box of the cell in its slot", () => {
    const sent = asShown([placed]);
    sent[0]!.data[1]![1] = "D";
    const [edited] = applyEdits([placed], sent);
    expect(edited!.rows[1]![1]).toMatchObject({ text: "D", bbox: at(50, 20) });
    expect(edited!.rows[0]![0]!.bbox).toEqual(at(0, 0));
  });
});
