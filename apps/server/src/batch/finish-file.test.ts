import { expect, it } from "vitest";
import { describeEachDatabase, registerUser, type TestApp } from "../test/test-app.js";
import { cancelBatch, claimFile, finishFile, insertBatch, type LeaseHolder } from "./batch-repository.js";

const holder: LeaseHolder = { workerId: "host-a/100/aaaaaa", leaseMs: 60_000 };

/** A batch of `count` pending files and the user who made it. */
async function batchOf(t: TestApp, count: number) {
  const { user } = await registerUser(t.app);
  const options = { include_statistics: true, fill_gaps: false, align_columns: false };
  const batch = await insertBatch(t.database.db, {
    userId: user.id,
    workspaceId: user.workspace_id,
    format: "csv",
    options,
    retentionDays: 1,
    files: Array.from({ length: count }, (_, i) => ({ filename: `f${i}.pdf`, fileSize: 10, storageKey: `k-${i}` })),
  });
  return { ...batch, user, options };
}

const batchRow = (t: TestApp, id: string) =>
  t.database.db
    .selectFrom("batches")
    .select(["status", "processed_files", "successful_files", "failed_files", "error", "completed_at", "current_file"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

describeEachDatabase("batch files: claim and count", {}, (t) => {
  it("a claim brings what the run needs of its batch", async () => {
    const { id, fileIds, user, options } = await batchOf(t(), 1);
    const claimed = await claimFile(t().database.db, fileIds[0]!, holder);
    expect(claimed?.batch).toEqual({
      user_id: user.id,
      workspace_id: user.workspace_id,
      options,
      created_at: expect.any(Date),
    });
    expect(claimed).toMatchObject({ id: fileIds[0], batch_id: id, status: "processing", filename: "f0.pdf" });
  });

  it("counts each file and ends the batch with its last: completed unless every file failed", async () => {
    const { db } = t().database;
    const mixed = await batchOf(t(), 3);
    const run = async (fileId: string, ok: boolean) => {
      const file = (await claimFile(db, fileId, holder))!;
      return finishFile(db, file, ok ? { ok: true, tableCount: 2 } : { ok: false, code: "damaged_pdf", message: "no" });
    };
    expect(await run(mixed.fileIds[0]!, false)).toBe(true);
    expect(await run(mixed.fileIds[1]!, true)).toBe(true);
    expect(await batchRow(t(), mixed.id)).toMatchObject({
      status: "processing",
      processed_files: 2,
      successful_files: 1,
      failed_files: 1,
      error: null,
      completed_at: null,
      current_file: "f1.pdf",
    });
    expect(await run(mixed.fileIds[2]!, false)).toBe(true);
    const ended = await batchRow(t(), mixed.id);
    expect(ended).toMatchObject({
      status: "completed",
      processed_files: 3,
      successful_files: 1,
      failed_files: 2,
      error: null,
      current_file: null,
    });
    expect(ended.completed_at).toBeInstanceOf(Date);

    const failed = await batchOf(t(), 2);
    for (const fileId of failed.fileIds) await run(fileId, false);
    expect(await batchRow(t(), failed.id)).toMatchObject({
      status: "failed",
      processed_files: 2,
      successful_files: 0,
      failed_files: 2,
      error: "Every file failed",
      current_file: null,
      completed_at: expect.any(Date),
    });
  });

  it("a file that ends after its batch was cancelled is counted, and the batch stays cancelled", async () => {
    const { db } = t().database;
    const { id, fileIds } = await batchOf(t(), 2);
    const file = (await claimFile(db, fileIds[0]!, holder))!;
    expect(await cancelBatch(db, id)).toBe(true);
    const cancelled = await batchRow(t(), id);
    expect(await finishFile(db, file, { ok: true, tableCount: 1 })).toBe(true);
    expect(await batchRow(t(), id)).toEqual({
      ...cancelled,
      processed_files: 1,
      successful_files: 1,
    });
  });
});
