import type { Table } from "@pdftab/engine";

/**
 * The CLI's own CSV writer, used when @pdftab/export does not provide one: every
 * table's full grid (RFC 4180 quoting, CRLF), tables separated by an empty line.
 */
export function tablesToCsv(tables: readonly Table[]): string {
  return tables
    .map((t) => t.rows.map((row) => row.map((cell) => quote(cell?.text ?? "")).join(",")).join("\r\n") + "\r\n")
    .join("\r\n");
}

function quote(text: string): string {
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
