import { afterAll, describe, expect, it } from "vitest";
import { extractTables } from "../pipeline/extract-tables.js";
import { DEPOT_FIGURES_WIDTHS, depotFigures } from "../testing/depot-figures.js";
import { layoutTable } from "../testing/layout.js";
import { makePdf } from "../testing/make-pdf.js";
import { scannedPdf } from "../testing/scan.js";
import { shutdownOcr } from "./tesseract-worker.js";

afterAll(() => shutdownOcr());

const HEADER = ["Depot\nname", "First\nquarter", "Next\nquarter", "Third\nquarter", "Last\nquarter"];

// White two-line header cells on dark grey fills with white gaps between them (a report's header
// band): read as printed, the OCR engine returned none of the header's words, and the last
// column, whose only text in its first rows was the header, was lost with it.
describe("a scanned table whose header is printed white on dark cells", () => {
  it("keeps its header words and every column", async () => {
    const rows = [HEADER, ...depotFigures().slice(1)];
    const widths = DEPOT_FIGURES_WIDTHS.map((w) => w + 10);
    const { ops } = layoutTable(rows, 60, 150, widths, { darkHeader: 0.3 });
    const pdf = scannedPdf(makePdf([{ content: ops }]), { dpi: 300 });
    const result = await extractTables(pdf, { ocr: { mode: "auto", pageTimeoutMs: 600_000 } });
    expect(result.tables).toHaveLength(1);
    const table = result.tables[0]!;
    expect(table.rows[0]).toHaveLength(HEADER.length);
    // the header's lines, in whatever rows the table put them above the first depot
    const body = table.rows.findIndex((r) => r[0]?.text === "Depot 1");
    expect(body).toBeGreaterThan(0);
    const header = HEADER.map((_, c) =>
      table.rows
        .slice(0, body)
        .map((r) => r[c]?.text ?? "")
        .join(" ")
        .replace(/\s+/gu, " ")
        .trim(),
    );
    expect(header).toEqual(HEADER.map((h) => h.replace("\n", " ")));
    expect(table.rows.at(-1)?.map((c) => c?.text)).toEqual(rows.at(-1));
  }, 600_000);

  // An inversion that left the band's edge dark, tried before this stage, lost such a header.
  it("still reads a one-line header on one mid-grey band, which the OCR engine read unaided", async () => {
    const rows = [["Depot", "First", "Second", "Third", "Fourth"], ...depotFigures().slice(1)];
    const widths = DEPOT_FIGURES_WIDTHS.map((w) => w + 10);
    const { ops } = layoutTable(rows, 60, 150, widths, { darkHeader: 0.4 });
    // one band under the whole header row: the cells' white gaps filled in
    const band = `0.4 g 60 ${792 - 150 - 17.5} ${widths.reduce((a, b) => a + b, 0)} 17.5 re f 0 g`;
    const pdf = scannedPdf(makePdf([{ content: [band, ops].join("\n") }]), { dpi: 300 });
    const result = await extractTables(pdf, { ocr: { mode: "auto", pageTimeoutMs: 600_000 } });
    expect(result.tables).toHaveLength(1);
    expect(result.tables[0]!.rows[0]?.map((c) => c?.text)).toEqual(rows[0]);
  }, 600_000);
});
