import JSZip from "jszip";
import { sql } from "kysely";
import { expect, it } from "vitest";
import { encryptedPdf, twoTablesPdf } from "@pdftab/engine/testing";
import { bossSchemaOf } from "../../db/open-boss.js";
import { multipartFiles } from "../../test/multipart.js";
import { bearer, describeEachDatabase, registerUser, type TestApp } from "../../test/test-app.js";
import { batchSettledInHistory, listBatches } from "../../test/batch-history.js";

const BASE = "/api/v1/batch";
const PASSWORD = "open-sesame-42";

interface FileResult {
  id: string;
  filename: string;
  status: string;
  table_count: number;
  error: string | null;
  error_code: string | null;
}

/** A signed-in user on `plan`. */
async function userOn(t: TestApp, plan: string) {
  const user = await registerUser(t.app);
  await t.database.db.updateTable("users").set({ subscription_tier: plan }).where("id", "=", user.user.id).execute();
  return user;
}

describeEachDatabase(
  "POST /batch/{id}/files/{file_id}/retry: a password-protected file runs again with its password",
  { env: { EXTRACTION_THREADS: "1" } },
  (t) => {
    /** A finished batch of an encrypted PDF and an open one. */
    const lockedBatch = async (token: string) => {
      const body = multipartFiles(
        [
          { field: "files", name: "locked.pdf", data: Buffer.from(encryptedPdf(twoTablesPdf(), PASSWORD)) },
          { field: "files", name: "open.pdf", data: twoTablesPdf().bytes },
        ],
        { format: "csv" },
      );
      const created = await t().app.inject({
        method: "POST",
        url: `${BASE}/create`,
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
      expect(created.statusCode).toBe(200);
      return batchSettledInHistory(t().app, token, created.json().batch_id);
    };
    const retry = (token: string, batchId: string, fileId: string, payload: unknown) =>
      t().app.inject({
        method: "POST",
        url: `${BASE}/${batchId}/files/${fileId}/retry`,
        headers: bearer(token),
        payload: payload as Record<string, unknown>,
      });

    it("a wrong password fails the file again (wrong_password); the right one completes it, and the counts and zip take it in", async () => {
      const { token, user } = await userOn(t(), "pro");
      const first = await lockedBatch(token);
      const locked: FileResult = first.results[0];
      expect(locked).toMatchObject({
        filename: "locked.pdf",
        status: "failed",
        error_code: "password_required",
        error: "This PDF is password-protected. Enter its password to extract its tables.",
      });
      expect(first.progress).toMatchObject({ processed_files: 2, successful_files: 1, failed_files: 1 });

      const wrong = await retry(token, first.id, locked.id, { password: "not-it" });
      expect(wrong.statusCode).toBe(202);
      expect(wrong.json()).toEqual({ success: true, file_id: locked.id, status: "processing" });
      const afterWrong = await batchSettledInHistory(t().app, token, first.id);
      expect(afterWrong.status).toBe("completed");
      expect(afterWrong.results[0]).toMatchObject({
        id: locked.id,
        status: "failed",
        error_code: "wrong_password",
        error: "The password does not open this PDF. Enter it again to extract its tables.",
      });
      expect(afterWrong.progress).toMatchObject({ processed_files: 2, successful_files: 1, failed_files: 1 });

      const right = await retry(token, first.id, locked.id, { password: PASSWORD });
      expect(right.statusCode).toBe(202);
      const done = await batchSettledInHistory(t().app, token, first.id);
      expect(done.status).toBe("completed");
      expect(done.progress).toMatchObject({ total_files: 2, processed_files: 2, successful_files: 2, failed_files: 0 });
      expect(done.results[0]).toMatchObject({ id: locked.id, status: "completed", table_count: 2, error: null });

      const download = await t().app.inject({
        method: "GET",
        url: `${BASE}/${done.id}/download`,
        headers: bearer(token),
      });
      const zip = await JSZip.loadAsync(download.rawPayload);
      expect(Object.keys(zip.files).sort()).toEqual(["batch_summary.csv", "locked.csv", "open.csv"]);
      expect((await zip.file("batch_summary.csv")!.async("string")).split("\r\n")[1]).toBe("locked.pdf,completed,2,");

      // one history row for the file (each retry replaced the one before), and the password is
      // nowhere in the database: not in the job queue, not with the batch or its history rows
      const rows = await t()
        .database.db.selectFrom("extractions")
        .select(["status", "settings"])
        .where("user_id", "=", user.id)
        .where("filename", "=", "locked.pdf")
        .execute();
      expect(rows.map((r) => r.status)).toEqual(["completed"]);
      const jobs = await sql<{
        data: unknown;
      }>`select data from ${sql.table(`${bossSchemaOf(t().database)}.job`)}`.execute(t().database.db);
      expect(JSON.stringify(jobs.rows)).not.toContain(PASSWORD);
      expect(JSON.stringify(rows)).not.toContain(PASSWORD);
      const batchRow = await t().database.db.selectFrom("batches").selectAll().where("id", "=", done.id).execute();
      expect(JSON.stringify(batchRow)).not.toContain(PASSWORD);
    });

    it("refuses: another workspace's batch or an unknown file 404, a file that did not fail for its password 409, no password 422", async () => {
      const { token } = await userOn(t(), "pro");
      const other = await userOn(t(), "pro");
      const batch = await lockedBatch(token);
      const [locked, open] = batch.results as FileResult[];

      const theirs = await retry(other.token, batch.id, locked!.id, { password: PASSWORD });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json().code).toBe("not_found");
      const unknown = await retry(token, batch.id, "00000000-0000-4000-8000-000000000000", { password: PASSWORD });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe("not_found");
      const notAnId = await retry(token, batch.id, "nope", { password: PASSWORD });
      expect(notAnId.statusCode).toBe(404);

      const completed = await retry(token, batch.id, open!.id, { password: PASSWORD });
      expect(completed.statusCode).toBe(409);
      expect(completed.json().code).toBe("batch_file_not_retryable");

      for (const body of [{}, { password: "" }]) {
        const missing = await retry(token, batch.id, locked!.id, body);
        expect(missing.statusCode).toBe(422);
        expect(missing.json()).toMatchObject({ code: "validation_failed", detail: "password is required" });
      }
      const misspelt = await retry(token, batch.id, locked!.id, { pasword: PASSWORD });
      expect(misspelt.statusCode).toBe(422);
      expect(misspelt.json().detail).toContain("pasword: unknown field");

      // none of these touched the file
      const after = (await listBatches(t().app, token)).find((b: { id: string }) => b.id === batch.id);
      expect(after.results[0]).toMatchObject({ status: "failed", error_code: "password_required" });
      expect(after.progress).toMatchObject({ processed_files: 2, failed_files: 1 });
    });

    it("counts a retry as one extraction of the day: past the plan's limit 429, the file left as it was", async () => {
      await t().database.db.updateTable("plans").set({ extractions_per_day: 2 }).where("id", "=", "business").execute();
      const { token } = await userOn(t(), "business");
      const batch = await lockedBatch(token);
      const over = await retry(token, batch.id, batch.results[0].id, { password: PASSWORD });
      expect(over.statusCode).toBe(429);
      expect(over.json().code).toBe("daily_limit_reached");
      const after = (await listBatches(t().app, token)).find((b: { id: string }) => b.id === batch.id);
      expect(after.status).toBe("completed");
      expect(after.results[0]).toMatchObject({ status: "failed", error_code: "password_required" });
    });

    it("refuses a file of a cancelled batch (409) and of an expired one (410)", async () => {
      const { token } = await userOn(t(), "pro");
      const cancelled = await lockedBatch(token);
      await t()
        .database.db.updateTable("batches")
        .set({ status: "cancelled" })
        .where("id", "=", cancelled.id)
        .execute();
      const refused = await retry(token, cancelled.id, cancelled.results[0].id, { password: PASSWORD });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: "batch_file_not_retryable",
        detail: "This batch was cancelled, so its files cannot run again",
      });
      const expired = await lockedBatch(token);
      await t()
        .database.db.updateTable("batches")
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where("id", "=", expired.id)
        .execute();
      const gone = await retry(token, expired.id, expired.results[0].id, { password: PASSWORD });
      expect(gone.statusCode).toBe(410);
      expect(gone.json().code).toBe("batch_expired");
    });
  },
);
