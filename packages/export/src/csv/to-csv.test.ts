import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { financeTable, table } from "../testing/fixtures.js";
import { parseCsv } from "./parse-csv.js";
import { toCsv, writeCsv } from "./to-csv.js";

const one = (t: ReturnType<typeof table>) => ({ fileName: "report.pdf", tables: [t] });

describe("toCsv", () => {
  it("round-trips awkward text through RFC 4180 quoting", () => {
    const texts = ['say "hi"', "a,b", "line1\nline2", "crlf\r\nend", "ünïcödé 表", "  spaced  ", ""];
    const csv = toCsv(one(table([["Text"], ...texts.map((t) => [t])])));
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(parseCsv(csv)).toEqual([["Text"], ...texts.map((t) => [t])]);
    expect(csv).toContain('"say ""hi"""');
  });

  it("writes one table as a plain CSV, with a BOM only when asked", () => {
    const csv = toCsv(
      one(
        table([
          ["A", "B"],
          ["1", "2"],
        ]),
      ),
    );
    expect(csv).toBe("A,B\r\n1,2\r\n");
    expect(toCsv(one(table([["A"], ["1"]])), { bom: true }).startsWith("\uFEFFA\r\n")).toBe(true);
    expect(parseCsv(toCsv(one(table([["A"], ["1"]])), { bom: true }))).toEqual([["A"], ["1"]]);
  });

  it("separates several tables with a blank line and a '# Table N (page P)' line", () => {
    const csv = toCsv({ fileName: "r.pdf", tables: [table([["A"], ["1"]]), table([["B"], ["2"]], { page: 4 })] });
    expect(csv).toBe("# Table 1 (page 1)\r\nA\r\n1\r\n\r\n# Table 2 (page 4)\r\nB\r\n2\r\n");
  });

  it("keeps span-covered slots empty and fills them with fillGaps", () => {
    const t = financeTable();
    expect(parseCsv(toCsv(one(t)))[0]).toEqual(["Item", "Amounts", "", "", "Date", "Account"]);
    expect(parseCsv(toCsv(one(t), { fillGaps: true }))[0]).toEqual([
      "Item",
      "Amounts",
      "Amounts",
      "Amounts",
      "Date",
      "Account",
    ]);
  });

  it("neutralises each formula trigger in text cells but keeps genuine negative numbers", () => {
    const attacks = ["=1+1", "+SUM(A1)", "-2+3", "@cmd", "\t=1", "\r=1"];
    const t = table([["Name", "Delta"], ...attacks.map((a) => [a, "-12.5"]), ["ok", "(3.00)"]]);
    const rows = parseCsv(toCsv(one(t)));
    expect(rows.slice(1, -1).map((r) => r[0])).toEqual(attacks.map((a) => `'${a}`));
    expect(rows.slice(1).map((r) => r[1])).toEqual([...attacks.map(() => "-12.5"), "(3.00)"]);
  });

  it("guards formula-looking text even inside a numeric column", () => {
    const t = table([["Delta"], ["-12.5"], ["-3"], ["1"], ["7"], ["=2-1"]]);
    expect(parseCsv(toCsv(one(t))).map((r) => r[0])).toEqual(["Delta", "-12.5", "-3", "1", "7", "'=2-1"]);
  });

  it("writes typed columns machine-readably with values: plain", () => {
    const rows = parseCsv(toCsv(one(financeTable()), { values: "plain" }));
    expect(rows[2]).toEqual(["Widgets", "1234.5", "-120", "0.125", "2024-03-15", "007123"]);
  });

  it("supports a semicolon delimiter for decimal-comma locales", () => {
    const csv = toCsv(
      one(
        table([
          ["A", "B"],
          ["1,5", "x;y"],
        ]),
      ),
      { delimiter: ";" },
    );
    expect(csv).toBe('A;B\r\n1,5;"x;y"\r\n');
    expect(parseCsv(csv, ";")).toEqual([
      ["A", "B"],
      ["1,5", "x;y"],
    ]);
  });

  it("appends statistics sections with includeStats", () => {
    const csv = toCsv(one(financeTable()), { includeStats: true });
    expect(csv).toContain(
      "\r\n\r\n# Statistics: Files\r\nFile,Tables,Rows,Average confidence\r\nreport.pdf,1,3,0.93\r\n",
    );
    expect(csv).toContain("p1 t1,Amounts Net,3,3249.5,");
  });

  it("with alignColumns writes combined tables in place of their members", () => {
    const input = [
      {
        fileName: "a.pdf",
        tables: [
          table([
            ["Name", "Qty"],
            ["x", "1"],
          ]),
          table([["Other"], ["o"]], { page: 2 }),
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
    expect(toCsv(input, { alignColumns: true })).toBe(
      "# Combined 1 (2 tables)\r\nSource file,Page,Name,Qty\r\na.pdf,1,x,1\r\nb.pdf,1,y,2\r\n\r\n" +
        "# Table 1 (page 2) from a.pdf\r\nOther\r\no\r\n",
    );
  });

  it("streams the same text as toCsv", async () => {
    const input = one(financeTable());
    const sink = new PassThrough();
    const chunks: Buffer[] = [];
    sink.on("data", (c: Buffer) => chunks.push(c));
    await writeCsv(input, sink, { bom: true });
    expect(Buffer.concat(chunks).toString("utf8")).toBe(toCsv(input, { bom: true }));
  });
});
