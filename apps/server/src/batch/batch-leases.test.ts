import { sql } from "kysely";
import { expect, it } from "vitest";
import { describeEachDatabase, registerUser, type TestApp } from "../test/test-app.js";
import { newAttemptId } from "./batch-attempts.js";
import { extendLeases, filesToStop, releaseExpiredLeases, strandedPendingFiles } from "./batch-leases.js";
import { BATCH_FILE_QUEUE, BatchQueue } from "./batch-queue.js";
import {
  cancelBatch,
  cancelRunningFile,
  claimFile,
  deleteBatch,
  finishFile,
  insertBatch,
  type LeaseHolder,
} from "./batch-repository.js";

const alive: LeaseHolder = { workerId: "host-a/100/aaaaaa", leaseMs: 60_000 };
const peer: LeaseHolder = { workerId: "host-b/200/bbbbbb", leaseMs: 60_000 };
const dead: LeaseHolder = { workerId: "host-c/300/cccccc", leaseMs: 60_000 };

/** A batch of `count` pending files (never run: the lease rules only look at rows). */
async function batchOf(t: TestApp, count: number) {
  const { user } = await registerUser(t.app);
  return insertBatch(t.database.db, {
    userId: user.id,
    workspaceId: user.workspace_id,
    format: "csv",
    options: { include_statistics: false, fill_gaps: false, align_columns: false },
    retentionDays: 1,
    files: Array.from({ length: count }, (_, i) => ({
      filename: `f${i}.pdf`,
      fileSize: 10,
      storageKey: `missing-${i}`,
    })),
  });
}

const fileRow = (t: TestApp, id: string) =>
  t.database.db.selectFrom("batch_files").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const batchRow = (t: TestApp, id: string) =>
  t.database.db.selectFrom("batches").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const expireLease = (t: TestApp, id: string) =>
  t.database.db
    .updateTable("batch_files")
    .set({ lease_expires_at: new Date(Date.now() - 60_000) })
    .where("id", "=", id)
    .execute();

