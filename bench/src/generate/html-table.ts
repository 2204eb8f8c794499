import { placeCells, type TableSpec } from "../pdf/table-spec.js";

const escape = (text: string) => text.replace(/&/gu, "&amp;").replace(/</gu, "&lt;").replace(/>/gu, "&gt;");

/** CSS for a table style, scoped to one table's class. */
function styleCss(style: TableSpec["style"], t: string): string {
  switch (style) {
    case "ruled":
      return `.${t} td, .${t} th { border: 1px solid #000; }`;
    case "booktabs":
      return `.${t} { border-top: 1.5px solid #000; border-bottom: 1.5px solid #000; } .${t} thead tr:last-child th { border-bottom: 0.75px solid #000; }`;
    case "zebra":
      return `.${t} tbody tr:nth-child(odd) { background: #e4e4e4; }`;
    case "outline":
      return `.${t} { border: 1px solid #000; }`;
    case "boxed-header":
      return `.${t} { border: 1px solid #000; } .${t} th { border: 1px solid #000; }`;
    case "framed-header":
      return `.${t} { border: 1px solid #000; } .${t} thead tr:last-child th { border-bottom: 1px solid #000; }`;
    case "shaded":
      return `.${t} { border-collapse: separate; border-spacing: 2px; } .${t} td { background: #e6e6e6; } .${t} th { background: #c4c4c4; }`;
    default:
      return "";
  }
}

let tableCount = 0;

/** Page CSS shared by every HTML fixture: A4, fixed fonts, no ligatures. */
export const PAGE_CSS = `@page { size: A4; margin: 16mm; }
body { font-family: "DejaVu Sans", "Liberation Sans", sans-serif; font-size: 9.5pt; font-variant-ligatures: none; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
table { border-collapse: collapse; margin: 10pt 0; }
td, th { padding: 3pt 7pt; vertical-align: top; }
th { font-weight: bold; }
tr.break { break-before: page; }
th, td { break-inside: avoid; }
p { max-width: 160mm; line-height: 1.35; }`;

/**
 * The same table spec the PDF writer draws, as an HTML table: header rows in
 * <thead> (Chromium repeats it on every printed page), spans as rowspan and
 * colspan, "\n" as <br>, rows listed in `breakBefore` starting a new page.
 */
export function htmlTable(spec: TableSpec, options: { breakBefore?: number[]; widths?: string[] } = {}): string {
  const t = `t${++tableCount}`;
  const placed = placeCells(spec).cells;
  let next = 0;
  const rowHtml = (r: number) => {
    const tag = r < spec.headerRows ? "th" : "td";
    const cells = (spec.rows[r] ?? []).map((raw) => {
      const c = typeof raw === "string" ? { text: raw } : raw;
      const col = placed[next++]?.col ?? 0;
      const spans =
        (c.rowSpan && c.rowSpan > 1 ? ` rowspan="${c.rowSpan}"` : "") +
        (c.colSpan && c.colSpan > 1 ? ` colspan="${c.colSpan}"` : "");
      const align = c.colSpan && c.colSpan > 1 ? "center" : (spec.align?.[col] ?? "left");
      const vertical = tag === "th" ? spec.headerVAlign : spec.bodyVAlign;
      const valign = vertical ? `;vertical-align:${vertical}` : "";
      return `<${tag}${spans} style="text-align:${align}${valign}">${c.text.split("\n").map(escape).join("<br>")}</${tag}>`;
    });
    const cls = options.breakBefore?.includes(r) ? ' class="break"' : "";
    return `<tr${cls}>${cells.join("")}</tr>`;
  };
  const rows = spec.rows.map((_, r) => rowHtml(r));
  const head = rows.slice(0, spec.headerRows).join("\n");
  const body = rows.slice(spec.headerRows).join("\n");
  const cols = options.widths
    ? `<colgroup>${options.widths.map((w) => `<col style="width:${w}">`).join("")}</colgroup>`
    : "";
  return `<style>${styleCss(spec.style, t)}</style>\n<table class="${t}">${cols}<thead>${head}</thead><tbody>${body}</tbody></table>`;
}

/** A complete HTML page of title, paragraphs and tables, in order; `css` is added after the page's own. */
export function htmlPage(title: string, parts: string[], css = ""): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title><style>${PAGE_CSS}${css ? `\n${css}` : ""}</style></head>
<body><h2>${escape(title)}</h2>\n${parts.join("\n")}</body></html>`;
}
