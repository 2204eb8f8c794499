import { describe, expect, it } from "vitest";
import { multiPagePdf } from "../testing/fixtures.js";
import type { TableTemplate } from "../template/types.js";
import { extractTables } from "./extract-tables.js";

/** A template made on a longer statement: its tables are on pages 3 to 8 (docs/api.md, "Templates and how fields combine"). */
const statementTemplate: TableTemplate = {
  name: "Monthly statement",
  pages: "3-8",
  method: "auto",
  stitch: false,
  areas: [],
};

describe("a template's pages past the document's end", () => {
  it("reads the template's pages that exist and reports the rest on the first page read", async () => {
    const plans: string[] = [];
    const progress: string[] = [];
    const result = await extractTables(multiPagePdf(5).bytes, {
      template: statementTemplate,
      onPlan: (pages, count) => plans.push(`${pages.join(",")} of ${count}`),
      onProgress: (done, total) => progress.push(`${done}/${total}`),
    });
    // the plan and the progress count the pages read, not the template's
    expect(plans).toEqual(["3,4,5 of 5"]);
    expect(progress).toEqual(["1/3", "2/3", "3/3"]);
    expect(result.pages.map((p) => [p.page, p.status])).toEqual([
      [3, "ok"],
      [4, "ok"],
      [5, "ok"],
    ]);
    expect(result.tables.map((t) => t.page)).toEqual([3, 4, 5]);
    expect(result.warnings).toEqual([
      {
        page: 3,
        code: "template_pages_past_end",
        message: "The template reads pages 3-8; this document has 5 page(s), so pages 6-8 were not read.",
      },
    ]);
  });

  it("refuses the file when none of the template's pages exist", async () => {
    await expect(
      extractTables(multiPagePdf(2).bytes, { template: { ...statementTemplate, pages: "3-8" } }),
    ).rejects.toMatchObject({
      code: "page_out_of_range",
      message:
        "The template reads pages 3-8, past the end of this document, which has 2 page(s). " +
        "Give the pages to read with the request, or change the template's pages.",
    });
  });

  it("refuses pages given with the request past the end, template or not: the user asked for them", async () => {
    await expect(
      extractTables(multiPagePdf(5).bytes, { template: statementTemplate, pages: "3-8" }),
    ).rejects.toMatchObject({ code: "page_out_of_range", message: expect.stringMatching(/^Page 8 is out of range/) });
    // the request's pages win over the template's: within the document, nothing to report
    const asked = await extractTables(multiPagePdf(5).bytes, { template: statementTemplate, pages: "4-5" });
    expect(asked.pages.map((p) => p.page)).toEqual([4, 5]);
    expect(asked.warnings).toEqual([]);
  });
});