describeEachDatabase("batch leases", {}, (t) => {
  it("claim records the worker and a lease ending about one lease length from now", async () => {
    const { fileIds } = await batchOf(t(), 1);
    const claimed = await claimFile(t().database.db, fileIds[0]!, alive);
    expect(claimed).toMatchObject({ status: "processing", worker_id: alive.workerId });
    const leaseLeft = new Date(claimed!.lease_expires_at!).getTime() - Date.now();
    expect(leaseLeft).toBeGreaterThan(30_000);
    expect(leaseLeft).toBeLessThan(90_000);
    expect(await claimFile(t().database.db, fileIds[0]!, peer)).toBeUndefined(); // taken already
  });

  it("the sweep re-queues a file whose lease expired and leaves a live lease alone", async () => {
    const { fileIds } = await batchOf(t(), 3);
    const [expired, live, untouched] = fileIds as [string, string, string];
    await claimFile(t().database.db, expired, dead);
    await claimFile(t().database.db, live, peer);
    await expireLease(t(), expired);

    const { requeued } = await releaseExpiredLeases(t().database.db, { workerId: alive.workerId });
    expect(requeued).toContain(expired);
    expect(requeued).not.toContain(live);
    expect(await fileRow(t(), expired)).toMatchObject({ status: "pending", worker_id: null, lease_expires_at: null });
    expect(await fileRow(t(), live)).toMatchObject({ status: "processing", worker_id: peer.workerId });
    expect(await fileRow(t(), untouched)).toMatchObject({ status: "pending" });
    // the re-queued file can be taken again
    expect(await claimFile(t().database.db, expired, alive)).toMatchObject({ worker_id: alive.workerId });
  });

  it("a file without a lease (left by a version before leases) counts as expired", async () => {
    const { fileIds } = await batchOf(t(), 1);
    await t()
      .database.db.updateTable("batch_files")
      .set({ status: "processing" })
      .where("id", "=", fileIds[0]!)
      .execute();
    expect((await releaseExpiredLeases(t().database.db, { workerId: alive.workerId })).requeued).toContain(fileIds[0]);
  });

  it("when others are known dead (embedded database), every other worker's file comes back, live lease or not, but never the sweeper's own", async () => {
    const { fileIds } = await batchOf(t(), 2);
    await claimFile(t().database.db, fileIds[0]!, dead);
    await claimFile(t().database.db, fileIds[1]!, alive);
    const { requeued } = await releaseExpiredLeases(t().database.db, { workerId: alive.workerId, othersAreDead: true });
    expect(requeued).toContain(fileIds[0]);
    expect(requeued).not.toContain(fileIds[1]);
    expect(await fileRow(t(), fileIds[1]!)).toMatchObject({ status: "processing", worker_id: alive.workerId });
  });

  it("an expired file of a cancelled batch ends cancelled instead of running again", async () => {
    const { id, fileIds } = await batchOf(t(), 2);
    await claimFile(t().database.db, fileIds[0]!, dead);
    expect(await cancelBatch(t().database.db, id)).toBe(true);
    await expireLease(t(), fileIds[0]!);
    const released = await releaseExpiredLeases(t().database.db, { workerId: alive.workerId });
    expect(released.requeued).not.toContain(fileIds[0]);
    // the batch's last running file died with its process: the batch has ended, to be announced
    expect(released.endedBatches).toEqual([id]);
    expect(await fileRow(t(), fileIds[0]!)).toMatchObject({ status: "cancelled" });
    expect(await batchRow(t(), id)).toMatchObject({ status: "cancelled" });
  });

  it("the heartbeat extends only the holder's own files", async () => {
    const { fileIds } = await batchOf(t(), 2);
    const mine = await claimFile(t().database.db, fileIds[0]!, alive);
    const theirs = await claimFile(t().database.db, fileIds[1]!, peer);
    await expireLease(t(), fileIds[0]!);
    await expireLease(t(), fileIds[1]!);
    await extendLeases(t().database.db, alive, [mine!, theirs!]);
    expect(new Date((await fileRow(t(), fileIds[0]!)).lease_expires_at!).getTime()).toBeGreaterThan(Date.now());
    expect(new Date((await fileRow(t(), fileIds[1]!)).lease_expires_at!).getTime()).toBeLessThan(Date.now());
  });

  it("counts a file once: a worker whose lease expired and whose file went to another worker counts nothing", async () => {
    const { id, fileIds } = await batchOf(t(), 1);
    const first = await claimFile(t().database.db, fileIds[0]!, dead);
    await expireLease(t(), fileIds[0]!);
    await releaseExpiredLeases(t().database.db, { workerId: alive.workerId });
    const second = await claimFile(t().database.db, fileIds[0]!, alive);
    expect(second).toBeDefined();
    // the slow first worker finishes after all: not counted
    expect(await finishFile(t().database.db, first!, { ok: false, code: "x", message: "late" })).toBe(false);
    expect(await batchRow(t(), id)).toMatchObject({ processed_files: 0, status: "processing" });
    expect(await finishFile(t().database.db, second!, { ok: true, tableCount: 2 })).toBe(true);
    expect(await finishFile(t().database.db, second!, { ok: true, tableCount: 2 })).toBe(false);
    expect(await batchRow(t(), id)).toMatchObject({ processed_files: 1, successful_files: 1, status: "completed" });
    expect(await fileRow(t(), fileIds[0]!)).toMatchObject({
      status: "completed",
      table_count: 2,
      worker_id: alive.workerId,
    });
  });
});

describeEachDatabase("batch files no job covers", {}, (t) => {
  it("a pending file whose job a dead process fetched (active, old) or whose job is gone is stranded; queued or fresh active jobs cover theirs", async () => {
    const queue = new BatchQueue(t().database, { workers: 0, log: t().app.log, handle: async () => {} });
    try {
      const boss = await queue.start();
      const { id, fileIds } = await batchOf(t(), 5);
      const [queued, noJob, deadActive, liveActive, claimed] = fileIds as [string, string, string, string, string];
      await t()
        .database.db.updateTable("batches")
        .set({ created_at: new Date(Date.now() - 3_600_000) })
        .where("id", "=", id)
        .execute();
      await queue.send([queued, deadActive, liveActive]);
      const jobs = sql.table(`${queue.bossSchema}.job`);
      const activate = (fileId: string, startedSecondsAgo: number) =>
        sql`update ${jobs} set state = 'active', started_on = now() - make_interval(secs => ${startedSecondsAgo}) where name = ${BATCH_FILE_QUEUE} and data->>'fileId' = ${fileId}`.execute(
          t().database.db,
        );
      await activate(deadActive, 600);
      await activate(liveActive, 1);
      await claimFile(t().database.db, claimed, alive);
      expect(boss).toBeDefined();

      const stranded = await strandedPendingFiles(t().database.db, queue.bossSchema, 60_000);
      expect(stranded.filter((f) => fileIds.includes(f)).sort()).toEqual([noJob, deadActive].sort());
      // a batch made a moment ago is still getting its jobs: not stranded yet
      const young = await batchOf(t(), 1);
      expect(await strandedPendingFiles(t().database.db, queue.bossSchema, 60_000)).not.toContain(young.fileIds[0]);
    } finally {
      await queue.stop();
    }
  });
});

