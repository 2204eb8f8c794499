import { afterAll, expect, it } from "vitest";
import { multiPagePdf } from "@pdftab/engine/testing";
import { ExtractionPool } from "../../extraction/pool/index.js";
import { upload } from "../../test/extraction-helpers.js";
import { bearer, describeEachDatabase, registerUser } from "../../test/test-app.js";

// A page budget no real page can meet: every page is skipped with page_timeout.
const impatient = new ExtractionPool({ threads: 1, taskBudgetMs: 60_000, pageTimeoutMs: 1 });
afterAll(() => impatient.close());

describeEachDatabase("pages over their time budget", { build: { extractionPool: impatient } }, (t) => {
  it("are reported in page_errors while the extraction still completes", async () => {
    const { token } = await registerUser(t().app);
    const response = await upload(
      t().app,
      "/api/v1/pdf/extract-info",
      token,
      { name: "slow.pdf", data: multiPagePdf(5).bytes },
      { pages: "1-2" },
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.page_errors.map((e: { page: number; code: string }) => `${e.page} ${e.code}`)).toEqual([
      "1 page_timeout",
      "2 page_timeout",
    ]);
    expect(body.table_count).toBe(0);
    const result = (
      await t().app.inject({
        method: "GET",
        url: `/api/v1/extractions/${body.extraction_id}/result`,
        headers: bearer(token),
      })
    ).json();
    expect(result.page_errors).toEqual(body.page_errors);
    expect(result.page_errors[0].message).toMatch(/page 1/i);
  });
});
