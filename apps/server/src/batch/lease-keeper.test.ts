import { expect, it } from "vitest";
import { describeEachDatabase, registerUser, type TestApp } from "../test/test-app.js";
import type { FileAttempt } from "./batch-attempts.js";
import { releaseExpiredLeases } from "./batch-leases.js";
import { claimFile, insertBatch, type LeaseHolder } from "./batch-repository.js";
import { claimForPasswordRetry } from "./password-retry.js";
import { LeaseKeeper } from "./lease-keeper.js";

/** A batch of one pending file whose PDF is not stored (the lease rules only look at rows). */
async function oneFileBatch(t: TestApp) {
  const { user } = await registerUser(t.app);
  const { id, fileIds } = await insertBatch(t.database.db, {
    userId: user.id,
    workspaceId: user.workspace_id,
    format: "csv",
    options: { include_statistics: false, fill_gaps: false, align_columns: false },
    retentionDays: 1,
    files: [{ filename: "f.pdf", fileSize: 10, storageKey: "missing" }],
  });
  return { batchId: id, fileId: fileIds[0]! };
}

/** A lease keeper for `holder` that runs no queue: it requeues nothing, and hands the attempts to stop to `stop`. */
function keeperOf(t: TestApp, holder: LeaseHolder, stop?: (attempts: FileAttempt[]) => void) {
  return new LeaseKeeper({
    db: t.database.db,
    holder,
    log: t.app.log,
    requeue: async () => {},
    workPending: async () => {},
    bossSchema: "unused",
    ...(stop ? { stop } : {}),
  });
}

describeEachDatabase("lease keeper", {}, (t) => {
  it("holds attempts, not files: a superseded attempt of a file is stopped, and its release keeps the later attempt's lease alive", async () => {
    const { db } = t().database;
    const { fileId } = await oneFileBatch(t());
    const holder = { workerId: "host-a/100/aaaaaa", leaseMs: 60_000 };
    const stopped: FileAttempt[][] = [];
    const keeper = keeperOf(t(), holder, (attempts) => stopped.push(attempts));
    const lapse = () =>
      db
        .updateTable("batch_files")
        .set({ lease_expires_at: new Date(Date.now() - 60_000) })
        .where("id", "=", fileId)
        .execute();
    const leaseLeft = async () => {
      const row = await db
        .selectFrom("batch_files")
        .select("lease_expires_at")
        .where("id", "=", fileId)
        .executeTakeFirstOrThrow();
      return new Date(row.lease_expires_at!).getTime() - Date.now();
    };

    // this process runs the file, stalls past its lease, and a sweep gives the file back
    const first = (await claimFile(db, fileId, holder))!;
    keeper.hold(first);
    await lapse();
    await releaseExpiredLeases(db, { workerId: holder.workerId });
    // the same process claims it again while the first attempt still runs
    const second = (await claimFile(db, fileId, holder))!;
    keeper.hold(second);
    await lapse();
    await keeper.beat();
    expect(stopped).toEqual([[first]]);
    expect(await leaseLeft()).toBeGreaterThan(30_000);

    keeper.release(first);
    await lapse();
    await keeper.beat();
    expect(await leaseLeft()).toBeGreaterThan(30_000);
    expect(stopped).toHaveLength(1);

    keeper.release(second);
    await lapse();
    await keeper.beat();
    expect(await leaseLeft()).toBeLessThan(0);
  });

  it("a process that runs no queue (BATCH_WORKERS=false) keeps a password retry's lease alive by its heartbeat alone: another process's sweep leaves the file", async () => {
    const { db } = t().database;
    const { batchId, fileId } = await oneFileBatch(t());
    await db
      .updateTable("batch_files")
      .set({ status: "failed", error_code: "password_required" })
      .where("id", "=", fileId)
      .execute();
    await db
      .updateTable("batches")
      .set({ status: "failed", processed_files: 1, failed_files: 1 })
      .where("id", "=", batchId)
      .execute();
    // a lease far shorter than the wait below: only the heartbeat can keep it
    const holder = { workerId: "api-only/100/aaaaaa", leaseMs: 1_500 };
    const keeper = keeperOf(t(), holder);
    const sweepFromElsewhere = () => releaseExpiredLeases(db, { workerId: "worker/200/bbbbbb" });
    const claimed = await claimForPasswordRetry(db, batchId, fileId, holder, new Date());
    keeper.hold(claimed.file!);
    // never started (no queue here): keepAlive alone, as retryWithPassword calls it
    keeper.keepAlive();
    try {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect((await sweepFromElsewhere()).requeued).not.toContain(fileId);
      const row = await db.selectFrom("batch_files").selectAll().where("id", "=", fileId).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: "processing", worker_id: holder.workerId });
    } finally {
      await keeper.stop();
    }
    // once its heartbeat stops (the process died), the lease runs out and the sweep takes the file back
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect((await sweepFromElsewhere()).requeued).toContain(fileId);
  });
});
