import ExcelJS from "exceljs";
import JSZip from "jszip";
import { expect, it } from "vitest";
import { ruledTablePdf } from "@pdftab/engine/testing";
import { pdfOfPages, upload } from "../../test/extraction-helpers.js";
import { bearer, describeEachDatabase, registerUser } from "../../test/test-app.js";

const BASE = "/api/v1/extractions";
/** A page of text and no table. */
const letter = () => pdfOfPages(["BT /F1 11 Tf 72 720 Td (Dear customer, thank you for your letter.) Tj ET"]);

describeEachDatabase("downloads of results without table rows", {}, (t) => {
  const get = (url: string, token: string) => t().app.inject({ method: "GET", url, headers: bearer(token) });

  it("answers a CSV that says there is no table, and a JSON and a workbook that read back", async () => {
    const { token } = await registerUser(t().app);
    const made = await upload(t().app, "/api/v1/pdf/extract-info", token, { name: "letter.pdf", data: letter() });
    expect(made.json()).toMatchObject({ table_count: 0 });
    const id = made.json().extraction_id as string;

    const csv = await get(`${BASE}/${id}/download?format=csv`, token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-disposition"]).toContain('filename="letter_tables.csv"');
    expect(csv.body).toBe("# No tables found\r\n");
    const direct = await upload(
      t().app,
      "/api/v1/pdf/extract",
      token,
      { name: "letter.pdf", data: letter() },
      {
        export_format: "csv",
      },
    );
    expect(direct.body).toBe("# No tables found\r\n");
    // the zip layout holds the same line, not an empty archive
    const zipped = await get(`${BASE}/${id}/download?format=csv&csv_layout=zip`, token);
    expect(zipped.headers["content-disposition"]).toContain('filename="letter_tables.zip"');
    const zip = await JSZip.loadAsync(zipped.rawPayload);
    expect(Object.keys(zip.files)).toEqual(["No tables found.csv"]);
    expect(await zip.file("No tables found.csv")!.async("string")).toBe(csv.body);

    const json = await get(`${BASE}/${id}/download?format=json`, token);
    expect(JSON.parse(json.body)).toMatchObject({ table_count: 0, method: "none", tables: [] });
    const xlsx = await get(`${BASE}/${id}/download?format=xlsx`, token);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload);
    expect(book.worksheets.map((s) => s.name)).toEqual(["Overview"]);
  });

  it("heads a lone table whose rows were all edited away instead of answering an empty file", async () => {
    const { token } = await registerUser(t().app);
    const made = await upload(t().app, "/api/v1/pdf/extract-info", token, {
      name: "ruled.pdf",
      data: ruledTablePdf().bytes,
    });
    expect(made.json().table_count).toBe(1);
    const id = made.json().extraction_id as string;
    const page = made.json().tables[0].page as number;
    const emptied = await t().app.inject({
      method: "PUT",
      url: `${BASE}/${id}/tables`,
      headers: bearer(token),
      payload: { tables: [{ headers: [], data: [] }] },
    });
    expect(emptied.statusCode).toBe(200);
    const csv = await get(`${BASE}/${id}/download?format=csv`, token);
    expect(csv.body).toBe(`# Table 1 (page ${page})\r\n`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await get(`${BASE}/${id}/download?format=xlsx`, token)).rawPayload);
    expect(book.worksheets[0]!.name).toBe("Overview");
    expect(JSON.parse((await get(`${BASE}/${id}/download?format=json`, token)).body)).toMatchObject({
      table_count: 1,
      statistics: { total_rows: 0 },
    });
  });
});
