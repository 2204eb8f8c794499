import { afterAll, expect, it, vi } from "vitest";
import { twoTablesPdf } from "@pdftab/engine/testing";
import { ExtractionPool } from "../../extraction/pool/index.js";
import { upload } from "../../test/extraction-helpers.js";
import { insertCsvBatch } from "../../test/one-file-batch.js";
import { bearer, describeEachDatabase, registerUser } from "../../test/test-app.js";

// a real pool: the spy only counts the files it builds
const pool = new ExtractionPool({ threads: 1, taskBudgetMs: 60_000 });
afterAll(() => pool.close());

describeEachDatabase("HEAD on download routes", { build: { extractionPool: pool } }, (t) => {
  const send = (method: "GET" | "HEAD", url: string, token: string) =>
    t().app.inject({ method, url, headers: bearer(token) });
  const fileHeaders = (response: { headers: Record<string, unknown> }) => ({
    type: response.headers["content-type"],
    disposition: response.headers["content-disposition"],
  });

  it("answers the file's status and headers without building it, and the same errors", async () => {
    const owner = await registerUser(t().app);
    const other = await registerUser(t().app);
    const made = await upload(t().app, "/api/v1/pdf/extract-info", owner.token, {
      name: "report.pdf",
      data: twoTablesPdf().bytes,
    });
    const id = made.json().extraction_id as string;
    const builds = vi.spyOn(pool, "exportFile");
    for (const url of [
      `/api/v1/extractions/${id}/download?format=xlsx`,
      `/api/v1/extractions/${id}/download?format=csv`,
      `/api/v1/extractions/${id}/download?format=json`,
      `/api/v1/download/${id}?format=csv&csv_layout=single`,
    ]) {
      builds.mockClear();
      const get = await send("GET", url, owner.token);
      expect(get.statusCode).toBe(200);
      expect(builds).toHaveBeenCalledTimes(1);
      builds.mockClear();
      const head = await send("HEAD", url, owner.token);
      expect([url, head.statusCode]).toEqual([url, 200]);
      expect(builds).not.toHaveBeenCalled();
      expect(fileHeaders(head)).toEqual(fileHeaders(get));
      expect(head.headers["content-length"]).toBeUndefined(); // not known without building the file
      expect(head.body).toBe("");
    }
    builds.mockClear();
    for (const [url, token, status] of [
      [`/api/v1/extractions/${id}/download`, other.token, 404],
      [`/api/v1/download/${id}`, other.token, 404],
      ["/api/v1/extractions/00000000-0000-4000-8000-000000000000/download", owner.token, 404],
      [`/api/v1/extractions/${id}/download?format=pdf`, owner.token, 422],
    ] as const) {
      const get = await send("GET", url, token);
      const head = await send("HEAD", url, token);
      expect([url, get.statusCode, head.statusCode]).toEqual([url, status, status]);
    }
    expect(builds).not.toHaveBeenCalled();
    builds.mockRestore();
  });

  it("answers a batch zip's headers without building the zip", async () => {
    const owner = await registerUser(t().app);
    const other = await registerUser(t().app);
    const made = await upload(t().app, "/api/v1/pdf/extract-info", owner.token, {
      name: "report.pdf",
      data: twoTablesPdf().bytes,
    });
    const db = t().database.db;
    const batch = await insertCsvBatch(db, owner.user, [{ filename: "report.pdf", fileSize: 1, storageKey: "gone" }]);
    await db
      .updateTable("batch_files")
      .set({ status: "completed", extraction_id: made.json().extraction_id, table_count: 2 })
      .where("id", "=", batch.fileIds[0]!)
      .execute();
    const url = `/api/v1/batch/${batch.id}/download`;
    const builds = vi.spyOn(pool, "exportFile");
    const get = await send("GET", url, owner.token);
    expect(get.statusCode).toBe(200);
    expect(builds).toHaveBeenCalledTimes(1);
    builds.mockClear();
    const head = await send("HEAD", url, owner.token);
    expect(head.statusCode).toBe(200);
    expect(builds).not.toHaveBeenCalled();
    expect(fileHeaders(head)).toEqual(fileHeaders(get));
    expect(head.headers["content-length"]).toBeUndefined();
    expect((await send("HEAD", url, other.token)).statusCode).toBe(404);
    builds.mockRestore();
  });
});
