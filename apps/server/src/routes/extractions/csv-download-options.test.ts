import JSZip from "jszip";
import { expect, it } from "vitest";
import { ruledTablePdf } from "@pdftab/engine/testing";
import { upload } from "../../test/extraction-helpers.js";
import { bearer, describeEachDatabase, registerUser } from "../../test/test-app.js";

describeEachDatabase("CSV downloads with delimiter= and bom=", { env: { EXTRACTION_THREADS: "1" } }, (t) => {
  const get = (url: string, token: string) => t().app.inject({ method: "GET", url, headers: bearer(token) });

  /** An extraction whose one table (edited) has cells holding a comma and a semicolon. */
  async function edited(): Promise<{ token: string; id: string }> {
    const { token } = await registerUser(t().app);
    const made = await upload(t().app, "/api/v1/pdf/extract-info", token, {
      name: "ruled.pdf",
      data: ruledTablePdf().bytes,
    });
    const id = made.json().extraction_id as string;
    const saved = await t().app.inject({
      method: "PUT",
      url: `/api/v1/extractions/${id}/tables`,
      headers: bearer(token),
      payload: { tables: [{ headers: ["Name", "Note"], data: [["a;b", "c,d"]] }] },
    });
    expect(saved.statusCode).toBe(200);
    return { token, id };
  }

  it("writes the delimiter and byte order mark asked for, quoting a field that holds the delimiter", async () => {
    const { token, id } = await edited();
    for (const url of [`/api/v1/download/${id}`, `/api/v1/extractions/${id}/download`]) {
      const plain = await get(`${url}?format=csv`, token);
      expect(plain.body).toBe('Name,Note\r\na;b,"c,d"\r\n');
      // the defaults spelt out are the same bytes
      const spelt = await get(`${url}?format=csv&delimiter=comma&bom=false`, token);
      expect(spelt.rawPayload.equals(plain.rawPayload)).toBe(true);
      const excel = await get(`${url}?format=csv&delimiter=semicolon&bom=true`, token);
      expect(excel.statusCode).toBe(200);
      expect(excel.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(excel.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      expect(excel.rawPayload.subarray(3).toString("utf8")).toBe('Name;Note\r\n"a;b";c,d\r\n');
      const tabs = await get(`${url}?format=csv&delimiter=tab`, token);
      expect(tabs.body).toBe("Name\tNote\r\na;b\tc,d\r\n");
    }
  });

  it("shapes every CSV of the zip layout, and leaves other formats as they were", async () => {
    const { token, id } = await edited();
    const zipped = await get(`/api/v1/download/${id}?format=csv&csv_layout=zip&delimiter=tab&bom=true`, token);
    const zip = await JSZip.loadAsync(zipped.rawPayload);
    expect(await zip.file("p1 t1.csv")!.async("string")).toBe("\uFEFFName\tNote\r\na;b\tc,d\r\n");
    const json = await get(`/api/v1/download/${id}?format=json`, token);
    const shaped = await get(`/api/v1/download/${id}?format=json&delimiter=semicolon&bom=true`, token);
    expect(shaped.body).toBe(json.body);
  });

  it("refuses a delimiter or bom it does not know with 422 validation_failed naming the parameter", async () => {
    const { token, id } = await edited();
    for (const url of [`/api/v1/download/${id}`, `/api/v1/extractions/${id}/download`]) {
      for (const method of ["GET", "HEAD"] as const) {
        const pipe = await t().app.inject({ method, url: `${url}?format=csv&delimiter=pipe`, headers: bearer(token) });
        expect(pipe.statusCode).toBe(422);
        if (method === "GET")
          expect(pipe.json()).toEqual({
            code: "validation_failed",
            detail: "delimiter must be comma, semicolon or tab",
          });
      }
      const bom = await get(`${url}?format=csv&bom=maybe`, token);
      expect(bom.statusCode).toBe(422);
      expect(bom.json()).toEqual({ code: "validation_failed", detail: 'bom must be true or false, not "maybe"' });
    }
  });
});
