import { expect, it } from "vitest";
import { encryptPdf, upload } from "../../test/extraction-helpers.js";
import { cellText, ruledPagesPdf, TABLE_BOXES } from "../../test/ruled-pages.fixture.js";
import { bearer, describeEachDatabase, registerUser } from "../../test/test-app.js";

const BASE = "/api/v1/extractions";

type ResultTable = { page: number; headers: string[]; data: string[][] };

describeEachDatabase("POST /extractions/{id}/reextract", { env: { EXTRACTION_THREADS: "1" } }, (t) => {
  const get = (url: string, token: string) => t().app.inject({ method: "GET", url, headers: bearer(token) });
  const reextract = (id: string, token: string, payload: object) =>
    t().app.inject({ method: "POST", url: `${BASE}/${id}/reextract`, headers: bearer(token), payload });
  const result = async (id: string, token: string) =>
    (await get(`${BASE}/${id}/result`, token)).json() as {
      tables: ResultTable[];
      edited: boolean;
      table_count: number;
    };
  const extractFour = async (token: string, fields: Record<string, string> = {}) => {
    const response = await upload(
      t().app,
      "/api/v1/pdf/extract-info",
      token,
      { name: "four.pdf", data: ruledPagesPdf(4) },
      fields,
    );
    expect(response.statusCode).toBe(200);
    return response.json() as { extraction_id: string; tables: ResultTable[] };
  };
  /** The top-left cell of the full grid (header rows, when any, come first). */
  const firstCell = (table: ResultTable) => (table.headers.length > 0 ? table.headers : table.data[0]!)[0];
  const pagesOf = (tables: ResultTable[]) => tables.map((tb) => tb.page);

  it("re-reads only the page whose areas changed; the other pages keep their tables and the user's edits", async () => {
    const { token } = await registerUser(t().app);
    const info = await extractFour(token);
    const id = info.extraction_id;
    expect(pagesOf(info.tables)).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
    // edit a table on page 1 and one on page 4
    const edits = info.tables.map((tb) => ({ headers: tb.headers, data: tb.data.map((r) => [...r]) }));
    edits[0]!.data[0]![0] = "EDITED page 1";
    edits[7]!.data[0]![0] = "EDITED page 4";
    expect(
      (
        await t().app.inject({
          method: "PUT",
          url: `${BASE}/${id}/tables`,
          headers: bearer(token),
          payload: { tables: edits },
        })
      ).statusCode,
    ).toBe(200);

    const response = await reextract(id, token, { areas: { "2": [TABLE_BOXES.upper] } });
    expect(response.statusCode).toBe(200);
    const status = response.json();
    expect(status).toMatchObject({
      id,
      status: "completed",
      pages_total: 4,
      pages_done: 4,
      table_count: 7,
      edited: true,
      error: null,
    });
    expect(status.settings).toEqual({
      pages: null,
      method: "auto",
      stitch: false,
      areas: { "2": [TABLE_BOXES.upper] },
      columns: {},
      template_id: null,
    });
    expect((await get(`${BASE}/${id}`, token)).json()).toEqual(status);

    const after = await result(id, token);
    expect(pagesOf(after.tables)).toEqual([1, 1, 2, 3, 3, 4, 4]);
    expect(firstCell(after.tables[2]!)).toBe(cellText(2, "A", 0, 0)); // page 2: only the table inside the area
    expect(after.tables[0]!.data[0]![0]).toBe("EDITED page 1");
    expect(after.tables[6]!.data[0]![0]).toBe("EDITED page 4");
    expect(after.tables.slice(3, 5)).toEqual(
      info.tables.slice(4, 6).map((tb) => ({ ...tb, table_index: expect.any(Number) })),
    );
    expect(after.edited).toBe(true);

    // the area removed again: page 2 gets both tables back, the edits stay
    const cleared = await reextract(id, token, { areas: null });
    expect(cleared.json().settings.areas).toEqual({});
    const back = await result(id, token);
    expect(pagesOf(back.tables)).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
    expect(back.tables[0]!.data[0]![0]).toBe("EDITED page 1");
  });

  it("an area's own method and header rows change only its page, and show in settings", async () => {
    const { token } = await registerUser(t().app);
    const info = await extractFour(token);
    const id = info.extraction_id;
    const edits = info.tables.map((tb) => ({ headers: tb.headers, data: tb.data.map((r) => [...r]) }));
    edits[0]!.data[0]![0] = "EDITED page 1";
    expect(
      (
        await t().app.inject({
          method: "PUT",
          url: `${BASE}/${id}/tables`,
          headers: bearer(token),
          payload: { tables: edits },
        })
      ).statusCode,
    ).toBe(200);

    // These ruled tables have no detected header row; the upper area says it has one.
    expect(info.tables.filter((tb) => tb.page === 2).map((tb) => [tb.headers.length, tb.data.length])).toEqual([
      [0, 4],
      [0, 4],
    ]);
    const oneHeader = { box: TABLE_BOXES.upper, header_rows: 1 };
    const first = await reextract(id, token, { areas: { "2": [oneHeader, TABLE_BOXES.lower] } });
    expect(first.statusCode).toBe(200);
    expect(first.json().settings.areas).toEqual({ "2": [oneHeader, TABLE_BOXES.lower] });
    const page2 = (await result(id, token)).tables.filter((tb) => tb.page === 2);
    expect(page2.map((tb) => [tb.headers.length, tb.data.length])).toEqual([
      [3, 3],
      [0, 4],
    ]);
    expect(page2[0]!.headers[0]).toBe(cellText(2, "A", 0, 0));

    // Only the area's header rows change: the page is read again with them.
    const twoHeaders = { box: TABLE_BOXES.upper, header_rows: 2, method: "lattice" };
    const second = await reextract(id, token, { areas: { "2": [twoHeaders, TABLE_BOXES.lower] } });
    expect(second.json().settings.areas).toEqual({ "2": [twoHeaders, TABLE_BOXES.lower] });
    const after = await result(id, token);
    const upper = after.tables.find((tb) => tb.page === 2)!;
    expect(upper.data).toHaveLength(2);
    expect(after.tables[0]!.data[0]![0]).toBe("EDITED page 1");

    const bad = await reextract(id, token, { areas: { "2": [{ box: TABLE_BOXES.upper, header_rows: -1 }] } });
    expect([bad.statusCode, bad.json().code, bad.json().detail.startsWith('areas["2"][0].header_rows: ')]).toEqual([
      422,
      "invalid_areas",
      true,
    ]);
  });

  it("pages is the extraction's selection: pages leaving it lose their tables, pages joining it are read; a method change re-reads all", async () => {
    const { token } = await registerUser(t().app);
    const info = await extractFour(token, { pages: "1-2" });
    const id = info.extraction_id;
    expect(pagesOf(info.tables)).toEqual([1, 1, 2, 2]);
    const edits = info.tables.map((tb) => ({ headers: tb.headers, data: tb.data }));
    edits[0]!.data[0]![0] = "EDITED";
    await t().app.inject({
      method: "PUT",
      url: `${BASE}/${id}/tables`,
      headers: bearer(token),
      payload: { tables: edits },
    });

    const moved = await reextract(id, token, { pages: "2-3" });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ pages_total: 2, pages_done: 2, table_count: 4, settings: { pages: "2-3" } });
    expect(pagesOf((await result(id, token)).tables)).toEqual([2, 2, 3, 3]);

    const again = await reextract(id, token, { pages: "1-3" });
    const tables = (await result(id, token)).tables;
    expect(again.json().table_count).toBe(6);
    expect(firstCell(tables[0]!)).toBe(cellText(1, "A", 0, 0)); // page 1 read afresh: the old edit left with it

    await t().app.inject({
      method: "PUT",
      url: `${BASE}/${id}/tables`,
      headers: bearer(token),
      payload: {
        tables: tables.map((tb, i) => ({
          headers: tb.headers,
          data: i === 4 ? [["X"], ...tb.data.slice(1)] : tb.data,
        })),
      },
    });
    const lattice = await reextract(id, token, { method: "lattice" });
    expect(lattice.json()).toMatchObject({ edited: false, settings: { method: "lattice", pages: "1-3" } });
    expect(firstCell((await result(id, token)).tables[4]!)).toBe(cellText(3, "A", 0, 0));
  });

  it("applies a template (its pages and method) and lets explicit fields win", async () => {
    const { token } = await registerUser(t().app);
    const template = (
      await t().app.inject({
        method: "POST",
        url: "/api/v1/templates",
        headers: bearer(token),
        payload: { name: "first pages", pages: "1-2", method: "lattice" },
      })
    ).json();
    const info = await extractFour(token);
    const withTemplate = await reextract(info.extraction_id, token, { template_id: template.id });
    expect(withTemplate.statusCode).toBe(200);
    expect(withTemplate.json().settings).toEqual({
      pages: "1-2",
      method: "lattice",
      stitch: false,
      areas: {},
      columns: {},
      template_id: template.id,
    });
    expect(pagesOf((await result(info.extraction_id, token)).tables)).toEqual([1, 1, 2, 2]);

    const explicit = await reextract(info.extraction_id, token, { pages: "4" });
    expect(explicit.json().settings).toMatchObject({ pages: "4", template_id: template.id });
    expect(pagesOf((await result(info.extraction_id, token)).tables)).toEqual([4, 4]);

    const removed = await reextract(info.extraction_id, token, { template_id: null, pages: null });
    expect(removed.json().settings).toEqual({
      pages: null,
      method: "auto",
      stitch: false,
      areas: {},
      columns: {},
      template_id: null,
    });
    expect(removed.json().table_count).toBe(8);
  });

  it("a template's areas apply on every page they name; explicit areas replace them on their page", async () => {
    const { token } = await registerUser(t().app);
    const template = (
      await t().app.inject({
        method: "POST",
        url: "/api/v1/templates",
        headers: bearer(token),
        payload: { name: "upper", areas: [{ page: "all", box: TABLE_BOXES.upper }] },
      })
    ).json();
    const response = await upload(
      t().app,
      "/api/v1/pdf/extract-info",
      token,
      { name: "four.pdf", data: ruledPagesPdf(4) },
      { template_id: template.id, areas: JSON.stringify({ "3": [TABLE_BOXES.lower] }) },
    );
    expect(response.statusCode).toBe(200);
    const tables = response.json().tables as ResultTable[];
    expect(tables.map((tb) => [tb.page, firstCell(tb)])).toEqual([
      [1, cellText(1, "A", 0, 0)],
      [2, cellText(2, "A", 0, 0)],
      [3, cellText(3, "B", 0, 0)],
      [4, cellText(4, "A", 0, 0)],
    ]);
    // the extraction keeps its copy: editing the template changes nothing until it is applied again
    await t().app.inject({
      method: "PUT",
      url: `/api/v1/templates/${template.id}`,
      headers: bearer(token),
      payload: { name: "lower", areas: [{ page: "all", box: TABLE_BOXES.lower }] },
    });
    const id = response.json().extraction_id;
    await reextract(id, token, { areas: null });
    expect((await result(id, token)).tables.map(firstCell)).toEqual([1, 2, 3, 4].map((p) => cellText(p, "A", 0, 0)));
    await reextract(id, token, { template_id: template.id });
    expect((await result(id, token)).tables.map(firstCell)).toEqual([1, 2, 3, 4].map((p) => cellText(p, "B", 0, 0)));
  });

  it("a re-extraction cut short by a stopped server goes back to the tables it started from", async () => {
    const { token } = await registerUser(t().app);
    const { extraction_id: id } = await extractFour(token);
    const longAgo = new Date(Date.now() - 24 * 3600_000);
    await t()
      .database.db.updateTable("extractions")
      .set({ status: "processing", run_started_at: longAgo, pages_done: 0, pages_total: 1 })
      .where("id", "=", id)
      .execute();
    const state = (await get(`${BASE}/${id}`, token)).json();
    expect(state).toMatchObject({ status: "completed", table_count: 8, error_code: null });
    expect((await result(id, token)).table_count).toBe(8);
  });

  it("refuses bad fields, boxes off the page and unknown templates, naming the field; nothing changes", async () => {
    const { token } = await registerUser(t().app);
    const other = await registerUser(t().app);
    const foreign = (
      await t().app.inject({
        method: "POST",
        url: "/api/v1/templates",
        headers: bearer(other.token),
        payload: { name: "theirs" },
      })
    ).json();
    const { extraction_id: id } = await extractFour(token);
    const cases: [object, number, string, string][] = [
      [{ areas: { "2": [[10, 10, 5, 50]] } }, 422, "invalid_areas", 'areas["2"][0]: '],
      [{ areas: { "2": [[10, 10, 700, 50]] } }, 422, "invalid_areas", 'areas["2"][0]: '],
      [{ areas: { "9": [[10, 10, 100, 50]] } }, 422, "invalid_areas", 'areas["9"]: '],
      [{ columns: { "1": [100, "x"] } }, 422, "invalid_columns", 'columns["1"][1]: '],
      [{ columns: { "1": [900] } }, 422, "invalid_columns", 'columns["1"][0]: '],
      [{ template_id: foreign.id }, 404, "not_found", "template_id: Template was not found"],
      [{ template_id: "nope" }, 422, "validation_failed", "template_id: "],
      [{ pages: "3-1" }, 422, "validation_failed", "pages: "],
      [{ pages: "7" }, 422, "page_out_of_range", "Page 7"],
      [{ method: "ocr" }, 422, "validation_failed", "method: "],
      [{ colums: {} }, 422, "validation_failed", "colums: "],
    ];
    for (const [payload, status, code, detail] of cases) {
      const response = await reextract(id, token, payload);
      expect([JSON.stringify(payload), response.statusCode, response.json().code]).toEqual([
        JSON.stringify(payload),
        status,
        code,
      ]);
      expect(response.json().detail.startsWith(detail)).toBe(true);
    }
    const state = (await get(`${BASE}/${id}`, token)).json();
    expect(state).toMatchObject({
      status: "completed",
      table_count: 8,
      settings: { areas: {}, columns: {}, template_id: null },
    });
  });

  it("refuses areas or columns nested thousands of levels deep with 422, not a 500", async () => {
    const { token } = await registerUser(t().app);
    const { extraction_id: id } = await extractFour(token);
    const deep = "[".repeat(200_000) + "]".repeat(200_000);
    for (const [field, code] of [
      ["areas", "invalid_areas"],
      ["columns", "invalid_columns"],
    ]) {
      const response = await t().app.inject({
        method: "POST",
        url: `${BASE}/${id}/reextract`,
        headers: { ...bearer(token), "content-type": "application/json" },
        payload: `{"${field}": {"1": ${deep}}}`,
      });
      expect([field, response.statusCode, response.json().code]).toEqual([field, 422, code]);
      expect(response.json().detail).toMatch(new RegExp(`^${field}: nested too deeply`));
    }
    expect((await get(`${BASE}/${id}`, token)).json()).toMatchObject({ status: "completed", table_count: 8 });
  });

  it("answers 404 for another user's extraction, 409 while one runs, 410 once expired", async () => {
    const { token } = await registerUser(t().app);
    const other = await registerUser(t().app);
    const { extraction_id: id } = await extractFour(token);
    const foreign = await reextract(id, other.token, { pages: "1" });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe("not_found");
    expect((await reextract("not-a-uuid", token, {})).statusCode).toBe(404);

    const { db } = t().database;
    await db
      .updateTable("extractions")
      .set({ status: "processing", run_started_at: new Date() })
      .where("id", "=", id)
      .execute();
    const busy = await reextract(id, token, { pages: "1" });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().code).toBe("extraction_processing");
    await db
      .updateTable("extractions")
      .set({ status: "completed", expires_at: new Date(Date.now() - 1000) })
      .where("id", "=", id)
      .execute();
    const expired = await reextract(id, token, { pages: "1" });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe("extraction_expired");
  });

  it("two re-extractions at once: one runs, the other gets 409", async () => {
    const { token } = await registerUser(t().app);
    // long enough that the first re-run is still going when the second arrives: four pages could
    // finish in between and both would rightly answer 200
    const first = await upload(t().app, "/api/v1/pdf/extract-info", token, {
      name: "long.pdf",
      data: ruledPagesPdf(120),
    });
    expect(first.statusCode).toBe(200);
    const id = first.json().extraction_id as string;
    const [a, b] = await Promise.all([
      reextract(id, token, { method: "stream" }),
      reextract(id, token, { method: "lattice" }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().code).toBe("extraction_processing");
  });

  it("needs the password again for an encrypted PDF (it is never stored)", async () => {
    const { token } = await registerUser(t().app);
    const locked = encryptPdf(ruledPagesPdf(2), "s3cret");
    const first = await upload(
      t().app,
      "/api/v1/pdf/extract-info",
      token,
      { name: "locked.pdf", data: locked },
      { password: "s3cret" },
    );
    expect(first.statusCode).toBe(200);
    const id = first.json().extraction_id;
    const without = await reextract(id, token, { areas: { "1": [TABLE_BOXES.upper] } });
    expect(without.statusCode).toBe(422);
    expect(without.json().code).toBe("password_required");
    const withPassword = await reextract(id, token, { areas: { "1": [TABLE_BOXES.upper] }, password: "s3cret" });
    expect(withPassword.statusCode).toBe(200);
    expect(withPassword.json().table_count).toBe(3);
    const row = await t()
      .database.db.selectFrom("extractions")
      .select("settings")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row.settings)).not.toContain("s3cret");
  });

  it("re-runs a failed extraction with corrected settings", async () => {
    const { token } = await registerUser(t().app);
    const failed = await upload(
      t().app,
      "/api/v1/pdf/extract-info",
      token,
      { name: "four.pdf", data: ruledPagesPdf(4) },
      { pages: "9" },
    );
    expect(failed.statusCode).toBe(422);
    const { items } = (await get(BASE, token)).json();
    const fixed = await reextract(items[0].id, token, { pages: "1" });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({
      status: "completed",
      error: null,
      error_code: null,
      table_count: 2,
      settings: { pages: "1" },
    });
  });

  it("an extraction deleted while it is re-extracted answers 404 not_found, not a 500", async () => {
    const { token } = await registerUser(t().app);
    const id = (await extractFour(token)).extraction_id;
    // a method change re-reads every page: long enough to delete the extraction while it runs
    const running = reextract(id, token, { method: "stream" });
    let status = "";
    for (let i = 0; i < 2000 && status !== "processing"; i++) {
      status = (await get(`${BASE}/${id}`, token)).json().status;
      if (status !== "processing") await new Promise((resolve) => setTimeout(resolve, 2));
    }
    expect(status).toBe("processing");
    const deleted = await t().app.inject({ method: "DELETE", url: `${BASE}/${id}`, headers: bearer(token) });
    expect(deleted.statusCode).toBe(200);
    const answer = await running;
    expect([answer.statusCode, answer.json()]).toEqual([
      404,
      { code: "not_found", detail: "Extraction was not found" },
    ]);
    expect((await get(`${BASE}/${id}`, token)).statusCode).toBe(404);
  });
});
