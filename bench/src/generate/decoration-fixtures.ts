import type { SpecCell, TableSpec } from "../pdf/table-spec.js";
import { htmlToPdf } from "./chromium.js";
import type { BuiltFixture, Fixture } from "./fixture.js";
import { flowPdf } from "./flow.js";
import { htmlPage } from "./html-table.js";
import { PROSE } from "./prose.js";
import { L, R } from "./sample-tables.js";

const RESOURCES: Array<[string, string, string, string]> = [
  ["Setup guide", "docs.example.org/setup", "PDF", "1,240"],
  ["API reference", "docs.example.org/api", "HTML", "18,605"],
  ["Release notes", "docs.example.org/releases", "HTML", "3,377"],
  ["Style sheet", "docs.example.org/style", "PDF", "412"],
  ["Migration notes", "docs.example.org/migrate", "HTML", "2,019"],
  ["Support policy", "docs.example.org/support", "PDF", "96"],
  ["Security advisories", "docs.example.org/security", "HTML", "7,750"],
];

/** Column headings underlined one by one, as a typed report sets them, and no other line. */
function underlinedHeadings(): TableSpec {
  return {
    headerRows: 1,
    style: "borderless",
    align: [L, L, L, R],
    rows: [
      ["Document", "Address", "Format", "Views"].map((text): SpecCell => ({ text, underline: true })),
      ...RESOURCES.map((row) => [...row]),
    ],
  };
}

/** Addresses underlined as links, and a withdrawn document struck through. */
function links(style: TableSpec["style"]): TableSpec {
  return {
    headerRows: 1,
    style,
    align: [L, L, L, R],
    rows: [
      ["Document", "Address", "Format", "Views"],
      ...RESOURCES.map(([name, address, format, views], i): Array<SpecCell | string> => {
        const struck = i === 3;
        const cell = (text: string): SpecCell | string => (struck ? { text, strike: true } : text);
        return [cell(name), { text: address, underline: true, strike: struck }, cell(format), cell(views)];
      }),
    ],
  };
}

/** The resources as an HTML table: links, a highlighted (marked) cell or two, a withdrawn row struck through. */
async function htmlLinks(): Promise<BuiltFixture> {
  const body = RESOURCES.map(([name, address, format, views], i) => {
    const struck = i === 3;
    const wrap = (text: string) => (struck ? `<s>${text}</s>` : text);
    const marked = i === 1 || i === 6 ? `<mark>${views}</mark>` : views;
    return `<tr><td>${wrap(name)}</td><td><a href="https://${address}">${wrap(address)}</a></td><td>${wrap(format)}</td><td style="text-align:right">${wrap(marked)}</td></tr>`;
  }).join("\n");
  const table = `<table><thead><tr><th style="text-align:left">Document</th><th style="text-align:left">Address</th><th style="text-align:left">Format</th><th style="text-align:right">Views</th></tr></thead><tbody>${body}</tbody></table>`;
  const html = htmlPage("Documentation pages", [`<p>${PROSE.join(" ")}</p>`, table, `<p>${PROSE[0]}</p>`]);
  const cells = [["Document", "Address", "Format", "Views"], ...RESOURCES.map((row) => [...row])];
  return { pdf: await htmlToPdf(html), tables: [{ page: 1, cells }] };
}

/**
 * Probes for lines drawn through and under text (`text_decoration`): underlined headings and links, struck-through
 * rows and highlighted cells in unruled tables. A text decoration is no rule: the grid comes from the text.
 */
export const decorationFixtures: Fixture[] = [
  {
    name: "gen_underlined_headings_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "text_decoration",
    notes:
      "Unruled table whose column headings are each underlined (a short stroke under each heading's text, as a typed report sets them) and no other line; prose above.",
    build: async () =>
      flowPdf([{ blocks: [{ title: "Documentation pages" }, { prose: PROSE }, { table: underlinedHeadings() }] }]),
  },
  {
    name: "gen_underlined_links_borderless",
    kind: "stream",
    tool: "pdf-writer",
    fixtureClass: "text_decoration",
    notes:
      "Unruled table whose address column is underlined as links, one withdrawn row struck through (a stroke across each cell's text); prose below.",
    build: async () =>
      flowPdf([{ blocks: [{ title: "Documentation pages" }, { table: links("borderless") }, { prose: PROSE }] }]),
  },
  {
    name: "gen_underlined_links_booktabs",
    kind: "mixed",
    tool: "pdf-writer",
    fixtureClass: "text_decoration",
    notes: "The underlined links and the struck-through row inside booktabs rules.",
    build: async () => flowPdf([{ blocks: [{ title: "Documentation pages" }, { table: links("booktabs") }] }]),
  },
  {
    name: "html_links_highlight_borderless",
    kind: "stream",
    tool: "chromium",
    fixtureClass: "text_decoration",
    notes:
      "Borderless HTML table: addresses as underlined links, two figures highlighted (<mark>, a yellow band behind the text), a withdrawn row struck through (<s>).",
    build: htmlLinks,
  },
];
