import path from "node:path";
import { expect, it } from "vitest";
import { twoTablesPdf } from "@pdftab/engine/testing";
import type { UserRow } from "../auth/users.js";
import { ExtractionService, type StartOptions } from "../extraction/extraction-service.js";
import * as history from "../extraction/history/index.js";
import { ExtractionPool } from "../extraction/pool/index.js";
import type { ReceivedUpload } from "../extraction/upload/receive-upload.js";
import { LocalFileStore } from "../storage/index.js";
import { storedOneFileBatch } from "../test/one-file-batch.js";
import { describeEachDatabase, registerUser, type TestApp } from "../test/test-app.js";
import { AttemptSuperseded, discardEarlierAttempts, newAttemptId, recordAttemptRow } from "./batch-attempts.js";
import { extendLeases, filesToStop, releaseExpiredLeases } from "./batch-leases.js";
import { cancelRunningFile, claimFile, finishFile, insertBatch } from "./batch-repository.js";
import { BatchService } from "./batch-service.js";

/** A promise and the function that settles it. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/**
 * The extraction service with the first call of `start` held at one point: before it writes the
 * history row (as when the run waits for the one extraction thread in `checkAreasFit`), or after
 * (row written, run started). `reached` settles when the held call is there.
 */
class HeldExtractions extends ExtractionService {
  readonly reached = gate();
  readonly release = gate();
  private calls = 0;
  holdAt: "before-row" | "after-row" = "before-row";

  override async start(user: UserRow, workspaceId: string, upload: ReceivedUpload, run: StartOptions = {}) {
    const held = this.calls++ === 0;
    if (held && this.holdAt === "before-row") {
      this.reached.open();
      await this.release.opened;
    }
    const running = await super.start(user, workspaceId, upload, run);
    if (held && this.holdAt === "after-row") {
      this.reached.open();
      await this.release.opened;
    }
    return running;
  }
}

/** A one-file batch of a real PDF, running, and a batch service (with its own extraction service) to run it. */
async function oneFileBatch(t: TestApp, holdAt: HeldExtractions["holdAt"]) {
  const { database, config } = t;
  const registered = await registerUser(t.app);
  const { user } = registered;
  const storage = new LocalFileStore(path.join(config.dataDir, "files"));
  const { id, fileId } = await storedOneFileBatch(database.db, storage, user, twoTablesPdf().bytes, "twice.pdf");
  const pool = new ExtractionPool({ threads: 1, taskBudgetMs: 60_000 });
  const log = t.app.log;
  const extractions = new HeldExtractions({ db: database.db, storage, pool, config, log });
  extractions.holdAt = holdAt;
  const service = new BatchService({ database, storage, extractions, config, log });
  const close = async () => {
    await service.stop();
    await extractions.drain();
    await pool.close();
  };
  return { registered, user, batchId: id, fileId, extractions, service, close };
}

/** The lease of the file runs out (a stalled heartbeat) and a sweep puts it back to pending. */
async function leaseLapses(t: TestApp, fileId: string, sweeper: string) {
  await t.database.db
    .updateTable("batch_files")
    .set({ lease_expires_at: new Date(Date.now() - 60_000) })
    .where("id", "=", fileId)
    .execute();
  const { requeued } = await releaseExpiredLeases(t.database.db, { workerId: sweeper });
  expect(requeued).toContain(fileId);
}

/** What a file left behind: its row, its batch's counters, its history rows and today's usage. */
async function leftBehind(t: TestApp, s: Awaited<ReturnType<typeof oneFileBatch>>) {
  const { db } = t.database;
  const file = await db.selectFrom("batch_files").selectAll().where("id", "=", s.fileId).executeTakeFirstOrThrow();
  const batch = await db.selectFrom("batches").selectAll().where("id", "=", s.batchId).executeTakeFirstOrThrow();
  const rows = await db.selectFrom("extractions").select(["id", "status"]).where("user_id", "=", s.user.id).execute();
  const stats = await t.app.inject({
    method: "GET",
    url: "/api/v1/usage/stats",
    headers: { authorization: `Bearer ${s.registered.token}` },
  });
  const listed = await t.app.inject({
    method: "GET",
    url: "/api/v1/extractions?limit=100",
    headers: { authorization: `Bearer ${s.registered.token}` },
  });
  return { file, batch, rows, usage: stats.json().daily_usage.extractions as number, listed: listed.json().total };
}

