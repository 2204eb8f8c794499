import { expect, it } from "vitest";
import { upload } from "../../test/extraction-helpers.js";
import { ruledPagesPdf } from "../../test/ruled-pages.fixture.js";
import { bearer, describeEachDatabase, registerUser } from "../../test/test-app.js";

const BASE = "/api/v1/extractions";

type Warning = { file_name: string; page: number; code: string; message: string };

/**
 * A template's pages past the document's end (docs/api.md, "Templates and how fields combine"):
 * a statement template made on a longer month reads the pages a shorter one has, first run and
 * re-extractions alike, and says which it could not.
 */
describeEachDatabase("a template's pages past the document's end", { env: { EXTRACTION_THREADS: "1" } }, (t) => {
  const get = (url: string, token: string) => t().app.inject({ method: "GET", url, headers: bearer(token) });
  const reextract = (id: string, token: string, payload: object) =>
    t().app.inject({ method: "POST", url: `${BASE}/${id}/reextract`, headers: bearer(token), payload });
  const createTemplate = async (token: string, pages: string) =>
    (
      await t().app.inject({
        method: "POST",
        url: "/api/v1/templates",
        headers: bearer(token),
        payload: { name: `statement pages ${pages}`, pages },
      })
    ).json() as { id: string };
  const warningsOf = async (id: string, token: string) =>
    ((await get(`${BASE}/${id}/result`, token)).json() as { warnings: Warning[] }).warnings;
  const pagesOf = async (id: string, token: string) =>
    ((await get(`${BASE}/${id}/result`, token)).json() as { tables: { page: number }[] }).tables.map((tb) => tb.page);
  const pastEnd: Warning = {
    file_name: "four.pdf",
    page: 3,
    code: "template_pages_past_end",
    message: "The template reads pages 3-6; this document has 4 page(s), so pages 5-6 were not read.",
  };

  it("reads the template's pages the document has and warns about the rest, on the first run and on re-extractions", async () => {
    const { token } = await registerUser(t().app);
    const template = await createTemplate(token, "3-6");
    const response = await upload(
      t().app,
      "/api/v1/pdf/extract-info",
      token,
      { name: "four.pdf", data: ruledPagesPdf(4) },
      { template_id: template.id },
    );
    expect(response.statusCode).toBe(200);
    const id = response.json().extraction_id as string;
    expect(response.json().warnings).toEqual([pastEnd]);
    expect(await pagesOf(id, token)).toEqual([3, 3, 4, 4]);
    // the counts shown to the user are the pages read, not the template's
    expect((await get(`${BASE}/${id}`, token)).json()).toMatchObject({
      status: "completed",
      page_count: 4,
      pages_total: 2,
      pages_done: 2,
      settings: { pages: "3-6", template_id: template.id },
    });

    // one page's method changes: only that page is read again, the warning stays, once
    const onePage = await reextract(id, token, { areas: { "4": [{ box: [0, 0, 612, 792], method: "lattice" }] } });
    expect(onePage.statusCode).toBe(200);
    expect(onePage.json()).toMatchObject({ status: "completed", pages_total: 2, pages_done: 2 });
    expect(await warningsOf(id, token)).toEqual([pastEnd]);

    // a new method re-reads every page (asked by number, so the engine itself does not warn): still said, once
    const allPages = await reextract(id, token, { method: "stream", areas: null });
    expect(allPages.statusCode).toBe(200);
    expect(await pagesOf(id, token)).toEqual([3, 3, 4, 4]);
    expect(await warningsOf(id, token)).toEqual([pastEnd]);

    // pages given with the request are the user's own: none past the end, nothing to report
    const asked = await reextract(id, token, { pages: "4" });
    expect(asked.statusCode).toBe(200);
    expect(await warningsOf(id, token)).toEqual([]);
    // past the end: refused as always, the extraction unchanged
    const refused = await reextract(id, token, { pages: "3-6" });
    expect([refused.statusCode, refused.json().code, refused.json().detail]).toEqual([
      422,
      "page_out_of_range",
      "Page 6 is out of range; the document has 4 page(s).",
    ]);
    expect(await pagesOf(id, token)).toEqual([4, 4]);

    // back to the template's pages
    const back = await reextract(id, token, { pages: null });
    expect(back.statusCode).toBe(200);
    expect(await pagesOf(id, token)).toEqual([3, 3, 4, 4]);
    expect(await warningsOf(id, token)).toEqual([pastEnd]);
  });

  it("still refuses the file when none of the template's pages exist, on upload and on re-extraction", async () => {
    const { token } = await registerUser(t().app);
    const beyond = await createTemplate(token, "5-6");
    const refused = await upload(
      t().app,
      "/api/v1/pdf/extract-info",
      token,
      { name: "four.pdf", data: ruledPagesPdf(4) },
      { template_id: beyond.id },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: "page_out_of_range",
      detail: expect.stringMatching(/^The template reads pages 5-6, past the end of this document, which has 4 page/),
    });
    const plain = await upload(t().app, "/api/v1/pdf/extract-info", token, {
      name: "four.pdf",
      data: ruledPagesPdf(4),
    });
    const rerun = await reextract(plain.json().extraction_id, token, { template_id: beyond.id });
    expect([rerun.statusCode, rerun.json().code]).toEqual([422, "page_out_of_range"]);
  });
});
