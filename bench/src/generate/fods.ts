import type { SpecCell } from "../pdf/table-spec.js";

/** How a spreadsheet column shows its values. */
export type CalcFormat = "text" | "int" | "dec2";

/** A sheet to convert: an optional title row, header rows (with spans) and body values. */
export interface CalcSheet {
  title?: string;
  header: SpecCell[][];
  body: Array<Array<string | number>>;
  columns: Array<{ widthCm: number; format: CalcFormat }>;
  borders: boolean;
  landscape?: boolean;
}

const NS = [
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"',
  'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"',
  'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"',
  'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"',
  'xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0"',
  'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"',
].join(" ");

const esc = (t: string) => t.replace(/&/gu, "&amp;").replace(/</gu, "&lt;").replace(/>/gu, "&gt;");

/** The text Calc shows for a value in a column format (en-US), i.e. the expected cell text. */
export function displayed(value: string | number, format: CalcFormat): string {
  if (typeof value === "string") return value;
  if (format === "dec2") return value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (format === "int") return Math.round(value).toLocaleString("en-US");
  return String(value);
}

/**
 * A flat OpenDocument spreadsheet (.fods) for LibreOffice to print: fixed
 * column widths, optional thin borders on every table cell, bold header,
 * grouped number formats, no page header or footer.
 */
export function fodsDocument(sheet: CalcSheet): string {
  const border = sheet.borders ? ' fo:border="0.06pt solid #000000"' : "";
  const [w, h] = sheet.landscape ? ["29.7cm", "21cm"] : ["21cm", "29.7cm"];
  const styles = `
<number:number-style style:name="Nint" number:language="en" number:country="US"><number:number number:decimal-places="0" number:min-integer-digits="1" number:grouping="true"/></number:number-style>
<number:number-style style:name="Ndec" number:language="en" number:country="US"><number:number number:decimal-places="2" number:min-decimal-places="2" number:min-integer-digits="1" number:grouping="true"/></number:number-style>
${sheet.columns.map((c, i) => `<style:style style:name="co${i}" style:family="table-column"><style:table-column-properties style:column-width="${c.widthCm}cm"/></style:style>`).join("\n")}
<style:style style:name="title" style:family="table-cell"><style:text-properties fo:font-size="13pt" fo:font-weight="bold"/></style:style>
<style:style style:name="head" style:family="table-cell"><style:table-cell-properties${border}/><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="text" style:family="table-cell"><style:table-cell-properties${border}/></style:style>
<style:style style:name="int" style:family="table-cell" style:data-style-name="Nint"><style:table-cell-properties${border}/></style:style>
<style:style style:name="dec2" style:family="table-cell" style:data-style-name="Ndec"><style:table-cell-properties${border}/></style:style>
<style:page-layout style:name="pl"><style:page-layout-properties fo:page-width="${w}" fo:page-height="${h}" style:print-orientation="${sheet.landscape ? "landscape" : "portrait"}" fo:margin-top="1.5cm" fo:margin-bottom="1.5cm" fo:margin-left="1.5cm" fo:margin-right="1.5cm"/></style:page-layout>`;
  const rows: string[] = [];
  if (sheet.title !== undefined) {
    rows.push(
      `<table:table-row><table:table-cell table:style-name="title" office:value-type="string"><text:p>${esc(sheet.title)}</text:p></table:table-cell></table:table-row>`,
    );
    rows.push("<table:table-row><table:table-cell/></table:table-row>");
  }
  rows.push(...headerRows(sheet.header, sheet.columns.length));
  for (const values of sheet.body) {
    const cells = values.map((v, c) => {
      const format = sheet.columns[c]?.format ?? "text";
      if (typeof v === "number") {
        return `<table:table-cell table:style-name="${format === "text" ? "text" : format}" office:value-type="float" office:value="${v}"><text:p>${esc(displayed(v, format))}</text:p></table:table-cell>`;
      }
      return `<table:table-cell table:style-name="text" office:value-type="string"><text:p>${esc(v)}</text:p></table:table-cell>`;
    });
    rows.push(`<table:table-row>${cells.join("")}</table:table-row>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${NS} office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:automatic-styles>${styles}</office:automatic-styles>
<office:master-styles><style:master-page style:name="Default" style:page-layout-name="pl"><style:header style:display="false"/><style:footer style:display="false"/></style:master-page></office:master-styles>
<office:body><office:spreadsheet><table:table table:name="Sheet1">
${sheet.columns.map((_, i) => `<table:table-column table:style-name="co${i}"/>`).join("")}
${rows.join("\n")}
</table:table></office:spreadsheet></office:body></office:document>
`;
}

/** Header rows with spans: spanning cells carry the span, the slots they cover become covered cells. */
function headerRows(header: SpecCell[][], width: number): string[] {
  const covered: boolean[][] = header.map(() => Array<boolean>(width).fill(false));
  return header.map((row, r) => {
    const out: string[] = [];
    let c = 0;
    for (const cell of row) {
      while (covered[r]?.[c]) {
        out.push("<table:covered-table-cell/>");
        c++;
      }
      const rs = cell.rowSpan ?? 1;
      const cs = cell.colSpan ?? 1;
      for (let dr = 0; dr < rs; dr++)
        for (let dc = 0; dc < cs; dc++) if (dr || dc) (covered[r + dr] ??= [])[c + dc] = true;
      const spans =
        (cs > 1 ? ` table:number-columns-spanned="${cs}"` : "") + (rs > 1 ? ` table:number-rows-spanned="${rs}"` : "");
      out.push(
        `<table:table-cell table:style-name="head"${spans} office:value-type="string"><text:p>${esc(cell.text)}</text:p></table:table-cell>`,
      );
      c++;
      for (let k = 1; k < cs; k++, c++) out.push("<table:covered-table-cell/>");
    }
    while (c < width && covered[r]?.[c]) {
      out.push("<table:covered-table-cell/>");
      c++;
    }
    return `<table:table-row>${out.join("")}</table:table-row>`;
  });
}