describeEachDatabase("batch cancel against claims", {}, (t) => {
  it("no file starts once the batch is cancelled, even one a sweep put back to pending meanwhile", async () => {
    const { id, fileIds } = await batchOf(t(), 2);
    expect(await cancelBatch(t().database.db, id)).toBe(true);
    // a sweep racing the cancel can leave a pending file in a cancelled batch
    await t().database.db.updateTable("batch_files").set({ status: "pending" }).where("id", "=", fileIds[1]!).execute();
    expect(await claimFile(t().database.db, fileIds[0]!, alive)).toBeUndefined();
    expect(await claimFile(t().database.db, fileIds[1]!, alive)).toBeUndefined();
    expect(await batchRow(t(), id)).toMatchObject({ status: "cancelled", current_file: null });
    expect(await fileRow(t(), fileIds[1]!)).toMatchObject({ status: "pending", worker_id: null });
  });

  it("a claim waiting on a cancel in progress sees the cancel and takes nothing", async () => {
    const { id, fileIds } = await batchOf(t(), 1);
    let claiming: Promise<unknown> | undefined;
    await t()
      .database.db.transaction()
      .execute(async (tx) => {
        await tx.updateTable("batches").set({ status: "cancelled", current_file: null }).where("id", "=", id).execute();
        // started while the cancel holds the batch row; it must wait for the commit
        claiming = claimFile(t().database.db, fileIds[0]!, alive);
        await tx
          .updateTable("batch_files")
          .set({ status: "cancelled" })
          .where("batch_id", "=", id)
          .where("status", "=", "pending")
          .execute();
      });
    expect(await claiming).toBeUndefined();
    expect(await fileRow(t(), fileIds[0]!)).toMatchObject({ status: "cancelled", worker_id: null });
  });

  it("the file under way when the batch is cancelled finishes and is recorded; the batch stays cancelled", async () => {
    const { id, fileIds } = await batchOf(t(), 2);
    const running = await claimFile(t().database.db, fileIds[0]!, alive);
    expect(await cancelBatch(t().database.db, id)).toBe(true);
    expect(await finishFile(t().database.db, running!, { ok: true, tableCount: 1 })).toBe(true);
    expect(await batchRow(t(), id)).toMatchObject({ status: "cancelled", processed_files: 1 });
    expect(await fileRow(t(), fileIds[1]!)).toMatchObject({ status: "cancelled" });
  });

  it("the heartbeat names the held files to stop: batch cancelled, batch deleted, or lease lost; not those still running", async () => {
    const db = t().database.db;
    const running = await batchOf(t(), 2);
    const cancelled = await batchOf(t(), 1);
    const deleted = await batchOf(t(), 1);
    const [keep, lost] = running.fileIds as [string, string];
    const held = [];
    for (const id of [keep, lost, cancelled.fileIds[0]!, deleted.fileIds[0]!])
      held.push((await claimFile(db, id, alive))!);
    await db.updateTable("batch_files").set({ worker_id: peer.workerId }).where("id", "=", lost).execute();
    await cancelBatch(db, cancelled.id);
    await deleteBatch(db, deleted.id);
    expect((await filesToStop(db, alive, held)).map((a) => a.id).sort()).toEqual(
      [lost, cancelled.fileIds[0]!, deleted.fileIds[0]!].sort(),
    );
    expect(await filesToStop(db, alive, [])).toEqual([]);
  });

  it("a file stopped by the cancel ends cancelled with its reason, counted neither as processed nor failed, and only by its holder", async () => {
    const db = t().database.db;
    const { id, fileIds } = await batchOf(t(), 2);
    const running = await claimFile(db, fileIds[0]!, alive);
    expect(await cancelBatch(db, id)).toBe(true);
    expect(await cancelRunningFile(db, { id: running!.id, attempt_id: newAttemptId() }, "not mine")).toBe(false);
    expect(await cancelRunningFile(db, running!, "stopped before page 3")).toBe(true);
    expect(await fileRow(t(), fileIds[0]!)).toMatchObject({
      status: "cancelled",
      error_code: "cancelled",
      error_message: "stopped before page 3",
      worker_id: null,
    });
    expect(await batchRow(t(), id)).toMatchObject({
      status: "cancelled",
      processed_files: 0,
      failed_files: 0,
      successful_files: 0,
    });
    // a late finish of the same file counts nothing
    expect(await finishFile(db, running!, { ok: false, code: "cancelled", message: "x" })).toBe(false);
  });
});
