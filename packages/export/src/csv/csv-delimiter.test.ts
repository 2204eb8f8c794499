import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { table } from "../testing/fixtures.js";
import { csvDelimiterNamed } from "./csv-delimiter.js";
import { parseCsv } from "./parse-csv.js";
import { toCsv } from "./to-csv.js";
import { toCsvZip } from "./to-csv-zip.js";

/** Cells that each hold one of the delimiters, a quote or a line end. */
const awkward = table([
  ["Name", "Note"],
  ["a,b", "c;d"],
  ["tab\there", 'say "hi"'],
  ["1,5", "two\nlines"],
]);

describe("csvDelimiterNamed", () => {
  it("gives the delimiter of comma, semicolon and tab, in any case, and nothing for another name", () => {
    expect(csvDelimiterNamed("comma")).toBe(",");
    expect(csvDelimiterNamed(" Semicolon ")).toBe(";");
    expect(csvDelimiterNamed("TAB")).toBe("\t");
    for (const name of ["", ";", ",", "pipe", "toString", "constructor"])
      expect(csvDelimiterNamed(name)).toBeUndefined();
  });
});

describe("toCsv with each delimiter", () => {
  it("quotes a field holding the chosen delimiter and reads back the same cells", () => {
    for (const name of ["comma", "semicolon", "tab"]) {
      const delimiter = csvDelimiterNamed(name)!;
      const csv = toCsv({ fileName: "d.pdf", tables: [awkward] }, { delimiter });
      expect(parseCsv(csv, delimiter)).toEqual(awkward.rows.map((r) => r.map((c) => c?.text)));
    }
    expect(toCsv({ fileName: "d.pdf", tables: [awkward] }, { delimiter: "\t" })).toBe(
      'Name\tNote\r\na,b\tc;d\r\n"tab\there"\t"say ""hi"""\r\n1,5\t"two\nlines"\r\n',
    );
    expect(toCsv({ fileName: "d.pdf", tables: [awkward] }, { delimiter: ";", bom: true })).toBe(
      '\uFEFFName;Note\r\na,b;"c;d"\r\ntab\there;"say ""hi"""\r\n1,5;"two\nlines"\r\n',
    );
  });
});

describe("toCsv headings with each delimiter", () => {
  const twoFiles = (name: string) => [
    { fileName: "plain.pdf", tables: [table([["A"], ["1"]])] },
    { fileName: name, tables: [table([["B"], ["2"]], { page: 3 })] },
  ];

  it("quotes a heading whose file name holds the delimiter or a quote, so it reads back as one field", () => {
    const name = 'q3;2024, "final"\t.pdf';
    for (const delimiter of [",", ";", "\t"]) {
      const rows = parseCsv(toCsv(twoFiles(name), { delimiter }), delimiter);
      expect(rows.filter((r) => r[0]!.startsWith("#"))).toEqual([
        ["# Table 1 (page 1) from plain.pdf"],
        [`# Table 2 (page 3) from ${name}`],
      ]);
    }
    expect(toCsv(twoFiles("a;b.pdf"), { delimiter: ";" })).toContain('\r\n"# Table 2 (page 3) from a;b.pdf"\r\nB\r\n');
  });

  it("quotes the heading of a table without rows in a zip entry the same way", async () => {
    const input = [
      { fileName: "plain.pdf", tables: [table([["A"], ["1"]])] },
      { fileName: 'x;"y".pdf', tables: [table([], { page: 2 })] },
    ];
    const zip = await JSZip.loadAsync(await toCsvZip(input, { delimiter: ";" }));
    const entry = Object.keys(zip.files).find((name) => name.startsWith("x"))!;
    expect(await zip.file(entry)!.async("string")).toBe('"# Table 2 (page 2) from x;""y"".pdf"\r\n');
  });

  it("writes headings that need no quoting byte for byte as before", () => {
    expect(toCsv(twoFiles("a;b.pdf"))).toBe(
      "# Table 1 (page 1) from plain.pdf\r\nA\r\n1\r\n\r\n# Table 2 (page 3) from a;b.pdf\r\nB\r\n2\r\n",
    );
  });
});
