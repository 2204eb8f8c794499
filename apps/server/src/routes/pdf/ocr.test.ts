import { multiPagePdf, scannedPdf } from "@pdftab/engine/testing";
import { expect, it } from "vitest";
import { applyPlanOverrides } from "../../plans/plans-repository.js";
import { upload } from "../../test/extraction-helpers.js";
import { bearer, describeEachDatabase, registerUser } from "../../test/test-app.js";

const ledger = multiPagePdf(2, 6);
const scan = scannedPdf(ledger.bytes, { dpi: 200 });

describeEachDatabase(
  "scanned PDFs are read by OCR within the plan's pages per file",
  {
    env: {
      PLANS_JSON: JSON.stringify({ free: { ocr_pages_per_file: 1 } }),
      OCR_PAGE_TIMEOUT_SECONDS: "600",
      EXTRACTION_TIMEOUT_SECONDS: "1800",
    },
  },
  (t) => {
    it("reads a scanned page's table by OCR, says so, and leaves pages past the plan's cap with a warning", async () => {
      // as the server does at start (the test app skips it)
      await applyPlanOverrides(t().database.db, t().config.planOverrides);
      const { token } = await registerUser(t().app);
      const response = await upload(t().app, "/api/v1/pdf/extract-info", token, { name: "scan.pdf", data: scan });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.table_count).toBe(1);
      expect(body.tables[0].page).toBe(1);
      expect(body.tables[0].method).toBe("ocr-lattice");
      expect(body.tables[0].data.length + 1).toBe(ledger.tables[0]!.cells.length);
      expect(body.warnings).toEqual([
        expect.objectContaining({ file_name: "scan.pdf", page: 1, code: "ocr_used" }),
        expect.objectContaining({ page: 2, code: "no_text_layer" }),
        expect.objectContaining({ page: 2, code: "ocr_page_limit" }),
      ]);
      // the stored result repeats them, and the plan shows its cap
      const result = (
        await t().app.inject({
          method: "GET",
          url: `/api/v1/extractions/${body.extraction_id}/result`,
          headers: bearer(token),
        })
      ).json();
      expect(result.warnings).toEqual(body.warnings);
      const { plans } = (await t().app.inject({ method: "GET", url: "/api/v1/plans" })).json();
      expect(plans.find((p: { id: string }) => p.id === "free").ocr_pages_per_file).toBe(1);
    }, 1_200_000);
  },
);
