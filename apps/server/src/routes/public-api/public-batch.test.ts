import JSZip from "jszip";
import { expect, it } from "vitest";
import { multiPagePdf, twoTablesPdf } from "@pdftab/engine/testing";
import { listBatches, untilBatchSettles } from "../../test/batch-history.js";
import { multipartFiles, type FormFields } from "../../test/multipart.js";
import { bearer, describeEachDatabase, registerUser, type TestApp } from "../../test/test-app.js";

/** A user on `plan` with an API key (the public API's usual credential). */
async function keyHolderOn(t: TestApp, plan: string) {
  const user = await registerUser(t.app);
  await t.database.db.updateTable("users").set({ subscription_tier: plan }).where("id", "=", user.user.id).execute();
  const key = await t.app.inject({
    method: "POST",
    url: "/api/v1/api-keys",
    headers: bearer(user.token),
    payload: { name: "batch script" },
  });
  return { ...user, key: key.json().key as string };
}

describeEachDatabase("POST /batch-extract and GET /status/{batch_id}", { env: { EXTRACTION_THREADS: "1" } }, (t) => {
  const start = async (key: string, files: { name: string; data: Buffer }[], fields: FormFields = {}) => {
    const body = multipartFiles(
      files.map((f) => ({ field: "files", ...f })),
      fields,
    );
    return t().app.inject({
      method: "POST",
      url: "/api/v1/batch-extract",
      headers: { ...bearer(key), ...body.headers },
      payload: body.payload,
    });
  };
  const status = (key: string, id: string) =>
    t().app.inject({ method: "GET", url: `/api/v1/status/${id}`, headers: bearer(key) });
  const waitDone = (key: string, id: string) => untilBatchSettles(async () => (await status(key, id)).json());

  it("runs a batch with an API key: status until completed, then the zip at download_url in the requested format", async () => {
    const { key } = await keyHolderOn(t(), "pro");
    const started = await start(
      key,
      [
        { name: "multiple.pdf", data: twoTablesPdf().bytes },
        { name: "ledger.pdf", data: multiPagePdf(5).bytes },
      ],
      { format: "json" },
    );
    expect(started.statusCode).toBe(200);
    expect(started.headers["ratelimit-limit"]).toBeDefined();
    const { batch_id, total_files, status_url } = started.json();
    expect(total_files).toBe(2);
    expect(status_url).toMatch(new RegExp(`/api/v1/status/${batch_id}$`));

    const done = await waitDone(key, batch_id);
    expect(done).toMatchObject({
      id: batch_id,
      status: "completed",
      format: "json",
      progress: { total_files: 2, processed_files: 2, successful_files: 2, failed_files: 0 },
    });
    expect(done.results.map((r: { table_count: number }) => r.table_count)).toEqual([2, expect.any(Number)]);
    expect(done.download_url).toMatch(new RegExp(`/api/v1/batch/${batch_id}/download$`));

    const zipped = await t().app.inject({
      method: "GET",
      url: new URL(done.download_url).pathname,
      headers: bearer(key),
    });
    expect(zipped.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(zipped.rawPayload);
    expect(Object.keys(zip.files).sort()).toEqual(["batch_summary.csv", "ledger.json", "multiple.json"]);
    expect(JSON.parse(await zip.file("multiple.json")!.async("string"))).toMatchObject({ table_count: 2 });
  });

  it("shows no download_url before completion, and refuses the Free plan (403 plan_required) and bad formats (422)", async () => {
    const free = await keyHolderOn(t(), "free");
    const refused = await start(free.key, [{ name: "a.pdf", data: twoTablesPdf().bytes }]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "plan_required" });

    const pro = await keyHolderOn(t(), "pro");
    const badFormat = await start(pro.key, [{ name: "a.pdf", data: twoTablesPdf().bytes }], { format: "docx" });
    expect(badFormat.statusCode).toBe(422);
    expect(badFormat.json()).toEqual({
      code: "validation_failed",
      detail: 'format must be xlsx (or excel), csv or json, not "docx"',
    });

    // a body that is not a form is told the batch's field name, `files`
    const notAForm = await t().app.inject({
      method: "POST",
      url: "/api/v1/batch-extract",
      headers: bearer(pro.key),
      payload: { files: ["a.pdf"] },
    });
    expect(notAForm.statusCode).toBe(415);
    expect(notAForm.json()).toEqual({
      code: "unsupported_media_type",
      detail: 'Send the PDFs as multipart/form-data, one part named "files" each',
    });

    const started = (
      await start(pro.key, [{ name: "a.pdf", data: twoTablesPdf().bytes }], { export_format: "csv" })
    ).json();
    const early = (await status(pro.key, started.batch_id)).json();
    if (early.status !== "completed") expect(early.download_url).toBeNull();
    expect((await waitDone(pro.key, started.batch_id)).format).toBe("csv");
  });

  it("refuses format and export_format that disagree, and a field sent twice (422), queueing nothing", async () => {
    const { key, token } = await keyHolderOn(t(), "pro");
    const files = [{ name: "a.pdf", data: twoTablesPdf().bytes }];
    const disagree = await start(key, files, { format: "json", export_format: "csv" });
    expect(disagree.statusCode).toBe(422);
    expect(disagree.json()).toEqual({
      code: "validation_failed",
      detail: "format and export_format disagree (json, csv): send one",
    });
    const twice = await start(key, files, [
      ["stitch", "true"],
      ["stitch", "false"],
    ]);
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toEqual({ code: "validation_failed", detail: "stitch was sent more than once: send it once" });
    expect(await listBatches(t().app, token)).toEqual([]);
    const agree = await start(key, files, { format: "xlsx", export_format: "excel" });
    expect(agree.statusCode).toBe(200);
    expect((await waitDone(key, agree.json().batch_id)).format).toBe("xlsx");
  });

  it("gives a cancelled batch whose files partly finished a download_url (their zip), and none when nothing finished", async () => {
    const { key } = await keyHolderOn(t(), "pro");
    const { batch_id } = (await start(key, [{ name: "a.pdf", data: twoTablesPdf().bytes }])).json();
    await waitDone(key, batch_id);
    // what a cancel leaves when the first file had finished before it (a live cancel races the worker)
    const cancelled = (successful: number) =>
      t()
        .database.db.updateTable("batches")
        .set({ status: "cancelled", successful_files: successful })
        .where("id", "=", batch_id)
        .execute();
    await cancelled(1);
    const partly = (await status(key, batch_id)).json();
    expect(partly).toMatchObject({ status: "cancelled", progress: { successful_files: 1 } });
    expect(partly.download_url).toMatch(new RegExp(`/api/v1/batch/${batch_id}/download$`));
    const zipped = await t().app.inject({
      method: "GET",
      url: new URL(partly.download_url).pathname,
      headers: bearer(key),
    });
    expect(Object.keys((await JSZip.loadAsync(zipped.rawPayload)).files).sort()).toEqual([
      "a.xlsx",
      "batch_summary.csv",
    ]);
    await cancelled(0);
    expect((await status(key, batch_id)).json().download_url).toBeNull();
  });

  it("answers 404 for another user's batch and for unknown or malformed ids, and 401 without credentials", async () => {
    const owner = await keyHolderOn(t(), "business");
    const { batch_id } = (await start(owner.key, [{ name: "a.pdf", data: twoTablesPdf().bytes }])).json();
    const stranger = await keyHolderOn(t(), "business");
    for (const id of [batch_id, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const answer = await status(stranger.key, id);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ detail: expect.any(String), code: "not_found" });
    }
    const anonymous = await t().app.inject({ method: "GET", url: `/api/v1/status/${batch_id}` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers["www-authenticate"]).toContain("Bearer");
    await waitDone(owner.key, batch_id);
  });
});
