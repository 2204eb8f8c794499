import path from "node:path";
import { expect, it } from "vitest";
import { encryptedPdf, twoTablesPdf } from "@pdftab/engine/testing";
import { ExtractionService } from "../extraction/extraction-service.js";
import { ExtractionPool } from "../extraction/pool/index.js";
import { LocalFileStore } from "../storage/index.js";
import { storedOneFileBatch } from "../test/one-file-batch.js";
import { describeEachDatabase, registerUser } from "../test/test-app.js";
import { releaseExpiredLeases } from "./batch-leases.js";
import { BatchService } from "./batch-service.js";
import { claimForPasswordRetry } from "./password-retry.js";

const PASSWORD = "open-sesame-42";

describeEachDatabase("a password retry whose process dies", { env: { EXTRACTION_THREADS: "1" } }, (t) => {
  it("the file is taken back, fails for want of its password again (the password died with the process) and can be retried once more", async () => {
    const { database, config } = t();
    const { db } = database;
    const { user } = await registerUser(t().app);
    const storage = new LocalFileStore(path.join(config.dataDir, "files"));
    const locked = Buffer.from(encryptedPdf(twoTablesPdf(), PASSWORD));
    const { id, fileId } = await storedOneFileBatch(db, storage, user, locked, "locked.pdf");
    const batch = () => db.selectFrom("batches").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    const file = () => db.selectFrom("batch_files").selectAll().where("id", "=", fileId).executeTakeFirstOrThrow();

    const pool = new ExtractionPool({ threads: 1, taskBudgetMs: 60_000 });
    const log = t().app.log;
    const extractions = new ExtractionService({ db, storage, pool, config, log });
    const restarted = new BatchService({ database, storage, extractions, config, log });
    try {
      await db.updateTable("batches").set({ status: "processing" }).where("id", "=", id).execute();
      await restarted.processFile({ fileId });
      expect(await file()).toMatchObject({ status: "failed", error_code: "password_required" });
      expect(await batch()).toMatchObject({ status: "failed", processed_files: 1, failed_files: 1 });

      // a process takes the file for a retry with its password, then dies: the password was only in its memory
      const dead = { workerId: "gone/1/dead00", leaseMs: 60_000 };
      const claimed = await claimForPasswordRetry(db, id, fileId, dead);
      expect(claimed.file).toBeDefined();
      expect(await batch()).toMatchObject({ status: "processing", processed_files: 0, failed_files: 0 });
      await db
        .updateTable("batch_files")
        .set({ lease_expires_at: new Date(Date.now() - 60_000) })
        .where("id", "=", fileId)
        .execute();

      // the sweep gives the file back; run without a password, it ends as it was before the retry
      const { requeued } = await releaseExpiredLeases(db, { workerId: restarted.holder.workerId });
      expect(requeued).toEqual([fileId]);
      await restarted.processFile({ fileId });
      expect(await file()).toMatchObject({
        status: "failed",
        error_code: "password_required",
        worker_id: restarted.holder.workerId,
      });
      expect(await batch()).toMatchObject({ status: "failed", processed_files: 1, failed_files: 1 });
      const rows = await db.selectFrom("extractions").select(["status"]).where("user_id", "=", user.id).execute();
      expect(rows).toEqual([{ status: "failed" }]);

      // nothing holds the file now: a retry with the password can claim it again
      const again = await claimForPasswordRetry(db, id, fileId, restarted.holder);
      expect(again.refused).toBeUndefined();
      expect(again.file).toMatchObject({ status: "processing", worker_id: restarted.holder.workerId });
    } finally {
      await restarted.stop();
      await extractions.drain();
      await pool.close();
    }
  });
});
