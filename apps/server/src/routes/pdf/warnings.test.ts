import { expect, it } from "vitest";
import { pdfOfPages, upload } from "../../test/extraction-helpers.js";
import { bearer, describeEachDatabase, registerUser } from "../../test/test-app.js";

const shapesOnly = "0.5 w 72 700 m 400 700 l S 72 600 m 400 600 l S";
const ruled = [
  "0.5 w",
  ...[700, 680, 660, 640].map((y) => `72 ${y} m 372 ${y} l S`),
  ...[72, 222, 372].map((x) => `${x} 700 m ${x} 640 l S`),
  "BT /F1 10 Tf 76 686 Td (Region) Tj 150 0 Td (Units) Tj ET",
  "BT /F1 10 Tf 76 666 Td (North) Tj 150 0 Td (120) Tj ET",
  "BT /F1 10 Tf 76 646 Td (South) Tj 150 0 Td (95) Tj ET",
].join("\n");

describeEachDatabase("engine warnings and cell confidence", {}, (t) => {
  it("reports a page without a text layer in warnings, kept for the stored result, and a confidence per cell", async () => {
    const { token } = await registerUser(t().app);
    const response = await upload(t().app, "/api/v1/pdf/extract-info", token, {
      name: "mixed.pdf",
      data: pdfOfPages([ruled, shapesOnly]),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.warnings).toEqual([
      expect.objectContaining({ file_name: "mixed.pdf", page: 2, code: "no_text_layer" }),
    ]);
    expect(body.page_errors).toEqual([]);
    const table = body.tables[0];
    expect(table.cells).toHaveLength(6);
    expect(table.cells[0]).toMatchObject({ text: "Region", row: 0, col: 0, row_span: 1, col_span: 1 });
    for (const cell of table.cells) expect(cell.confidence).toBeGreaterThan(0.5);
    const result = (
      await t().app.inject({
        method: "GET",
        url: `/api/v1/extractions/${body.extraction_id}/result`,
        headers: bearer(token),
      })
    ).json();
    expect(result.warnings).toEqual(body.warnings);
    expect(result.page_errors).toEqual([]);
    expect(result.tables[0].cells).toEqual(table.cells);
  });
});
