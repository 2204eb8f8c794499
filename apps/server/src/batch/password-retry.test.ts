import path from "node:path";
import type { FastifyRequest } from "fastify";
import { expect, it, vi } from "vitest";
import { encryptedPdf, twoTablesPdf } from "@pdftab/engine/testing";
import { extractionsDayBucket } from "../extraction/daily-quota.js";
import { ExtractionService } from "../extraction/extraction-service.js";
import { ExtractionPool } from "../extraction/pool/index.js";
import { windowStart } from "../rate-limit/fixed-window.js";
import { LocalFileStore } from "../storage/index.js";
import { storedOneFileBatch } from "../test/one-file-batch.js";
import { describeEachDatabase, registerUser } from "../test/test-app.js";
import { releaseExpiredLeases } from "./batch-leases.js";
import { finishFile } from "./batch-repository.js";
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
      const claimed = await claimForPasswordRetry(db, id, fileId, dead, new Date());
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
      const again = await claimForPasswordRetry(db, id, fileId, restarted.holder, new Date());
      expect(again.refused).toBeUndefined();
      expect(again.file).toMatchObject({ status: "processing", worker_id: restarted.holder.workerId });
    } finally {
      await restarted.stop();
      await extractions.drain();
      await pool.close();
    }
  });

  /**
   * A one-file batch of a locked PDF that ran and failed for want of its password, its upload's
   * extraction of the day reserved as the batch routes reserve it, with the service of a process
   * that runs no queue (the test runs the file itself) and today's count of reserved extractions.
   */
  async function lockedFileThatFailed() {
    const { database, config } = t();
    const { db } = database;
    const { user } = await registerUser(t().app);
    const storage = new LocalFileStore(path.join(config.dataDir, "files"));
    const locked = Buffer.from(encryptedPdf(twoTablesPdf(), PASSWORD));
    const { id, fileId } = await storedOneFileBatch(db, storage, user, locked, "locked.pdf");
    const pool = new ExtractionPool({ threads: 1, taskBudgetMs: 60_000 });
    const log = t().app.log;
    const counters = t().app.apiCounters;
    const extractions = new ExtractionService({ db, storage, pool, config, log, counters });
    // `storageDown`: reading the stored upload fails, as a transient storage error would
    const serviceOf = (workerId: string, storageDown = false) =>
      new BatchService({
        database,
        storage: storageDown
          ? Object.assign(Object.create(storage) as LocalFileStore, {
              info: () => Promise.reject(new Error("storage is down")),
            })
          : storage,
        extractions,
        config: { ...config, batchWorkers: false },
        log,
        workerId,
      });
    const services = [serviceOf("restarted/2/aaaaaa")];
    const plan = await extractions.workspacePlanOf(user.workspace_id);
    const day = new Date();
    const reservedToday = () => counters.count(extractionsDayBucket(user.workspace_id), windowStart(day, 86_400_000));
    await extractions.reserveToday(user.workspace_id, plan, 1);
    await db.updateTable("batches").set({ status: "processing" }).where("id", "=", id).execute();
    await services[0]!.processFile({ fileId });
    const file = () => db.selectFrom("batch_files").selectAll().where("id", "=", fileId).executeTakeFirstOrThrow();
    expect(await file()).toMatchObject({ status: "failed", error_code: "password_required" });
    expect(await reservedToday()).toBe(1);
    return {
      db,
      id,
      fileId,
      file,
      reservedToday,
      restarted: services[0]!,
      user,
      /** Another live process's service. */
      another: (storageDown = false) => {
        const service = serviceOf(`another/${services.length}/bbbbbb`, storageDown);
        services.push(service);
        return service;
      },
      /** A retry as retryWithPassword starts it: its extraction of the day reserved, then the file claimed, by `holder`. */
      retryBy: async (holder: { workerId: string; leaseMs: number }) => {
        const reservedAt = new Date();
        await extractions.reserveToday(user.workspace_id, plan, 1, reservedAt);
        return claimForPasswordRetry(db, id, fileId, holder, reservedAt);
      },
      /** The lease of whoever holds the file runs out. */
      lapse: () =>
        db
          .updateTable("batch_files")
          .set({ lease_expires_at: new Date(Date.now() - 60_000) })
          .where("id", "=", fileId)
          .execute(),
      close: async () => {
        for (const service of services) await service.stop();
        await extractions.drain();
        await pool.close();
      },
    };
  }

  it("hands back the extraction of the day the dead retry reserved when the sweep takes its file back (the file runs again without the password)", async () => {
    const f = await lockedFileThatFailed();
    try {
      const claimed = await f.retryBy({ workerId: "gone/1/dead01", leaseMs: 60_000 });
      expect(claimed.file).toBeDefined();
      expect(await f.reservedToday()).toBe(2);
      await f.lapse();

      await f.restarted.leases.sweep();
      expect(await f.file()).toMatchObject({ retry_reserved_at: null });
      expect(await f.reservedToday()).toBe(1);
      // the requeued file runs again without its password: the upload's own reservation pays for it
      await f.restarted.processFile({ fileId: f.fileId });
      await vi.waitFor(async () => expect(await f.file()).toMatchObject({ status: "failed" }), { timeout: 20_000 });
      expect(await f.file()).toMatchObject({ error_code: "password_required" });
      expect(await f.reservedToday()).toBe(1);

      // a later sweep has nothing more to hand back
      await f.restarted.leases.sweep();
      expect(await f.reservedToday()).toBe(1);

      // a retry whose lease ran out but that counts the file before any sweep came keeps its extraction
      const slow = await f.retryBy({ workerId: "slow/1/cccccc", leaseMs: 60_000 });
      await f.lapse();
      expect(await finishFile(f.db, { ...slow.file!, batch_id: f.id }, { ok: true, tableCount: 2 })).toBe(true);
      await f.restarted.leases.sweep();
      expect(await f.file()).toMatchObject({ status: "completed", retry_reserved_at: null });
      expect(await f.reservedToday()).toBe(2);
    } finally {
      await f.close();
    }
  });

  it("hands it back once when the retry's batch was cancelled and two processes sweep the file at once", async () => {
    const f = await lockedFileThatFailed();
    try {
      expect((await f.retryBy({ workerId: "gone/1/dead02", leaseMs: 60_000 })).file).toBeDefined();
      expect(await f.restarted.cancel(f.id)).toBe(true);
      await f.lapse();

      await Promise.all([f.restarted.leases.sweep(), f.another().leases.sweep()]);
      expect(await f.file()).toMatchObject({ status: "cancelled", retry_reserved_at: null });
      expect(await f.reservedToday()).toBe(1);
    } finally {
      await f.close();
    }
  });

  it("hands it back when a transient error gives the file back from the retry (the file runs again without the password)", async () => {
    const f = await lockedFileThatFailed();
    try {
      const failing = f.another(true);
      const workspace = { id: f.user.workspace_id, name: "w", ownerId: f.user.id, role: "owner", planId: "free" };
      const request = { id: "retry-request", workspace, log: t().app.log } as unknown as FastifyRequest;
      const batch = await f.db.selectFrom("batches").selectAll().where("id", "=", f.id).executeTakeFirstOrThrow();
      await failing.retryWithPassword(request, batch, f.fileId, PASSWORD);
      await failing.stop(); // waits for the retry, which reserved one more extraction of the day, to end
      expect(await f.file()).toMatchObject({ status: "pending", retry_reserved_at: null });
      expect(await f.reservedToday()).toBe(1);
    } finally {
      await f.close();
    }
  });
});
