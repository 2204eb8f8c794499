import ExcelJS from "exceljs";
import { expect, it } from "vitest";
import { twoTablesPdf } from "@pdftab/engine/testing";
import { upload } from "../../test/extraction-helpers.js";
import { bearer, describeEachDatabase, registerUser } from "../../test/test-app.js";

const EXTRACT = "/api/v1/extract";
const PDF = twoTablesPdf();

describeEachDatabase("POST /extract and GET /download/{temp_id}", { env: { EXTRACTION_THREADS: "1" } }, (t) => {
  const newKey = async (token: string) =>
    (
      await t().app.inject({
        method: "POST",
        url: "/api/v1/api-keys",
        headers: bearer(token),
        payload: { name: "test" },
      })
    ).json().key as string;

  it("returns the xlsx for an API key, and the same result again by temp id in another format", async () => {
    const { token } = await registerUser(t().app);
    const key = await newKey(token);
    const response = await upload(t().app, EXTRACT, key, { name: "tables.pdf", data: PDF.bytes }, { format: "excel" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("spreadsheetml");
    expect(response.headers["content-disposition"]).toContain('filename="extracted_tables.xlsx"');
    expect(response.headers["ratelimit-limit"]).toBe("10");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.getWorksheet("p1 t1")!.getCell("B1").text).toBe("Played");

    const tempId = response.headers["x-temp-id"] as string;
    expect(new Date(response.headers["x-expires-at"] as string).getTime()).toBeGreaterThan(Date.now());
    const zipped = await t().app.inject({
      method: "GET",
      url: `/api/v1/download/${tempId}?format=csv`,
      headers: bearer(key),
    });
    expect(zipped.headers["content-disposition"]).toContain('filename="extracted_tables.zip"');
    const csv = await t().app.inject({
      method: "GET",
      url: `/api/v1/download/${tempId}?format=csv&csv_layout=single`,
      headers: bearer(key),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-disposition"]).toContain('filename="extracted_tables.csv"');
    expect(csv.body).toContain("Cedar Falls");

    // a refused format names the query parameter the client sent (`format`)
    for (const url of [`/api/v1/download/${tempId}`, `/api/v1/extractions/${tempId}/download`]) {
      const refused = await t().app.inject({ method: "GET", url: `${url}?format=docx`, headers: bearer(key) });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        code: "validation_failed",
        detail: 'format must be xlsx (or excel), csv or json, not "docx"',
      });
    }
  });

  it("answers JSON with ?response=json for a session token, with the tables and a download url", async () => {
    const { token } = await registerUser(t().app);
    const response = await upload(
      t().app,
      `${EXTRACT}?response=json`,
      token,
      { name: "tables.pdf", data: PDF.bytes },
      { pages: "1", method: "lattice" },
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const truth = PDF;
    expect(body).toMatchObject({
      filename: "tables.pdf",
      table_count: truth.tables.length,
      temp_id: body.extraction_id,
    });
    expect(body.download_url).toMatch(new RegExp(`/api/v1/download/${body.temp_id}$`));
    expect([...body.tables[0].header_rows, ...body.tables[0].data]).toEqual(truth.tables[0]!.cells);
    // session tokens count against the public API's limits too
    expect(response.headers["ratelimit-remaining"]).toMatch(/^\d+$/);
  });

  it("refuses format and export_format that disagree, and a field sent twice (422); one format under both is fine", async () => {
    const { token } = await registerUser(t().app);
    const key = await newKey(token);
    const pdf = { name: "t.pdf", data: PDF.bytes };
    const disagree = await upload(t().app, EXTRACT, key, pdf, { format: "csv", export_format: "json" });
    expect(disagree.statusCode).toBe(422);
    expect(disagree.json()).toEqual({
      code: "validation_failed",
      detail: "format and export_format disagree (csv, json): send one",
    });
    const twice = await upload(t().app, EXTRACT, key, pdf, [
      ["format", "csv"],
      ["format", "json"],
    ]);
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toEqual({ code: "validation_failed", detail: "format was sent more than once: send it once" });
    const agree = await upload(t().app, EXTRACT, key, pdf, { format: "json", export_format: "JSON" });
    expect(agree.statusCode).toBe(200);
    expect(agree.headers["content-disposition"]).toContain('filename="extracted_tables.json"');
  });

  it("keeps temp ids private, expiring, and refuses bad input with stable codes", async () => {
    const owner = await registerUser(t().app);
    const other = await registerUser(t().app);
    const body = (
      await upload(t().app, `${EXTRACT}?response=json`, owner.token, { name: "t.pdf", data: PDF.bytes })
    ).json();
    const foreign = await t().app.inject({
      method: "GET",
      url: `/api/v1/download/${body.temp_id}`,
      headers: bearer(other.token),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe("not_found");
    await t()
      .database.db.updateTable("extractions")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("id", "=", body.temp_id)
      .execute();
    const expired = await t().app.inject({
      method: "GET",
      url: `/api/v1/download/${body.temp_id}`,
      headers: bearer(owner.token),
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe("extraction_expired");

    const badFormat = await upload(
      t().app,
      EXTRACT,
      owner.token,
      { name: "t.pdf", data: PDF.bytes },
      { format: "docx" },
    );
    expect(badFormat.json()).toEqual({
      code: "validation_failed",
      detail: 'format must be excel, xlsx, csv or json, not "docx"',
    });
    const notPdf = await upload(t().app, EXTRACT, owner.token, {
      name: "t.pdf",
      data: Buffer.from("hello, not a pdf"),
    });
    expect(notPdf.statusCode).toBe(415);
    const noAuth = await t().app.inject({ method: "POST", url: EXTRACT });
    expect(noAuth.statusCode).toBe(401);
  });
});
