import { pino } from "pino";
import { expect, it } from "vitest";
import { accountOn } from "../routes/team/team-helpers.js";
import { bearer, describeEachDatabase, type TestApp } from "../test/test-app.js";
import { LeaseKeeper } from "../batch/lease-keeper.js";
import { WebhookService } from "./webhook-service.js";

describeEachDatabase(
  "webhooks for a batch file stopped by a cancel",
  { env: { WEBHOOK_ALLOW_PRIVATE: "true" } },
  (t) => {
    it("a stopped file is not announced; the cancelled batch waits for its running file, then is announced once", async () => {
      const { db, workspaceId, batchId, runningId, webhookId } = await cancelledBatchWithRunningFile(t);

      const service = new WebhookService({
        database: t().database,
        settings: t().config.webhooks,
        apiBase: "http://x/api/v1",
        log: pino({ level: "silent" }),
      });
      try {
        const deliveries = () =>
          db.selectFrom("webhook_deliveries").select("event").where("webhook_id", "=", webhookId).execute();
        await service.extractionEnded({
          id: "00000000-0000-4000-8000-000000000001",
          workspaceId,
          filename: "a.pdf",
          batchId,
          outcome: { ok: false, code: "cancelled", message: "Stopped after 1 of 3 pages" },
        });
        await service.batchMayHaveEnded(batchId);
        expect(await deliveries()).toEqual([]);

        await db.updateTable("batch_files").set({ status: "cancelled" }).where("id", "=", runningId).execute();
        await service.batchMayHaveEnded(batchId);
        await service.batchMayHaveEnded(batchId);
        expect(await deliveries()).toEqual([{ event: "batch.cancelled" }]);

        // a file that failed for its own reason is still announced
        await service.extractionEnded({
          id: "00000000-0000-4000-8000-000000000002",
          workspaceId,
          filename: "c.pdf",
          batchId: null,
          outcome: { ok: false, code: "encrypted", message: "The PDF needs a password" },
        });
        expect((await deliveries()).map((d) => d.event).sort()).toEqual(["batch.cancelled", "extraction.failed"]);
      } finally {
        await service.stop();
      }
    });
    it("a cancelled batch whose running file died with its process is announced by the sweep that takes the file back", async () => {
      const { db, runningId, webhookId } = await cancelledBatchWithRunningFile(t);
      await db
        .updateTable("batch_files")
        .set({ worker_id: "a-process-that-died", lease_expires_at: new Date(Date.now() - 60_000) })
        .where("id", "=", runningId)
        .execute();
      const service = new WebhookService({
        database: t().database,
        settings: t().config.webhooks,
        apiBase: "http://x/api/v1",
        log: pino({ level: "silent" }),
      });
      const keeper = new LeaseKeeper({
        db,
        holder: { workerId: "the-sweeper", leaseMs: 60_000 },
        log: pino({ level: "silent" }),
        requeue: async () => {},
        workPending: async () => {},
        bossSchema: "pgboss",
        batchEnded: (id) => service.batchMayHaveEnded(id),
      });
      try {
        await keeper.sweep();
        await keeper.sweep();
        expect(await db.selectFrom("batch_files").select("status").where("id", "=", runningId).execute()).toEqual([
          { status: "cancelled" },
        ]);
        expect(
          await db.selectFrom("webhook_deliveries").select("event").where("webhook_id", "=", webhookId).execute(),
        ).toEqual([{ event: "batch.cancelled" }]);
      } finally {
        await keeper.stop();
        await service.stop();
      }
    });
  },
);

/** A Business owner's webhook for batch.cancelled and a cancelled batch of two files, one still marked running. */
async function cancelledBatchWithRunningFile(t: () => TestApp) {
  const owner = await accountOn(t(), "business");
  const created = await t().app.inject({
    method: "POST",
    url: "/api/v1/webhooks",
    headers: bearer(owner.token),
    payload: { url: "http://127.0.0.1:9/never", events: ["extraction.failed", "batch.cancelled"] },
  });
  expect(created.statusCode).toBe(201);
  const { db } = t().database;
  const workspace = await db
    .selectFrom("workspace_members")
    .select("workspace_id")
    .where("user_id", "=", owner.user.id)
    .executeTakeFirstOrThrow();
  const batch = await db
    .insertInto("batches")
    .values({
      user_id: owner.user.id,
      workspace_id: workspace.workspace_id,
      status: "cancelled",
      format: "csv",
      options: "{}",
      total_files: 2,
      expires_at: new Date(Date.now() + 86_400_000),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const [running] = await db
    .insertInto("batch_files")
    .values([
      {
        batch_id: batch.id,
        position: 0,
        filename: "a.pdf",
        file_size: 1,
        storage_key: null,
        status: "processing",
        extraction_id: null,
        error_code: null,
        error_message: null,
      },
      {
        batch_id: batch.id,
        position: 1,
        filename: "b.pdf",
        file_size: 1,
        storage_key: null,
        status: "cancelled",
        extraction_id: null,
        error_code: null,
        error_message: null,
      },
    ])
    .returning("id")
    .execute();
  return {
    db,
    workspaceId: workspace.workspace_id,
    batchId: batch.id,
    runningId: running!.id,
    webhookId: created.json().id as string,
  };
}
