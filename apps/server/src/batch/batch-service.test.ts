import path from "node:path";
import { expect, it } from "vitest";
import { twoTablesPdf } from "@pdftab/engine/testing";
import { ExtractionService } from "../extraction/extraction-service.js";
import { ExtractionPool } from "../extraction/pool/index.js";
import { LocalFileStore } from "../storage/index.js";
import { storedOneFileBatch } from "../test/one-file-batch.js";
import { describeEachDatabase, registerUser } from "../test/test-app.js";
import * as history from "../extraction/history/index.js";
import { releaseExpiredLeases } from "./batch-leases.js";
import { insertBatch } from "./batch-repository.js";
import { BatchService } from "./batch-service.js";

describeEachDatabase("batch engine: restart safety", { env: { EXTRACTION_THREADS: "1" } }, (t) => {
  it("re-queues files a dead process left 'processing' (lease run out) and finishes the batch with every file counted", async () => {
    const { database, config } = t();
    const { user } = await registerUser(t().app);
    const storage = new LocalFileStore(path.join(config.dataDir, "files"));
    const pdf = await storage.put(Buffer.from(twoTablesPdf().bytes), {
      clientName: "m.pdf",
      contentType: "application/pdf",
    });
    const broken = await storage.put(Buffer.from("not a pdf"), { clientName: "b.pdf", contentType: "application/pdf" });
    // a batch as a killed process leaves it: one file taken ('processing'), one failed and counted
    const { id, fileIds } = await insertBatch(database.db, {
      userId: user.id,
      workspaceId: user.workspace_id,
      format: "xlsx",
      options: { include_statistics: false, fill_gaps: false, align_columns: false },
      retentionDays: 1,
      files: [pdf, broken].map((f) => ({ filename: f.displayName, fileSize: f.size, storageKey: f.key })),
    });
    await database.db
      .updateTable("batches")
      .set({ status: "processing", processed_files: 1, failed_files: 1, current_file: "m.pdf" })
      .where("id", "=", id)
      .execute();
    await database.db
      .updateTable("batch_files")
      .set({ status: "processing", worker_id: "gone/1/dead00", lease_expires_at: new Date(Date.now() - 1000) })
      .where("id", "=", fileIds[0]!)
      .execute();
    await database.db
      .updateTable("batch_files")
      .set({ status: "failed", error_code: "unsupported_media_type" })
      .where("id", "=", fileIds[1]!)
      .execute();

    const pool = new ExtractionPool({ threads: 1, taskBudgetMs: 60_000 });
    const log = t().app.log;
    const extractions = new ExtractionService({ db: database.db, storage, pool, config, log });
    const restarted = new BatchService({ database, storage, extractions, config, log });
    try {
      await restarted.start();
      let batch;
      for (let i = 0; i < 600; i++) {
        batch = await database.db.selectFrom("batches").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
        if (batch.status !== "processing") break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(batch).toMatchObject({
        status: "completed",
        processed_files: 2,
        successful_files: 1,
        failed_files: 1,
        current_file: null,
      });
      const first = await database.db
        .selectFrom("batch_files")
        .selectAll()
        .where("id", "=", fileIds[0]!)
        .executeTakeFirstOrThrow();
      expect(first).toMatchObject({ status: "completed", table_count: 2 });
      expect(first.extraction_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(first.worker_id).toBe(restarted.holder.workerId);
    } finally {
      await restarted.stop();
      await extractions.drain();
      await pool.close();
    }
  });

  it("a re-run replaces its earlier attempts: one history row per file, counted once in today's usage", async () => {
    const { database, config } = t();
    const registered = await registerUser(t().app);
    const { user } = registered;
    const storage = new LocalFileStore(path.join(config.dataDir, "files"));
    const {
      id,
      fileId,
      stored: pdf,
    } = await storedOneFileBatch(database.db, storage, user, twoTablesPdf().bytes, "again.pdf");
    // two earlier attempts killed mid-run: one linked to the file, one killed before the link was written
    const settings = {};
    const attempt = () =>
      history.insertExtraction(database.db, {
        userId: user.id,
        workspaceId: user.workspace_id,
        filename: pdf.displayName,
        fileSize: pdf.size,
        storageKey: pdf.key,
        settings,
        retentionDays: 1,
      });
    const unlinked = await attempt();
    const linked = await attempt();
    await database.db
      .updateTable("batch_files")
      .set({ status: "processing", worker_id: "gone/1/dead00", extraction_id: linked })
      .where("id", "=", fileId)
      .execute();
    // the lease sweep gave the file back
    await database.db
      .updateTable("batch_files")
      .set({ status: "pending", worker_id: null, lease_expires_at: null })
      .where("id", "=", fileId)
      .execute();
    await database.db.updateTable("batches").set({ status: "processing" }).where("id", "=", id).execute();

    const pool = new ExtractionPool({ threads: 1, taskBudgetMs: 60_000 });
    const log = t().app.log;
    const extractions = new ExtractionService({ db: database.db, storage, pool, config, log });
    const rerun = new BatchService({ database, storage, extractions, config, log });
    try {
      await rerun.processFile({ fileId });
      const file = await database.db
        .selectFrom("batch_files")
        .selectAll()
        .where("id", "=", fileId)
        .executeTakeFirstOrThrow();
      expect(file.status).toBe("completed");
      const rows = await database.db
        .selectFrom("extractions")
        .select(["id", "status"])
        .where("user_id", "=", user.id)
        .execute();
      expect(rows).toEqual([{ id: file.extraction_id, status: "completed" }]);
      expect(rows.map((r) => r.id)).not.toContain(unlinked);
      expect(rows.map((r) => r.id)).not.toContain(linked);
      expect(await history.extractionsToday(database.db, user.workspace_id)).toBe(1);
      const stats = await t().app.inject({
        method: "GET",
        url: "/api/v1/usage/stats",
        headers: { authorization: `Bearer ${registered.token}` },
      });
      expect(stats.json()).toMatchObject({ daily_usage: { extractions: 1 }, totals: { pdfs_processed: 1 } });
    } finally {
      await rerun.stop();
      await extractions.drain();
      await pool.close();
    }
  });

  it("a file whose earlier attempt refused it as not a PDF, then died before counting it, fails with that reason on the re-run: one row, not counted", async () => {
    const { database, config } = t();
    const registered = await registerUser(t().app);
    const { user } = registered;
    const storage = new LocalFileStore(path.join(config.dataDir, "files"));
    const {
      id,
      fileId,
      stored: notPdf,
    } = await storedOneFileBatch(database.db, storage, user, Buffer.from("not a pdf at all"), "notes.pdf");
    const pool = new ExtractionPool({ threads: 1, taskBudgetMs: 60_000 });
    const log = t().app.log;
    const extractions = new ExtractionService({ db: database.db, storage, pool, config, log });
    const rerun = new BatchService({ database, storage, extractions, config, log });
    try {
      // the killed attempt: it refused the bytes (row failed, PDF deleted) and died before counting the file
      const refused = await history.insertExtraction(database.db, {
        userId: user.id,
        workspaceId: user.workspace_id,
        filename: notPdf.displayName,
        fileSize: notPdf.size,
        storageKey: notPdf.key,
        settings: {},
        retentionDays: 1,
      });
      const notAPdf = { code: "unsupported_media_type", message: "Please upload a valid PDF file" };
      await history.failExtraction(database.db, refused, notAPdf.code, notAPdf.message, { fileDeleted: true });
      await storage.delete(notPdf.key);
      await database.db
        .updateTable("batch_files")
        .set({ status: "pending", extraction_id: refused })
        .where("id", "=", fileId)
        .execute();
      await database.db.updateTable("batches").set({ status: "processing" }).where("id", "=", id).execute();

      await rerun.processFile({ fileId });
      expect(
        await database.db.selectFrom("batch_files").selectAll().where("id", "=", fileId).executeTakeFirstOrThrow(),
      ).toMatchObject({
        status: "failed",
        error_code: notAPdf.code,
        error_message: notAPdf.message,
        extraction_id: refused,
      });
      const rows = await database.db
        .selectFrom("extractions")
        .select(["id", "status"])
        .where("user_id", "=", user.id)
        .execute();
      expect(rows).toEqual([{ id: refused, status: "failed" }]);
      expect(await history.extractionsToday(database.db, user.workspace_id)).toBe(0);
      expect(
        await database.db.selectFrom("batches").selectAll().where("id", "=", id).executeTakeFirstOrThrow(),
      ).toMatchObject({ status: "failed", processed_files: 1, failed_files: 1 });
    } finally {
      await rerun.stop();
      await extractions.drain();
      await pool.close();
    }
  });

  it("a process killed between refusing a non-PDF and deleting it: the re-run replaces the refused row (one row, not counted)", async () => {
    const { database, config } = t();
    const { user } = await registerUser(t().app);
    /** The first delete never returns: the process dies right after the refusal was written. */
    class DyingStore extends LocalFileStore {
      dying = true;
      override delete(key: string): Promise<boolean> {
        if (!this.dying) return super.delete(key);
        this.dying = false;
        return new Promise(() => {});
      }
    }
    const storage = new DyingStore(path.join(config.dataDir, "files"));
    const { id, fileId } = await storedOneFileBatch(
      database.db,
      storage,
      user,
      Buffer.from("not a pdf at all"),
      "notes.pdf",
    );
    const pool = new ExtractionPool({ threads: 1, taskBudgetMs: 60_000 });
    const log = t().app.log;
    const extractions = new ExtractionService({ db: database.db, storage, pool, config, log });
    const killed = new BatchService({ database, storage, extractions, config, log, workerId: "gone/1/dead00" });
    const restarted = new BatchService({ database, storage, extractions, config, log });
    const rows = () =>
      database.db
        .selectFrom("extractions")
        .select(["id", "status", "error_code"])
        .where("user_id", "=", user.id)
        .execute();
    try {
      void killed.processFile({ fileId });
      for (let i = 0; i < 200 && !(await rows()).some((r) => r.status === "failed"); i++)
        await new Promise((r) => setTimeout(r, 25));
      expect(await rows()).toMatchObject([{ status: "failed", error_code: "unsupported_media_type" }]);
      // the dead process's lease runs out; the sweep gives the file back and the restarted process runs it
      await database.db
        .updateTable("batch_files")
        .set({ lease_expires_at: new Date(Date.now() - 60_000) })
        .where("id", "=", fileId)
        .execute();
      expect((await releaseExpiredLeases(database.db, { workerId: restarted.holder.workerId })).requeued).toEqual([
        fileId,
      ]);
      await restarted.processFile({ fileId });
      const file = await database.db
        .selectFrom("batch_files")
        .selectAll()
        .where("id", "=", fileId)
        .executeTakeFirstOrThrow();
      expect(file).toMatchObject({ status: "failed", error_code: "unsupported_media_type" });
      expect(await rows()).toEqual([
        { id: file.extraction_id, status: "failed", error_code: "unsupported_media_type" },
      ]);
      expect(await history.extractionsToday(database.db, user.workspace_id)).toBe(0);
      expect(
        await database.db.selectFrom("batches").selectAll().where("id", "=", id).executeTakeFirstOrThrow(),
      ).toMatchObject({ status: "failed", processed_files: 1, failed_files: 1 });
    } finally {
      await restarted.stop();
      await extractions.drain();
      await pool.close();
    }
  });

  it("counts a file only after its end was announced, so the batch's event is made after its files' (docs/api.md, Deliveries)", async () => {
    const { database, config } = t();
    const { user } = await registerUser(t().app);
    const storage = new LocalFileStore(path.join(config.dataDir, "files"));
    const { id, fileId } = await storedOneFileBatch(database.db, storage, user, twoTablesPdf().bytes, "told.pdf");
    await database.db.updateTable("batches").set({ status: "processing" }).where("id", "=", id).execute();
    const pool = new ExtractionPool({ threads: 1, taskBudgetMs: 60_000 });
    const log = t().app.log;
    const told: string[] = [];
    // a slow announcement (webhook queries on a busy database) must still come before the count
    const onEnded = async () => {
      await new Promise((r) => setTimeout(r, 300));
      told.push("file ended");
    };
    const extractions = new ExtractionService({ db: database.db, storage, pool, config, log, onEnded });
    const onFileCounted = async () => {
      told.push("file counted");
    };
    const batches = new BatchService({ database, storage, extractions, config, log, onFileCounted });
    try {
      await batches.processFile({ fileId });
      expect(told).toEqual(["file ended", "file counted"]);
    } finally {
      await batches.stop();
      await extractions.drain();
      await pool.close();
    }
  });
});
