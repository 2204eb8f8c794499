import { describe, expect, it } from "vitest";
import { EngineError } from "../errors.js";
import { extractTables } from "../pipeline/extract-tables.js";
import {
  CORRUPT_PDF,
  encryptedPdf,
  multiPagePdf,
  NOT_A_PDF,
  ruledTablePdf,
  spannedTablePdf,
  twoTablesPdf,
  unruledTablePdf,
  type PdfFixture,
} from "./fixtures.js";
import { normGrid, textGrid } from "./grid.js";

/** The tests of other packages trust these truths, so each fixture is checked against the engine here. */
describe("generated test PDFs", () => {
  const cases: [PdfFixture, string][] = [
    [ruledTablePdf(), "lattice"],
    [unruledTablePdf(), "stream"],
    [twoTablesPdf(), "lattice"],
    [multiPagePdf(5), "lattice"],
    [spannedTablePdf(), "lattice"],
  ];
  for (const [fixture, method] of cases) {
    it(`${fixture.name} extracts to exactly its tables by ${method}`, async () => {
      const result = await extractTables(fixture.bytes);
      expect(result.pageCount).toBe(fixture.pageCount);
      expect(result.tables.map((t) => ({ page: t.page, cells: textGrid(t) }))).toEqual(
        fixture.tables.map((t) => ({ page: t.page, cells: normGrid(t.cells) })),
      );
      expect(result.tables.map((t) => [t.method, t.headerRows])).toEqual(
        fixture.tables.map((t) => [method, t.headerRows ?? 1]),
      );
    });
  }

  it("keeps a two-line cell as one cell with a line break", async () => {
    const result = await extractTables(ruledTablePdf().bytes);
    expect(result.tables[0]!.rows[0]![1]!.text).toBe("Units\nsold");
  });

  it("reports the merged cells of the spanned table with their spans", async () => {
    const { tables } = await extractTables(spannedTablePdf().bytes);
    const spans = tables[0]!.rows
      .flat()
      .filter((c) => c !== null && (c.rowSpan > 1 || c.colSpan > 1))
      .map((c) => [c!.text, c!.rowSpan, c!.colSpan]);
    expect(spans).toEqual([
      ["Product", 2, 1],
      ["Sales", 1, 2],
      ["Pens", 2, 1],
      ["Ink", 2, 1],
    ]);
  });

  it("stitches the multi-page ledger into one table", async () => {
    const fixture = multiPagePdf(3, 4);
    const { tables } = await extractTables(fixture.bytes, { stitch: true });
    expect(tables).toHaveLength(1);
    expect(tables[0]!.pages).toEqual([1, 2, 3]);
    expect(tables[0]!.rows).toHaveLength(1 + 3 * 4);
  });

  it("makes encrypted, corrupt and non-PDF bytes the engine refuses with their codes", async () => {
    const code = (bytes: Uint8Array, password?: string) =>
      extractTables(bytes, { password }).then(
        () => "ok",
        (e: unknown) => (e instanceof EngineError ? e.code : String(e)),
      );
    const locked = encryptedPdf(twoTablesPdf(), "open-sesame");
    expect(await code(locked)).toBe("password_required");
    expect(await code(locked, "open-sesame")).toBe("ok");
    expect(["damaged_pdf", "not_a_pdf", "no_pages"]).toContain(await code(CORRUPT_PDF));
    expect(await code(NOT_A_PDF)).toBe("not_a_pdf");
  });
});
