import { expect, it } from "vitest";
import { setPlan } from "../../admin/set-plan.js";
import { multipart, multipartFiles } from "../../test/multipart.js";
import { tinyPdf } from "../../test/tiny-pdf.js";
import { bearer, describeEachDatabase, registerUser } from "../../test/test-app.js";

/**
 * A `pages` field that is not a page selection at all ("-1", "x", "0") is refused like malformed
 * `areas`: before any work, with no history row, not as one of the day's extractions, and for a
 * batch before anything is queued (every file would fail the same way).
 */
describeEachDatabase("an upload's malformed pages field", {}, (t) => {
  it("is 422 invalid_options before anything is stored or counted", async () => {
    const routes = ["/api/v1/extractions", "/api/v1/pdf/extract-info", "/api/v1/batch/create"];
    for (const url of routes) {
      for (const [pages, detail] of [
        ["-1", 'Invalid options: pages: "-1" is not a page number or range like 1-3.'],
        ["0", "Invalid options: pages: page numbers start at 1."],
        ["3-2", "Invalid options: pages: range 3-2 runs backwards."],
      ] as const) {
        const user = await registerUser(t().app);
        await setPlan(t().database.db, user.email, "pro");
        const body = url.includes("batch")
          ? multipartFiles([{ field: "files", name: "a.pdf", data: tinyPdf() }], { pages })
          : multipart({ name: "a.pdf", data: tinyPdf() }, { pages });
        const response = await t().app.inject({
          method: "POST",
          url,
          headers: { ...bearer(user.token), ...body.headers },
          payload: body.payload,
        });
        const where = `${url} pages=${pages}`;
        expect({ status: response.statusCode, body: response.json() }, where).toEqual({
          status: 422,
          body: { code: "invalid_options", detail },
        });
        const history = await t().app.inject({
          method: "GET",
          url: "/api/v1/extractions",
          headers: bearer(user.token),
        });
        expect(history.json().total, where).toBe(0);
        const usage = await t().app.inject({ method: "GET", url: "/api/v1/usage/stats", headers: bearer(user.token) });
        expect(usage.json().daily_usage.extractions, where).toBe(0);
        const batches = await t().app.inject({ method: "GET", url: "/api/v1/batch/", headers: bearer(user.token) });
        expect(batches.json(), where).toEqual([]);
      }
    }
  });

  it("still takes every valid selection, and all", async () => {
    const user = await registerUser(t().app);
    for (const pages of ["1", "1-", "all", " 1 - 1 "]) {
      const body = multipart({ name: "a.pdf", data: tinyPdf() }, { pages });
      const response = await t().app.inject({
        method: "POST",
        url: "/api/v1/pdf/extract-info",
        headers: { ...bearer(user.token), ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode, pages).toBe(200);
      expect(response.json().table_count, pages).toBe(1);
    }
  });
});
