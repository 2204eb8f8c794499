import path from "node:path";
import { expect, it } from "vitest";
import { twoTablesPdf } from "@pdftab/engine/testing";
import { upload } from "../test/extraction-helpers.js";
import { multipartFiles } from "../test/multipart.js";
import { bearer, describeEachDatabase, registerUser, type TestApp } from "../test/test-app.js";
import { LocalFileStore } from "../storage/index.js";
import { RetentionSweeper, sweepExpired } from "./index.js";

const BASE = "/api/v1/extractions";
const past = () => new Date(Date.now() - 1000);

describeEachDatabase(
  "retention: expired PDFs and results are deleted, the history shows them expired",
  { env: { EXTRACTION_THREADS: "1", RETENTION_DAYS: "7" } },
  (t) => {
    const storage = () => new LocalFileStore(path.join(t().config.dataDir, "files"));
    const sweep = () =>
      sweepExpired({
        db: t().database.db,
        storage: storage(),
        log: t().app.log,
        extractionTimeoutMs: t().config.extractionTimeoutMs,
      });
    const get = (url: string, token: string) => t().app.inject({ method: "GET", url, headers: bearer(token) });
    const extract = async (token: string, name: string) => {
      const response = await upload(t().app, "/api/v1/pdf/extract-info", token, { name, data: twoTablesPdf().bytes });
      expect(response.statusCode).toBe(200);
      return response.json().extraction_id as string;
    };
    const row = (id: string) =>
      t().database.db.selectFrom("extractions").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

    it("deletes an expired extraction's PDF and tables, keeps its history row, and answers 410 for its results", async () => {
      const { token } = await registerUser(t().app);
      const old = await extract(token, "old.pdf");
      const fresh = await extract(token, "fresh.pdf");
      const key = (await row(old)).storage_key;
      expect(key).toMatch(/^[0-9a-f]{32}$/);
      expect(await storage().info(key!)).toBeDefined();
      await t().database.db.updateTable("extractions").set({ expires_at: past() }).where("id", "=", old).execute();

      const result = await sweep();
      expect(result.extractions).toBeGreaterThanOrEqual(1);
      expect(result.failures).toBe(0);
      expect(await storage().info(key!)).toBeUndefined();
      expect(await row(old)).toMatchObject({ storage_key: null, result: null, status: "completed", table_count: 2 });
      expect((await row(old)).expired_at).toBeInstanceOf(Date);
      expect((await row(fresh)).expired_at).toBeNull();
      expect((await row(fresh)).result).not.toBeNull();

      const history = (await get(BASE, token)).json();
      expect(history.retention_days).toBe(7);
      expect(
        history.items.map((i: { filename: string; expired: boolean; status: string }) => [
          i.filename,
          i.status,
          i.expired,
        ]),
      ).toEqual([
        ["fresh.pdf", "completed", false],
        ["old.pdf", "completed", true],
      ]);
      expect(history.stats.totalTables).toBe(4); // the summary stays, only the tables are gone
      expect((await get(`${BASE}?status=expired`, token)).json().items.map((i: { id: string }) => i.id)).toEqual([old]);
      expect((await get(`${BASE}?status=completed`, token)).json().items.map((i: { id: string }) => i.id)).toEqual([
        fresh,
      ]);

      const gone = {
        code: "extraction_expired",
        detail: "This extraction has expired: its PDF and tables were deleted after the retention period",
      };
      for (const url of [
        `${BASE}/${old}/result`,
        `${BASE}/${old}/download?format=csv`,
        `${BASE}/${old}/pages/1/image`,
        `/api/v1/download/${old}`,
      ]) {
        const response = await get(url, token);
        expect(response.statusCode, url).toBe(410);
        expect(response.json(), url).toEqual(gone);
      }
      const edit = await t().app.inject({
        method: "PUT",
        url: `${BASE}/${old}/tables`,
        headers: bearer(token),
        payload: { tables: [] },
      });
      expect(edit.statusCode).toBe(410);
      expect((await get(`${BASE}/${old}`, token)).json()).toMatchObject({ status: "completed", expired: true });
      expect((await get(`${BASE}/${fresh}/result`, token)).statusCode).toBe(200);
      // the user can still remove the row
      expect(
        (await t().app.inject({ method: "DELETE", url: `${BASE}/${old}`, headers: bearer(token) })).statusCode,
      ).toBe(200);
    });

    it("is idempotent and expires each item once when two sweeps run at the same time", async () => {
      const { token } = await registerUser(t().app);
      const ids = [await extract(token, "a.pdf"), await extract(token, "b.pdf"), await extract(token, "c.pdf")];
      const keys = await Promise.all(ids.map(async (id) => (await row(id)).storage_key!));
      await t().database.db.updateTable("extractions").set({ expires_at: past() }).where("id", "in", ids).execute();
      const [first, second] = await Promise.all([sweep(), sweep()]);
      expect(first!.failures + second!.failures).toBe(0);
      expect(first!.extractions + second!.extractions).toBe(3);
      expect(await sweep()).toEqual({ extractions: 0, batches: 0, webhookDeliveries: 0, failures: 0 });
      for (const key of keys) expect(await storage().info(key)).toBeUndefined();
      for (const id of ids) expect((await row(id)).expired_at).toBeInstanceOf(Date);
    });

    it("leaves an extraction that may still be running, and ends a long-dead one as failed", async () => {
      const { user } = await registerUser(t().app);
      const insert = (filename: string, createdAt: Date) =>
        t()
          .database.db.insertInto("extractions")
          .values({
            user_id: user.id,
            workspace_id: user.workspace_id,
            filename,
            file_size: 1,
            storage_key: null,
            status: "processing",
            expires_at: past(),
            created_at: createdAt,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
      const running = await insert("running.pdf", new Date());
      const dead = await insert("dead.pdf", new Date(Date.now() - t().config.extractionTimeoutMs - 5 * 60_000));
      await sweep();
      expect(await row(running.id)).toMatchObject({ status: "processing", expired_at: null });
      expect(await row(dead.id)).toMatchObject({ status: "failed", error_code: "interrupted" });
      expect((await row(dead.id)).expired_at).toBeInstanceOf(Date);
    });

    it("expires a finished batch with its files and results (download 410), and leaves a running batch alone", async () => {
      const { token, user } = await registerUser(t().app);
      await t().database.db.updateTable("users").set({ subscription_tier: "pro" }).where("id", "=", user.id).execute();
      const body = multipartFiles([
        { field: "files", name: "m.pdf", data: twoTablesPdf().bytes },
        { field: "files", name: "n.pdf", data: twoTablesPdf().bytes },
      ]);
      const created = await t().app.inject({
        method: "POST",
        url: "/api/v1/batch/create",
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
      expect(created.statusCode).toBe(200);
      const id = created.json().batch_id as string;
      const batch = await waitForBatch(t(), token, id);
      expect(batch).toMatchObject({ status: "completed", expired: false });
      const files = await t().database.db.selectFrom("batch_files").selectAll().where("batch_id", "=", id).execute();
      const keys = files.map((f) => f.storage_key!);
      for (const key of keys) expect(await storage().info(key)).toBeDefined();
      const pending = await t()
        .database.db.insertInto("batches")
        .values({
          user_id: user.id,
          workspace_id: user.workspace_id,
          status: "pending",
          format: "csv",
          options: JSON.stringify({ include_statistics: false, fill_gaps: false, align_columns: false }),
          total_files: 0,
          current_file: null,
          error: null,
          expires_at: past(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await t().database.db.updateTable("batches").set({ expires_at: past() }).where("id", "=", id).execute();

      const result = await sweep();
      expect(result.batches).toBe(1);
      expect(result.extractions).toBeGreaterThanOrEqual(2);
      for (const key of keys) expect(await storage().info(key)).toBeUndefined();
      const after = await t().database.db.selectFrom("batch_files").selectAll().where("batch_id", "=", id).execute();
      expect(after.map((f) => f.storage_key)).toEqual([null, null]);
      for (const file of after) expect((await row(file.extraction_id!)).expired_at).toBeInstanceOf(Date);
      expect(
        (
          await t()
            .database.db.selectFrom("batches")
            .select("expired_at")
            .where("id", "=", pending.id)
            .executeTakeFirstOrThrow()
        ).expired_at,
      ).toBeNull();

      const listed = (await get("/api/v1/batch/", token)).json().find((b: { id: string }) => b.id === id);
      expect(listed).toMatchObject({ status: "completed", expired: true, progress: { successful_files: 2 } });
      const download = await get(`/api/v1/batch/${id}/download`, token);
      expect(download.statusCode).toBe(410);
      expect(download.json()).toEqual({
        code: "batch_expired",
        detail: "This batch has expired: its PDFs and results were deleted after the retention period",
      });
    });

    it("sweeps once at start and waits for that sweep when stopped", async () => {
      const { token } = await registerUser(t().app);
      const id = await extract(token, "swept.pdf");
      await t().database.db.updateTable("extractions").set({ expires_at: past() }).where("id", "=", id).execute();
      const sweeper = new RetentionSweeper({
        db: t().database.db,
        storage: storage(),
        log: t().app.log,
        extractionTimeoutMs: 60_000,
        intervalMinutes: 60,
      });
      sweeper.start();
      await sweeper.stop();
      expect((await row(id)).expired_at).toBeInstanceOf(Date);
      expect(await sweeper.sweepNow()).toBeUndefined(); // stopped: no more sweeps
    });
  },
);

async function waitForBatch(t: TestApp, token: string, id: string) {
  for (let i = 0; i < 1200; i++) {
    const batches = (await t.app.inject({ method: "GET", url: "/api/v1/batch/", headers: bearer(token) })).json() as {
      id: string;
      status: string;
    }[];
    const batch = batches.find((b) => b.id === id);
    if (batch && !["pending", "processing"].includes(batch.status)) return batch;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("batch did not finish");
}