// two processFile calls of one service at once: what two queue loops of one process (one per extraction thread) do
describeEachDatabase("batch file run twice in one process", { env: { EXTRACTION_THREADS: "1" } }, (t) => {
  it("an attempt whose lease lapsed before it wrote its history row leaves no row: one row per file, counted once", async () => {
    const s = await oneFileBatch(t(), "before-row");
    try {
      // attempt A claims the file and waits (for the extraction thread, say) before writing its row
      const first = s.service.processFile({ fileId: s.fileId });
      await s.extractions.reached.opened;
      // meanwhile its lease lapses, a sweep requeues the file, and the same process runs it again
      await leaseLapses(t(), s.fileId, s.service.holder.workerId);
      await s.service.processFile({ fileId: s.fileId });
      const afterSecond = await leftBehind(t(), s);
      expect(afterSecond.file).toMatchObject({ status: "completed", table_count: 2 });
      // A goes on: it no longer holds the file, so it writes nothing
      s.extractions.release.open();
      await first;
      const after = await leftBehind(t(), s);
      expect(after.rows).toEqual([{ id: afterSecond.file.extraction_id, status: "completed" }]);
      expect(after.file).toMatchObject({ status: "completed", extraction_id: afterSecond.file.extraction_id });
      expect(after.batch).toMatchObject({ status: "completed", processed_files: 1, successful_files: 1 });
      expect(after.listed).toBe(1);
      expect(after.usage).toBe(1);
      expect(await history.extractionsToday(t().database.db, s.user.workspace_id)).toBe(1);
    } finally {
      s.extractions.release.open();
      await s.close();
    }
  });

  it("an attempt whose lease lapsed after it wrote its history row loses the row to the re-run and counts nothing", async () => {
    const s = await oneFileBatch(t(), "after-row");
    try {
      const first = s.service.processFile({ fileId: s.fileId });
      await s.extractions.reached.opened;
      // A has written its history row
      const firstRows = await t()
        .database.db.selectFrom("extractions")
        .select("id")
        .where("user_id", "=", s.user.id)
        .execute();
      expect(firstRows).toHaveLength(1);
      await leaseLapses(t(), s.fileId, s.service.holder.workerId);
      await s.service.processFile({ fileId: s.fileId });
      s.extractions.release.open();
      await expect(first).resolves.toBeUndefined();
      const after = await leftBehind(t(), s);
      expect(after.file).toMatchObject({ status: "completed", table_count: 2 });
      expect(after.file.extraction_id).not.toBe(firstRows[0]!.id);
      expect(after.rows).toEqual([{ id: after.file.extraction_id, status: "completed" }]);
      expect(after.batch).toMatchObject({ status: "completed", processed_files: 1, successful_files: 1 });
      expect(after.listed).toBe(1);
      expect(after.usage).toBe(1);
    } finally {
      s.extractions.release.open();
      await s.close();
    }
  });
});

/** A running one-file batch of the new user, its file stored under `storageKey` (nothing is read from it). */
async function claimableFile(t: TestApp, storageKey: string) {
  const { user } = await registerUser(t.app);
  const { fileIds } = await insertBatch(t.database.db, {
    userId: user.id,
    workspaceId: user.workspace_id,
    format: "csv",
    options: { include_statistics: false, fill_gaps: false, align_columns: false },
    retentionDays: 1,
    files: [{ filename: "f.pdf", fileSize: 10, storageKey }],
  });
  const row = (attempt: { storage_key: string | null }): history.NewExtraction => ({
    userId: user.id,
    workspaceId: user.workspace_id,
    filename: "f.pdf",
    fileSize: 10,
    storageKey: attempt.storage_key,
    settings: {},
    retentionDays: 1,
  });
  const rows = () =>
    t.database.db.selectFrom("extractions").select(["id", "status"]).where("user_id", "=", user.id).execute();
  return { user, fileId: fileIds[0]!, row, rows };
}

