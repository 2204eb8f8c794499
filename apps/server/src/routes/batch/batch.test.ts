import { readdir } from "node:fs/promises";
import path from "node:path";
import JSZip from "jszip";
import { expect, it } from "vitest";
import { encryptedPdf, multiPagePdf, spannedTablePdf, twoTablesPdf } from "@pdftab/engine/testing";
import { multipartFiles, type FormFields } from "../../test/multipart.js";
import { bearer, describeEachDatabase, registerUser, type TestApp } from "../../test/test-app.js";
import { batchSettledInHistory, listBatches } from "../../test/batch-history.js";

/** Pages of the file a cancel stops mid-way: five seconds or more at 600 to 900 pages a second. */
const LONG_PAGES = 4000;

const BASE = "/api/v1/batch";

/** A signed-in user on `plan`. */
async function userOn(t: TestApp, plan: string) {
  const user = await registerUser(t.app);
  await t.database.db.updateTable("users").set({ subscription_tier: plan }).where("id", "=", user.user.id).execute();
  return user;
}

describeEachDatabase("/batch: queued batches of PDFs", { env: { EXTRACTION_THREADS: "1" } }, (t) => {
  const post = (url: string, token: string, files: { name: string; data: Buffer }[], fields: FormFields = {}) => {
    const body = multipartFiles(
      files.map((f) => ({ field: "files", ...f })),
      fields,
    );
    return t().app.inject({
      method: "POST",
      url,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  };

  it("runs a 3-file batch: two PDFs succeed, the not-a-PDF fails alone with its reason; the zip holds both results", async () => {
    const { token } = await userOn(t(), "pro");
    const created = await post(
      "/api/v1/pdf/batch-extract",
      token,
      [
        { name: "multiple.pdf", data: twoTablesPdf().bytes },
        { name: "notes.pdf", data: Buffer.from("this is not a pdf") },
        { name: "ledger.pdf", data: multiPagePdf(5).bytes },
      ],
      { export_format: "csv", align_columns: "true" },
    );
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ total_files: 3 });
    const done = await batchSettledInHistory(t().app, token, created.json().batch_id);
    expect(done.status).toBe("completed");
    expect(done.progress).toMatchObject({
      total_files: 3,
      processed_files: 3,
      successful_files: 2,
      failed_files: 1,
      current_file: null,
    });
    expect(done.results.map((r: { filename: string; status: string }) => [r.filename, r.status])).toEqual([
      ["multiple.pdf", "completed"],
      ["notes.pdf", "failed"],
      ["ledger.pdf", "completed"],
    ]);
    expect(done.results[0].table_count).toBe(2);
    // the list answers without its trailing slash too, the same
    const bare = await t().app.inject({ method: "GET", url: BASE, headers: bearer(token) });
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).toEqual(await listBatches(t().app, token));
    expect(done.results[1]).toMatchObject({
      error: "Please upload a valid PDF file",
      error_code: "unsupported_media_type",
      table_count: 0,
    });

    const download = await t().app.inject({
      method: "GET",
      url: `${BASE}/${done.id}/download`,
      headers: bearer(token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/zip");
    // the name the web app saves it under (docs/product.md, Extraction), so curl -OJ gets the same
    expect(download.headers["content-disposition"]).toContain(`filename="batch_${done.id}_results.zip"`);
    const zip = await JSZip.loadAsync(download.rawPayload);
    expect(Object.keys(zip.files).sort()).toEqual(["batch_summary.csv", "combined.xlsx", "ledger.csv", "multiple.csv"]);
    // the summary says which file failed and why
    expect((await zip.file("batch_summary.csv")!.async("string")).split("\r\n")).toEqual([
      "file,status,tables,reason",
      "multiple.pdf,completed,2,",
      "notes.pdf,failed,0,Please upload a valid PDF file",
      `ledger.pdf,completed,${done.results[2].table_count},`,
      "",
    ]);
    expect((await zip.file("multiple.csv")!.async("string")).length).toBeGreaterThan(20);
    const workbook = await zip.file("combined.xlsx")!.async("uint8array");
    expect(Buffer.from(workbook.subarray(0, 2)).toString()).toBe("PK");
  });

  it("fails an encrypted PDF alone, saying to enter its password; its code stays password_required", async () => {
    const { token } = await userOn(t(), "pro");
    const created = await post("/api/v1/pdf/batch-extract", token, [
      { name: "locked.pdf", data: Buffer.from(encryptedPdf(twoTablesPdf(), "s3cret")) },
      { name: "open.pdf", data: twoTablesPdf().bytes },
    ]);
    expect(created.statusCode).toBe(200);
    const done = await batchSettledInHistory(t().app, token, created.json().batch_id);
    expect(done.status).toBe("completed");
    const reason = "This PDF is password-protected. Enter its password to extract its tables.";
    expect(done.results[0]).toMatchObject({
      filename: "locked.pdf",
      status: "failed",
      error_code: "password_required",
      error: reason,
    });
    const download = await t().app.inject({
      method: "GET",
      url: `${BASE}/${done.id}/download`,
      headers: bearer(token),
    });
    const summary = await (await JSZip.loadAsync(download.rawPayload)).file("batch_summary.csv")!.async("string");
    expect(summary.split("\r\n")[1]).toBe(`locked.pdf,failed,0,${reason}`);
  });

  it("says in the zip's summary when a completed file's extraction was deleted from the history since", async () => {
    const { token } = await userOn(t(), "pro");
    const created = await post(`${BASE}/create`, token, [
      { name: "kept.pdf", data: twoTablesPdf().bytes },
      { name: "deleted.pdf", data: twoTablesPdf().bytes },
    ]);
    const done = await batchSettledInHistory(t().app, token, created.json().batch_id);
    const { extraction_id } = await t()
      .database.db.selectFrom("batch_files")
      .select("extraction_id")
      .where("batch_id", "=", done.id)
      .where("filename", "=", "deleted.pdf")
      .executeTakeFirstOrThrow();
    const removed = await t().app.inject({
      method: "DELETE",
      url: `/api/v1/extractions/${extraction_id}`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(200);
    const download = await t().app.inject({
      method: "GET",
      url: `${BASE}/${done.id}/download`,
      headers: bearer(token),
    });
    const zip = await JSZip.loadAsync(download.rawPayload);
    expect(Object.keys(zip.files).sort()).toEqual(["batch_summary.csv", "kept.xlsx"]);
    expect((await zip.file("batch_summary.csv")!.async("string")).split("\r\n")).toEqual([
      "file,status,tables,reason",
      "kept.pdf,completed,2,",
      "deleted.pdf,completed,2,Its extraction was deleted from the history; its result is not in this zip",
      "",
    ]);
  });

  it("applies fill_gaps to each PDF's own file in the zip, not only to combined.xlsx", async () => {
    const { token } = await userOn(t(), "pro");
    const pdf = spannedTablePdf().bytes;
    const emptyCells = async (fields: Record<string, string>) => {
      const created = await post("/api/v1/pdf/batch-extract", token, [{ name: "spanned.pdf", data: pdf }], {
        export_format: "json",
        ...fields,
      });
      const done = await batchSettledInHistory(t().app, token, created.json().batch_id);
      const download = await t().app.inject({
        method: "GET",
        url: `${BASE}/${done.id}/download`,
        headers: bearer(token),
      });
      const json = JSON.parse(await (await JSZip.loadAsync(download.rawPayload)).file("spanned.json")!.async("string"));
      return (json.tables as { data: string[][] }[]).flatMap((table) => table.data.flat()).filter((cell) => cell === "")
        .length;
    };
    const asRead = await emptyCells({});
    expect(asRead).toBeGreaterThan(0);
    expect(await emptyCells({ fill_gaps: "true" })).toBeLessThan(asRead);
  });

  it("refuses batches on the free plan (403 plan_required) and too many files for the plan (413)", async () => {
    const free = await userOn(t(), "free");
    const refused = await post(`${BASE}/create`, free.token, [{ name: "a.pdf", data: twoTablesPdf().bytes }]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("plan_required");
    const pro = await userOn(t(), "pro");
    const limit = (
      await t()
        .database.db.selectFrom("plans")
        .select("files_per_batch")
        .where("id", "=", "pro")
        .executeTakeFirstOrThrow()
    ).files_per_batch;
    const tiny = Buffer.from("%PDF-1.4\n");
    const tooMany = await post(
      `${BASE}/create`,
      pro.token,
      Array.from({ length: limit + 1 }, (_, i) => ({ name: `f${i}.pdf`, data: tiny })),
    );
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json()).toMatchObject({
      code: "too_many_files",
      detail: `Your Pro plan allows up to ${limit} files per batch`,
    });
    expect(await listBatches(t().app, pro.token)).toEqual([]);
  });

  it("refuses a read field sent twice on either batch form (422), queueing nothing", async () => {
    const { token } = await userOn(t(), "pro");
    const files = [{ name: "a.pdf", data: twoTablesPdf().bytes }];
    for (const [url, field] of [
      [`${BASE}/create`, "format"],
      ["/api/v1/pdf/batch-extract", "export_format"],
    ] as const) {
      const twice = await post(url, token, files, [
        [field, "csv"],
        [field, "json"],
      ]);
      expect(twice.statusCode).toBe(422);
      expect(twice.json()).toEqual({
        code: "validation_failed",
        detail: `${field} was sent more than once: send it once`,
      });
    }
    expect(await listBatches(t().app, token)).toEqual([]);
  });

  it("counts every file against the daily extractions (429 daily_limit_reached, nothing queued)", async () => {
    await t().database.db.updateTable("plans").set({ extractions_per_day: 2 }).where("id", "=", "business").execute();
    const { token } = await userOn(t(), "business");
    const pdf = twoTablesPdf().bytes;
    const over = await post(
      `${BASE}/create`,
      token,
      [1, 2, 3].map((i) => ({ name: `p${i}.pdf`, data: pdf })),
    );
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe("daily_limit_reached");
    expect(await listBatches(t().app, token)).toEqual([]);
  });

  it("cancels: files not yet started end cancelled and the batch stays cancelled", async () => {
    const { token } = await userOn(t(), "pro");
    const pdf = multiPagePdf(5).bytes;
    const created = await post(
      `${BASE}/create`,
      token,
      Array.from({ length: 6 }, (_, i) => ({ name: `s${i}.pdf`, data: pdf })),
      { format: "json" },
    );
    const id = created.json().batch_id;
    const cancel = await t().app.inject({ method: "POST", url: `${BASE}/${id}/cancel`, headers: bearer(token) });
    expect(cancel.json()).toEqual({ success: true, status: "cancelled" });
    await new Promise((r) => setTimeout(r, 1500));
    const batch = (await listBatches(t().app, token)).find((b: { id: string }) => b.id === id);
    expect(batch.status).toBe("cancelled");
    const cancelled = batch.results.filter((r: { status: string }) => r.status === "cancelled").length;
    expect(cancelled).toBeGreaterThanOrEqual(4);
    expect(
      batch.results.filter((r: { status: string }) => r.status === "processing" || r.status === "pending"),
    ).toHaveLength(0);
  });

  it("cancel also stops the file under way before its last page: it ends cancelled, not failed, and is not counted", async () => {
    const { token } = await userOn(t(), "pro");
    // long enough that a warm worker cannot read it all before the cancel lands (see LONG_PAGES),
    // so a file that ends completed is a cancel that failed
    const ledger = multiPagePdf(LONG_PAGES, 6);
    const created = await post(
      `${BASE}/create`,
      token,
      [
        { name: "long.pdf", data: ledger.bytes },
        { name: "next.pdf", data: twoTablesPdf().bytes },
      ],
      { format: "json" },
    );
    const id = created.json().batch_id;
    // wait until the long file has read a page, so the cancel lands mid-file
    let progress: { current_file: string | null; current_pages: { done: number; total: number } | null } | undefined;
    for (
      let i = 0;
      i < 600 && !(progress?.current_file === "long.pdf" && progress.current_pages && progress.current_pages.done >= 1);
      i++
    ) {
      await new Promise((r) => setTimeout(r, 50));
      progress = (await listBatches(t().app, token)).find((b: { id: string }) => b.id === id).progress;
    }
    expect(progress).toMatchObject({ current_file: "long.pdf", current_pages: { total: LONG_PAGES } });
    const cancel = await t().app.inject({ method: "POST", url: `${BASE}/${id}/cancel`, headers: bearer(token) });
    expect(cancel.json()).toEqual({ success: true, status: "cancelled" });

    let batch;
    for (let i = 0; i < 300; i++) {
      batch = (await listBatches(t().app, token)).find((b: { id: string }) => b.id === id);
      if (batch.results[0].status !== "processing") break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(batch.status).toBe("cancelled");
    expect(batch.results[0]).toMatchObject({
      filename: "long.pdf",
      status: "cancelled",
      error_code: "cancelled",
      table_count: 0,
    });
    expect(batch.results[0].error).toMatch(
      new RegExp(
        `^The batch was cancelled while this file ran\\. The extraction was cancelled before page \\d+ \\(\\d+ of ${LONG_PAGES} pages read\\)\\.$`,
      ),
    );
    // the short file may have run beside it (and then counts as done); a cancelled file is never counted
    const completed = batch.results.filter((r: { status: string }) => r.status === "completed").length;
    expect(["cancelled", "completed"]).toContain(batch.results[1].status);
    expect(batch.progress).toMatchObject({
      processed_files: completed,
      successful_files: completed,
      failed_files: 0,
      current_file: null,
    });
    // its history row stopped before the last page
    const file = await t()
      .database.db.selectFrom("batch_files")
      .select("extraction_id")
      .where("batch_id", "=", id)
      .where("position", "=", 0)
      .executeTakeFirstOrThrow();
    const row = await t()
      .database.db.selectFrom("extractions")
      .select(["status", "error_code", "pages_done", "pages_total"])
      .where("id", "=", file.extraction_id!)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "failed", error_code: "cancelled" });
    expect(Number(row.pages_done)).toBeLessThan(LONG_PAGES);
  });

  it("deletes a batch but keeps the extractions it made in the history unless asked to delete them too", async () => {
    const owner = await userOn(t(), "pro");
    const history = async () =>
      (await t().app.inject({ method: "GET", url: "/api/v1/extractions", headers: bearer(owner.token) })).json();
    const historyNames = async () => {
      const answer = await history();
      return (answer.items as { filename: string }[]).map((row) => row.filename).sort();
    };
    const runBatch = async (names: string[]) => {
      const pdf = twoTablesPdf().bytes;
      const created = await post(
        `${BASE}/create`,
        owner.token,
        names.map((name) => ({ name, data: pdf })),
      );
      return (await batchSettledInHistory(t().app, owner.token, created.json().batch_id)).id as string;
    };
    const kept = await runBatch(["keep-a.pdf", "keep-b.pdf"]);
    // history rows say which batch they came from (and that they are not edited)
    const rows = (await history()).items as { filename: string; batch_id: string | null; edited: boolean }[];
    expect(rows.map((row) => [row.filename, row.batch_id, row.edited]).sort()).toEqual([
      ["keep-a.pdf", kept, false],
      ["keep-b.pdf", kept, false],
    ]);
    const keys = await t()
      .database.db.selectFrom("batch_files")
      .select("storage_key")
      .where("batch_id", "=", kept)
      .execute();
    const deleted = await t().app.inject({ method: "DELETE", url: `${BASE}/${kept}`, headers: bearer(owner.token) });
    expect(deleted.json()).toEqual({ success: true, id: kept, deleted_extractions: 0, kept_extractions: 2 });
    expect(await listBatches(t().app, owner.token)).toEqual([]);
    expect(await historyNames()).toEqual(["keep-a.pdf", "keep-b.pdf"]);
    expect(((await history()).items as { batch_id: string | null }[]).every((row) => row.batch_id === null)).toBe(true);
    // the kept extractions still have their PDF (page images need it)
    const stored = (await readdir(path.join(t().config.dataDir, "files"), { recursive: true })).join("\n");
    for (const { storage_key } of keys) expect(stored).toContain(storage_key);

    const gone = await runBatch(["gone.pdf"]);
    const asked = await t().app.inject({
      method: "DELETE",
      url: `${BASE}/${gone}?delete_extractions=true`,
      headers: bearer(owner.token),
    });
    expect(asked.json()).toEqual({ success: true, id: gone, deleted_extractions: 1, kept_extractions: 0 });
    expect(await historyNames()).toEqual(["keep-a.pdf", "keep-b.pdf"]);
  });

  it("hides a batch from other users (404) and deletes it with its files", async () => {
    const owner = await userOn(t(), "pro");
    const other = await userOn(t(), "pro");
    const created = await post(`${BASE}/create`, owner.token, [
      { name: "m.pdf", data: twoTablesPdf().bytes },
      { name: "x.pdf", data: Buffer.from("nope") },
    ]);
    const id = created.json().batch_id;
    await batchSettledInHistory(t().app, owner.token, id);
    for (const [method, url] of [
      ["GET", `${BASE}/${id}/download`],
      ["POST", `${BASE}/${id}/cancel`],
      ["DELETE", `${BASE}/${id}`],
    ] as const) {
      const response = await t().app.inject({ method, url, headers: bearer(other.token) });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe("not_found");
    }
    expect(await listBatches(t().app, other.token)).toEqual([]);
    const keys = await t()
      .database.db.selectFrom("batch_files")
      .select("storage_key")
      .where("batch_id", "=", id)
      .orderBy("position")
      .execute();
    const filesDir = path.join(t().config.dataDir, "files");
    expect((await readdir(filesDir, { recursive: true })).join("\n")).toContain(keys[0]!.storage_key);
    const deleted = await t().app.inject({
      method: "DELETE",
      url: `${BASE}/${id}?delete_extractions=true`,
      headers: bearer(owner.token),
    });
    expect(deleted.json()).toMatchObject({ success: true, id });
    expect(await listBatches(t().app, owner.token)).toEqual([]);
    expect(keys).toHaveLength(2);
    const stored = (await readdir(filesDir, { recursive: true })).join("\n");
    for (const { storage_key } of keys) expect(stored).not.toContain(storage_key);
    const rows = await t().database.db.selectFrom("extractions").select("id").where("filename", "=", "m.pdf").execute();
    expect(rows).toEqual([]);
    expect(
      (await t().app.inject({ method: "GET", url: `${BASE}/${id}/download`, headers: bearer(owner.token) })).statusCode,
    ).toBe(404);
  });
});
