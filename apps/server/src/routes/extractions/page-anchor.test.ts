import { expect, it } from "vitest";
import { upload } from "../../test/extraction-helpers.js";
import { cellText, ruledPagesPdf, TABLE_BOXES } from "../../test/ruled-pages.fixture.js";
import { bearer, describeEachDatabase, registerUser } from "../../test/test-app.js";

describeEachDatabase("GET /extractions/{id}/pages/{page}/anchor", { env: { EXTRACTION_THREADS: "1" } }, (t) => {
  const anchor = (id: string, page: number, text: string, token: string) =>
    t().app.inject({
      method: "GET",
      url: `/api/v1/extractions/${id}/pages/${page}/anchor?text=${encodeURIComponent(text)}`,
      headers: bearer(token),
    });

  it("finds the text where extraction finds an anchor, and refuses what it cannot answer", async () => {
    const { token } = await registerUser(t().app);
    const other = await registerUser(t().app);
    const response = await upload(t().app, "/api/v1/pdf/extract-info", token, {
      name: "two.pdf",
      data: ruledPagesPdf(2),
    });
    const id = response.json().extraction_id as string;

    const found = await anchor(id, 2, cellText(2, "B", 0, 0).toLowerCase(), token);
    expect(found.statusCode).toBe(200);
    const { bbox, page, text } = found.json();
    expect([page, text]).toEqual([2, cellText(2, "B", 0, 0).toLowerCase()]);
    // the lower table's first cell: inside its box, near its top-left corner
    const [x0, y0, x1, y1] = TABLE_BOXES.lower;
    expect(bbox.x0).toBeGreaterThan(x0);
    expect(bbox.y0).toBeGreaterThan(y0);
    expect(bbox.x0).toBeLessThan(x0 + 40);
    expect(bbox.y0).toBeLessThan(y0 + 40);
    expect(bbox.x1).toBeLessThan(x1);
    expect(bbox.y1).toBeLessThan(y1);

    const cases: [number, string, string, number, string][] = [
      [1, cellText(2, "B", 0, 0), token, 404, "anchor_not_found"],
      [2, "   ", token, 422, "validation_failed"],
      [9, "P", token, 422, "page_out_of_range"],
      [2, "P2B", other.token, 404, "not_found"],
    ];
    for (const [p, words, who, status, code] of cases) {
      const answer = await anchor(id, p, words, who);
      expect([p, words, answer.statusCode, answer.json().code]).toEqual([p, words, status, code]);
    }
  });

  it("answers 410 extraction_expired once the retention period is over, as the page image does", async () => {
    // docs/api.md, Upload: past RETENTION_DAYS the PDF is gone (or about to be, at the next sweep)
    const { token } = await registerUser(t().app);
    const response = await upload(t().app, "/api/v1/pdf/extract-info", token, {
      name: "old.pdf",
      data: ruledPagesPdf(1),
    });
    const id = response.json().extraction_id as string;
    await t()
      .database.db.updateTable("extractions")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("id", "=", id)
      .execute();
    const answer = await anchor(id, 1, cellText(1, "A", 0, 0), token);
    expect([answer.statusCode, answer.json().code]).toEqual([410, "extraction_expired"]);
  });
});