describeEachDatabase("batch file attempts", {}, (t) => {
  const holder = { workerId: "host-a/100/aaaaaa", leaseMs: 60_000 };

  it("two attempts of one file in one process: only the later one writes a row, a lease, an outcome; the earlier one is named to stop", async () => {
    const { db } = t().database;
    const f = await claimableFile(t(), `key-${newAttemptId()}`);
    const first = (await claimFile(db, f.fileId, holder))!;
    await leaseLapses(t(), f.fileId, holder.workerId);
    const second = (await claimFile(db, f.fileId, holder))!;
    expect(second.worker_id).toBe(first.worker_id);
    expect(second.attempt_id).not.toBe(first.attempt_id);

    await expect(recordAttemptRow(db, first, f.row(first))).rejects.toBeInstanceOf(AttemptSuperseded);
    expect(await f.rows()).toEqual([]);
    expect(await discardEarlierAttempts(db, first, f.user.id)).toBe(0);
    expect((await filesToStop(db, holder, [first, second])).map((a) => a.attempt_id)).toEqual([first.attempt_id]);

    const written = await recordAttemptRow(db, second, f.row(second));
    expect(await discardEarlierAttempts(db, first, f.user.id)).toBe(0);
    expect(await f.rows()).toEqual([{ id: written, status: "processing" }]);

    await db
      .updateTable("batch_files")
      .set({ lease_expires_at: new Date(Date.now() - 60_000) })
      .where("id", "=", f.fileId)
      .execute();
    await extendLeases(db, holder, [first]);
    const lease = () =>
      db.selectFrom("batch_files").select("lease_expires_at").where("id", "=", f.fileId).executeTakeFirstOrThrow();
    expect(new Date((await lease()).lease_expires_at!).getTime()).toBeLessThan(Date.now());
    await extendLeases(db, holder, [second]);
    expect(new Date((await lease()).lease_expires_at!).getTime()).toBeGreaterThan(Date.now());

    expect(await cancelRunningFile(db, first, "late")).toBe(false);
    expect(await finishFile(db, first, { ok: true, tableCount: 9 })).toBe(false);
    expect(await finishFile(db, second, { ok: true, tableCount: 2 })).toBe(true);
    expect(
      await db.selectFrom("batch_files").selectAll().where("id", "=", f.fileId).executeTakeFirstOrThrow(),
    ).toMatchObject({ status: "completed", table_count: 2, extraction_id: written, attempt_id: second.attempt_id });
  });

  it("a re-run's row replaces every earlier attempt's, the linked one too when it lost its storage key (refused as not a PDF)", async () => {
    const { db } = t().database;
    const f = await claimableFile(t(), `key-${newAttemptId()}`);
    const killed = (await claimFile(db, f.fileId, holder))!;
    const refused = await recordAttemptRow(db, killed, f.row(killed));
    // the killed attempt failed its row as not a PDF (forgetting the key), then died before counting the file
    await history.failExtraction(db, refused, "unsupported_media_type", "not a PDF", { fileDeleted: true });
    // and an attempt of a version before attempts left a row it never linked
    const unlinked = await history.insertExtraction(db, f.row(killed));
    await leaseLapses(t(), f.fileId, holder.workerId);
    const rerun = (await claimFile(db, f.fileId, holder))!;
    expect(await discardEarlierAttempts(db, rerun, f.user.id)).toBe(2);
    expect((await f.rows()).map((r) => r.id)).toEqual([]);
    // a row that turned up after the discard goes when the attempt writes its own, in the same transaction
    const again = await history.insertExtraction(db, f.row(rerun));
    const written = await recordAttemptRow(db, rerun, f.row(rerun));
    expect(await f.rows()).toEqual([{ id: written, status: "processing" }]);
    expect(again).not.toBe(written);
    expect(unlinked).not.toBe(written);
  });
});
