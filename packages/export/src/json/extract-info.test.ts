import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { financeTable, table } from "../testing/fixtures.js";
import { toExtractInfo } from "./extract-info.js";
import { toJson, writeJson } from "./to-json.js";

describe("toExtractInfo", () => {
  it("gives the documented extract-info shape for a plain table list", () => {
    const info = toExtractInfo([
      financeTable({ page: 2, confidence: 0.8 }),
      table([["A"], ["1"]], { method: "stream", confidence: 0.6 }),
    ]);
    expect(info).toMatchObject({
      table_count: 2,
      method: "lattice",
      statistics: { average_confidence: 0.7, total_rows: 4 },
    });
    expect(info.statistics.files).toBeUndefined();
    const t = info.tables[0]!;
    expect(t).toMatchObject({ file_name: "document.pdf", page: 2, table_index: 0, confidence: 0.8, method: "lattice" });
    expect(t.headers).toEqual(["Item", "Amounts Net", "Amounts Change", "Amounts Share", "Date", "Account"]);
    expect([...t.header_rows, ...t.data]).toEqual(financeTable().rows.map((r) => r.map((c) => c?.text ?? "")));
    expect(t.typed_data[1]).toEqual(["Gadgets", 2000, -12.5, 0.0725, "2024-04-01", "000981"]);
    expect(t.columns.map((c) => c.type)).toEqual(["text", "number", "number", "number", "date", "text"]);
    expect(t.columns[3]).toMatchObject({ percent: true, decimal_separator: "." });
    expect(t.spans).toContainEqual({ row: 0, col: 1, row_span: 1, col_span: 3 });
    expect(t.bbox).toEqual({ x0: 36, y0: 72, x1: 560, y1: 700 });
  });

  it("uses the single header row as headers and [] when there is none", () => {
    const [one] = toExtractInfo([
      table([
        ["A", "", { text: "C", span: [1, 2] }, null],
        ["1", "2", "3", "4"],
      ]),
    ]).tables;
    expect([one!.headers, one!.data]).toEqual([["A", "", "C", ""], [["1", "2", "3", "4"]]]);
    const [none] = toExtractInfo([table([["1", "2"]], { headerRows: 0 })]).tables;
    expect([none!.headers, none!.data]).toEqual([[], [["1", "2"]]]);
  });

  it("reports method none and zero statistics without tables", () => {
    expect(toExtractInfo([])).toMatchObject({
      table_count: 0,
      method: "none",
      statistics: { average_confidence: 0, total_rows: 0 },
      tables: [],
    });
  });

  it("adds detail with includeStats, filled gaps with fillGaps and combined tables with alignColumns", () => {
    const input = [
      {
        fileName: "a.pdf",
        tables: [
          table([
            ["Name", "Qty"],
            ["x", "1"],
          ]),
        ],
      },
      {
        fileName: "b.pdf",
        tables: [
          table([
            ["Qty", "Name"],
            ["2", "y"],
          ]),
        ],
      },
    ];
    const info = toExtractInfo(input, { includeStats: true, alignColumns: true });
    expect(info.statistics.files).toEqual([
      { file_name: "a.pdf", tables: 1, rows: 1, average_confidence: 0.93 },
      { file_name: "b.pdf", tables: 1, rows: 1, average_confidence: 0.93 },
    ]);
    expect(info.statistics.tables![0]!.numeric_columns[0]).toMatchObject({ label: "Qty", sum: 1 });
    expect(info.combined![0]!.typed_data).toEqual([
      ["a.pdf", 1, "x", 1],
      ["b.pdf", 1, "y", 2],
    ]);
    const filled = toExtractInfo([financeTable()], { fillGaps: true }).tables[0]!;
    expect(filled.header_rows[0]).toEqual(["Item", "Amounts", "Amounts", "Amounts", "Date", "Account"]);
    expect(filled.spans).toEqual([]);
  });
});

describe("cells and warnings", () => {
  it("lists every engine cell with its grid place, spans and own confidence (the table's when it has none)", () => {
    const t = financeTable({ confidence: 0.8 });
    t.rows[2]![1] = { ...t.rows[2]![1]!, confidence: 0.41 };
    const info = toExtractInfo([t]).tables[0]!;
    expect(info.cells).toHaveLength(t.rows.flat().filter((c) => c !== null).length);
    expect(info.cells[0]).toEqual({
      text: "Item",
      bbox: { x0: 0, y0: 0, x1: 10, y1: 10 },
      row: 0,
      col: 0,
      row_span: 2,
      col_span: 1,
      confidence: 0.8,
    });
    expect(info.cells.find((c) => c.row === 2 && c.col === 1)).toMatchObject({ text: "1,234.50", confidence: 0.41 });
    expect(info.cells.find((c) => c.text === "Amounts")).toMatchObject({ row: 0, col: 1, row_span: 1, col_span: 3 });
  });

  it("reports the engine's warnings per file, and [] when there are none", () => {
    const warning = { page: 3, code: "no_text_layer", message: "Page 3 has no usable text layer" };
    expect(toExtractInfo([], { fileName: "scan.pdf", warnings: [warning] }).warnings).toEqual([
      { file_name: "scan.pdf", ...warning },
    ]);
    const many = [
      { fileName: "a.pdf", tables: [table([["A"], ["1"]])] },
      { fileName: "b.pdf", tables: [], warnings: [warning] },
    ];
    expect(toExtractInfo(many).warnings).toEqual([{ file_name: "b.pdf", ...warning }]);
    expect(JSON.parse(toJson(many)).warnings).toEqual([{ file_name: "b.pdf", ...warning }]);
    expect(toExtractInfo([financeTable()]).warnings).toEqual([]);
  });
});

describe("toJson / writeJson", () => {
  const input = [
    { fileName: "a.pdf", tables: [financeTable(), table([["A"], ['say "x"\n']])] },
    { fileName: "b.pdf", tables: [] },
  ];

  it("serialises exactly the extract-info object, compact or pretty", () => {
    const expected = JSON.parse(JSON.stringify(toExtractInfo(input)));
    expect(JSON.parse(toJson(input))).toEqual(expected);
    expect(JSON.parse(toJson(input, { pretty: true }))).toEqual(expected);
    expect(toJson(input, { pretty: true })).toContain('\n  "tables": [\n    {\n      "file_name": "a.pdf"');
    expect(JSON.parse(toJson({ fileName: "e.pdf", tables: [] }, { pretty: true })).tables).toEqual([]);
  });

  it("streams the same document", async () => {
    const sink = new PassThrough();
    const chunks: Buffer[] = [];
    sink.on("data", (c: Buffer) => chunks.push(c));
    await writeJson(input, sink, { includeStats: true });
    expect(Buffer.concat(chunks).toString("utf8")).toBe(toJson(input, { includeStats: true }));
  });
});
