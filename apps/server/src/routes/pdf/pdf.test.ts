import { readdir } from "node:fs/promises";
import path from "node:path";
import ExcelJS from "exceljs";
import { expect, it } from "vitest";
import { longLedgerPdf, twoTablesPdf } from "@pdftab/engine/testing";
import { setPlan } from "../../admin/set-plan.js";
import { applyPlanOverrides } from "../../plans/plans-repository.js";
import { encryptPdf, upload } from "../../test/extraction-helpers.js";
import { bearer, describeEachDatabase, registerUser } from "../../test/test-app.js";

const INFO = "/api/v1/pdf/extract-info";
const EXTRACT = "/api/v1/pdf/extract";
const MB = 1024 * 1024;

describeEachDatabase("POST /pdf/extract-info and /pdf/extract", { env: { EXTRACTION_THREADS: "1" } }, (t) => {
  it("returns the tables of a PDF in the extraction response shape", async () => {
    const { token } = await registerUser(t().app);
    const response = await upload(t().app, INFO, token, { name: "multiple_tables.pdf", data: twoTablesPdf().bytes });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      filename: "multiple_tables.pdf",
      table_count: 2,
      method: "lattice",
      edited: false,
      page_errors: [],
    });
    expect(body.extraction_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.statistics.average_confidence).toBeGreaterThan(0.5);
    const truth = twoTablesPdf();
    expect(body.tables).toHaveLength(truth.tables.length);
    for (const [i, table] of (
      body.tables as {
        page: number;
        headers: string[];
        header_rows: string[][];
        data: string[][];
        confidence: number;
        method: string;
        bbox: object;
      }[]
    ).entries()) {
      expect(table.page).toBe(truth.tables[i]!.page);
      expect([...table.header_rows, ...table.data]).toEqual(truth.tables[i]!.cells);
      expect(table.confidence).toBeGreaterThan(0);
      expect(table.bbox).toMatchObject({ x0: expect.any(Number), y1: expect.any(Number) });
    }
    expect(body.statistics.total_rows).toBe(
      (body.tables as { data: unknown[] }[]).reduce((n, tb) => n + tb.data.length, 0),
    );
    // recorded in the history
    const item = (
      await t().app.inject({ method: "GET", url: `/api/v1/extractions/${body.extraction_id}`, headers: bearer(token) })
    ).json();
    expect(item).toMatchObject({
      status: "completed",
      table_count: 2,
      pages_done: 1,
      pages_total: 1,
      extraction_method: "lattice",
    });
  });

  it("counts each extraction in today's usage", async () => {
    const { token } = await registerUser(t().app);
    const usage = async () =>
      (await t().app.inject({ method: "GET", url: "/api/v1/auth/subscription", headers: bearer(token) })).json()
        .usage_current;
    expect(await usage()).toBe(0);
    const response = await upload(t().app, INFO, token, { name: "multiple_tables.pdf", data: twoTablesPdf().bytes });
    expect(response.statusCode).toBe(200);
    expect(await usage()).toBe(1);
  });

  it("returns an xlsx that exceljs reads back", async () => {
    const { token } = await registerUser(t().app);
    const response = await upload(
      t().app,
      EXTRACT,
      token,
      { name: "multiple_tables.pdf", data: twoTablesPdf().bytes },
      { export_format: "excel", include_stats: "true" },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("spreadsheetml");
    expect(response.headers["content-disposition"]).toContain('filename="extracted_tables.xlsx"');
    expect(response.headers["x-extraction-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const names = workbook.worksheets.map((w) => w.name);
    expect(names).toContain("Statistics");
    const first = workbook.getWorksheet("p1 t1")!;
    expect(first.getCell("B1").text).toBe("Played");
    expect(first.getCell("A4").text).toBe("Owls");
  });

  it("gives csv and json too, and refuses an unknown format before extracting", async () => {
    const { token } = await registerUser(t().app);
    const pdf = twoTablesPdf().bytes;
    // two tables: a zip of one CSV each by default, one file when asked
    const zipped = await upload(t().app, EXTRACT, token, { name: "a.pdf", data: pdf }, { export_format: "csv" });
    expect(zipped.headers["content-disposition"]).toContain('filename="extracted_tables.zip"');
    expect(zipped.headers["content-type"]).toBe("application/zip");
    const csv = await upload(
      t().app,
      EXTRACT,
      token,
      { name: "a.pdf", data: pdf },
      { export_format: "csv", csv_layout: "single" },
    );
    expect(csv.headers["content-disposition"]).toContain('filename="extracted_tables.csv"');
    expect(csv.body).toContain("Cedar Falls");
    const bad = await upload(t().app, EXTRACT, token, { name: "a.pdf", data: pdf }, { export_format: "docx" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      code: "validation_failed",
      detail: 'export_format must be xlsx (or excel), csv or json, not "docx"',
    });
    // `format` is accepted too, and named when it is the one refused
    const badFormat = await upload(t().app, EXTRACT, token, { name: "a.pdf", data: pdf }, { format: "docx" });
    expect(badFormat.json()).toEqual({
      code: "validation_failed",
      detail: 'format must be xlsx (or excel), csv or json, not "docx"',
    });
  });

  it("refuses a read field sent twice and format and export_format that disagree, naming them (422)", async () => {
    const { token } = await registerUser(t().app);
    const pdf = { name: "a.pdf", data: twoTablesPdf().bytes };
    const history = async () =>
      (await t().app.inject({ method: "GET", url: "/api/v1/extractions", headers: bearer(token) })).json().items;
    const twice = await upload(t().app, EXTRACT, token, pdf, [
      ["pages", "1"],
      ["pages", "2"],
    ]);
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toEqual({ code: "validation_failed", detail: "pages was sent more than once: send it once" });
    // the same on the JSON upload, even when both copies say the same
    const same = await upload(t().app, INFO, token, pdf, [
      ["method", "lattice"],
      ["method", "lattice"],
    ]);
    expect(same.json()).toEqual({ code: "validation_failed", detail: "method was sent more than once: send it once" });
    const disagree = await upload(t().app, EXTRACT, token, pdf, { format: "xlsx", export_format: "csv" });
    expect(disagree.statusCode).toBe(422);
    expect(disagree.json()).toEqual({
      code: "validation_failed",
      detail: "format and export_format disagree (xlsx, csv): send one",
    });
    expect(await history()).toEqual([]);
    // one format under both names is fine, and a field the server does not read is still ignored, however often
    const agree = await upload(t().app, EXTRACT, token, pdf, [
      ["format", "excel"],
      ["export_format", "xlsx"],
      ["note", "a"],
      ["note", "b"],
    ]);
    expect(agree.statusCode).toBe(200);
    expect(agree.headers["content-disposition"]).toContain('filename="extracted_tables.xlsx"');
  });

  it("refuses a file over the free plan's 10 MB while streaming it, and stores nothing", async () => {
    const { token } = await registerUser(t().app);
    const big = Buffer.alloc(10 * MB + 512 * 1024, 0x20);
    big.write("%PDF-1.7\n");
    const storedFiles = async () =>
      (
        await readdir(path.join(t().config.dataDir, "files"), { recursive: true, withFileTypes: true }).catch(() => [])
      ).filter((e) => e.isFile()).length;
    const before = await storedFiles();
    const response = await upload(t().app, INFO, token, { name: "big.pdf", data: big });
    expect(await storedFiles()).toBe(before);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: "file_too_large",
      detail: "File is larger than 10 MB, the most the Free plan accepts per file",
    });
    const history = (
      await t().app.inject({ method: "GET", url: "/api/v1/extractions", headers: bearer(token) })
    ).json();
    expect(history.items).toEqual([]);
  });

  it("follows the user's plan for size and daily limits (429 with Retry-After until midnight UTC)", async () => {
    const { token, email } = await registerUser(t().app);
    await applyPlanOverrides(t().database.db, {
      tiny: {
        name: "Tiny",
        max_file_bytes: 100 * 1024,
        files_per_batch: 1,
        extractions_per_day: 1,
        api_calls_per_day: 1,
        requests_per_minute: 10,
      },
    });
    await setPlan(t().database.db, email, "tiny");
    const tooBig = await upload(t().app, INFO, token, { name: "ledger.pdf", data: longLedgerPdf().bytes });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().detail).toBe("File is larger than 100 KB, the most the Tiny plan accepts per file");
    const pdf = twoTablesPdf().bytes;
    expect((await upload(t().app, INFO, token, { name: "a.pdf", data: pdf })).statusCode).toBe(200);
    const limited = await upload(t().app, INFO, token, { name: "a.pdf", data: pdf });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: "daily_limit_reached",
      detail: "You have used all 1 extractions of the Tiny plan for today. The limit resets at midnight UTC.",
    });
    const retryAfter = Number(limited.headers["retry-after"]);
    const now = new Date();
    const expected = (Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime()) / 1000;
    expect(Math.abs(retryAfter - expected)).toBeLessThan(5);
  });

  it("refuses what is not a PDF with 415 and records it as failed", async () => {
    const { token } = await registerUser(t().app);
    const response = await upload(t().app, INFO, token, {
      name: "notes.pdf",
      data: Buffer.from("these are not the bytes of a PDF"),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ code: "unsupported_media_type", detail: "Please upload a valid PDF file" });
    const history = (
      await t().app.inject({ method: "GET", url: "/api/v1/extractions", headers: bearer(token) })
    ).json();
    expect(history.items).toMatchObject([
      { filename: "notes.pdf", status: "failed", error: "Please upload a valid PDF file" },
    ]);
  });

  it("says an empty (0-byte) upload is empty, as the CLI says it, with the code of any file that is not a PDF", async () => {
    const { token } = await registerUser(t().app);
    const response = await upload(t().app, INFO, token, { name: "copy.pdf", data: Buffer.alloc(0) });
    expect(response.statusCode).toBe(415);
    const detail = "The file is empty (0 bytes), so it is not a PDF.";
    expect(response.json()).toEqual({ code: "unsupported_media_type", detail });
    const history = (
      await t().app.inject({ method: "GET", url: "/api/v1/extractions", headers: bearer(token) })
    ).json();
    expect(history.items).toMatchObject([{ filename: "copy.pdf", status: "failed", error: detail }]);
  });

  it("answers a damaged PDF with 422 damaged_pdf or not_a_pdf", async () => {
    const { token } = await registerUser(t().app);
    const response = await upload(t().app, INFO, token, {
      name: "broken.pdf",
      data: Buffer.from("%PDF-1.7\nthen nothing but noise\n"),
    });
    expect(response.statusCode).toBe(422);
    expect(["damaged_pdf", "not_a_pdf", "no_pages"]).toContain(response.json().code);
  });

  it("asks for the password of an encrypted PDF, then extracts with it", async () => {
    const { token } = await registerUser(t().app);
    const locked = encryptPdf(twoTablesPdf().bytes, "open-sesame");
    const noPassword = await upload(t().app, INFO, token, { name: "locked.pdf", data: locked });
    expect(noPassword.statusCode).toBe(422);
    expect(noPassword.json().code).toBe("password_required");
    const wrong = await upload(t().app, INFO, token, { name: "locked.pdf", data: locked }, { password: "nope" });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe("wrong_password");
    const right = await upload(t().app, INFO, token, { name: "locked.pdf", data: locked }, { password: "open-sesame" });
    expect(right.statusCode).toBe(200);
    expect(right.json().table_count).toBe(2);
    const history = (
      await t().app.inject({ method: "GET", url: "/api/v1/extractions?status=failed", headers: bearer(token) })
    ).json();
    expect(history.items.map((i: { status: string }) => i.status)).toEqual(["failed", "failed"]);
  });

  it("checks fields and the request form", async () => {
    const { token } = await registerUser(t().app);
    const pdf = twoTablesPdf().bytes;
    const method = await upload(t().app, INFO, token, { name: "a.pdf", data: pdf }, { method: "magic" });
    expect(method.json()).toEqual({
      code: "validation_failed",
      detail: 'method must be auto, lattice or stream, not "magic"',
    });
    const pages = await upload(t().app, INFO, token, { name: "a.pdf", data: pdf }, { pages: "3" });
    expect(pages.statusCode).toBe(422);
    expect(pages.json().code).toBe("page_out_of_range");
    const noFile = await upload(t().app, INFO, token, undefined, { method: "auto" });
    expect(noFile.json()).toEqual({
      code: "file_required",
      detail: 'Choose a PDF file to upload (multipart field "file")',
    });
    const json = await t().app.inject({ method: "POST", url: INFO, headers: bearer(token), payload: { file: "x" } });
    expect(json.statusCode).toBe(415);
    const anonymous = await t().app.inject({ method: "POST", url: INFO });
    expect(anonymous.statusCode).toBe(401);
  });
});
