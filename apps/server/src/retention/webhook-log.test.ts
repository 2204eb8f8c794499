import path from "node:path";
import { sql } from "kysely";
import { expect, it } from "vitest";
import { accountOn } from "../routes/team/team-helpers.js";
import { LocalFileStore } from "../storage/index.js";
import { bearer, describeEachDatabase } from "../test/test-app.js";
import { sweepExpired } from "./index.js";

describeEachDatabase(
  "retention: old webhook deliveries leave the delivery log",
  { env: { WEBHOOK_ALLOW_PRIVATE: "true", WEBHOOK_LOG_DAYS: "14" } },
  (t) => {
    it("deletes settled deliveries older than WEBHOOK_LOG_DAYS with their tries; keeps newer and pending ones", async () => {
      expect(t().config.webhooks.logDays).toBe(14);
      const owner = await accountOn(t(), "business");
      const hook = (
        await t().app.inject({
          method: "POST",
          url: "/api/v1/webhooks",
          headers: bearer(owner.token),
          payload: { url: "http://127.0.0.1:9/x", events: ["batch.completed"] },
        })
      ).json();
      const { db } = t().database;
      const daysAgo = (days: number) => sql<Date>`now() - make_interval(days => ${days})`;
      const delivery = async (status: "succeeded" | "failed" | "pending", age: number) => {
        const row = await db
          .insertInto("webhook_deliveries")
          .values({
            webhook_id: hook.id,
            event: "batch.completed",
            body: "{}",
            status,
            attempts: 1,
            created_at: daysAgo(age) as unknown as Date,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await db
          .insertInto("webhook_attempts")
          .values({
            delivery_id: row.id,
            attempt: 1,
            status_code: 200,
            duration_ms: 5,
            error: null,
            started_at: new Date(),
          })
          .execute();
        return row.id;
      };
      const oldOk = await delivery("succeeded", 15);
      const oldFailed = await delivery("failed", 20);
      const oldPending = await delivery("pending", 15);
      const recent = await delivery("succeeded", 13);

      const sweep = () =>
        sweepExpired({
          db,
          storage: new LocalFileStore(path.join(t().config.dataDir, "files")),
          log: t().app.log,
          extractionTimeoutMs: t().config.extractionTimeoutMs,
          webhookLogDays: t().config.webhooks.logDays,
        });
      expect(await sweep()).toMatchObject({ webhookDeliveries: 2, failures: 0 });
      const left = await db.selectFrom("webhook_deliveries").select("id").execute();
      expect(left.map((r) => r.id).sort()).toEqual([oldPending, recent].sort());
      const tries = await db.selectFrom("webhook_attempts").select("delivery_id").execute();
      expect(tries.map((r) => r.delivery_id)).not.toContain(oldOk);
      expect(tries.map((r) => r.delivery_id)).not.toContain(oldFailed);
      expect(tries).toHaveLength(2);
      // the log the API shows lost them too; a second sweep finds nothing
      const log = (
        await t().app.inject({
          method: "GET",
          url: `/api/v1/webhooks/${hook.id}/deliveries`,
          headers: bearer(owner.token),
        })
      ).json().deliveries;
      expect(log.map((d: { id: string }) => d.id).sort()).toEqual([oldPending, recent].sort());
      expect((await sweep()).webhookDeliveries).toBe(0);
    });
  },
);
