import { describe, expect, it } from "vitest";
import { table } from "../testing/fixtures.js";
import { csvDelimiterNamed } from "./csv-delimiter.js";
import { parseCsv } from "./parse-csv.js";
import { toCsv } from "./to-csv.js";

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
