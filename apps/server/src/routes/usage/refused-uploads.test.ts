import { multiPagePdf, twoTablesPdf } from "@pdftab/engine/testing";
import { expect, it } from "vitest";
import { setPlan } from "../../admin/set-plan.js";
import { extractionsDayBucket } from "../../extraction/daily-quota.js";
import { applyPlanOverrides } from "../../plans/plans-repository.js";
import { windowStart } from "../../rate-limit/fixed-window.js";
import { upload } from "../../test/extraction-helpers.js";
import { multipartFiles } from "../../test/multipart.js";
import { bearer, describeEachDatabase, registerUser, type TestApp } from "../../test/test-app.js";

const INFO = "/api/v1/pdf/extract-info";
const NOT_A_PDF = { name: "notes.pdf", data: Buffer.from("this is not a pdf") };

/** A user on a plan of `perDay` extractions a day and batches of up to 10 files. */
async function userAllowed(t: TestApp, perDay: number) {
  const { token, email, user } = await registerUser(t.app);
  const planId = `per_day_${perDay}`;
  await applyPlanOverrides(t.database.db, {
    [planId]: {
      name: `Per day ${perDay}`,
      max_file_bytes: 10 * 1024 * 1024,
      files_per_batch: 10,
      extractions_per_day: perDay,
      api_calls_per_day: 1000,
      requests_per_minute: 1000,
    },
  });
  await setPlan(t.database.db, email, planId);
  return { token, userId: user.id };
}

describeEachDatabase(
  "uploads refused before any extraction ran are not extractions of the day",
  { env: { EXTRACTION_THREADS: "1" } },
  (t) => {
    const get = async (url: string, token: string) =>
      (await t().app.inject({ method: "GET", url, headers: bearer(token) })).json();
    /** "Extractions today" as each screen reads it: subscription, usage stats and today's usage history. */
    const todayFigures = async (token: string) => {
      const today = new Date().toISOString().slice(0, 10);
      const history = (await get("/api/v1/usage/history?days=7", token)) as { date: string; extractions: number }[];
      return {
        subscription: (await get("/api/v1/auth/subscription", token)).usage_current as number,
        stats: (await get("/api/v1/usage/stats", token)).daily_usage.extractions as number,
        history: history.find((d) => d.date === today)?.extractions ?? 0,
      };
    };
    /** What the daily limit holds for the user's workspace right now. */
    const heldToday = async (userId: string) => {
      const { workspace_id } = await t()
        .database.db.selectFrom("workspace_members")
        .select("workspace_id")
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow();
      return t().app.apiCounters.count(extractionsDayBucket(workspace_id), windowStart(new Date(), 86_400_000));
    };
    const postBatch = (token: string, files: { name: string; data: Buffer | Uint8Array }[]) => {
      const body = multipartFiles(
        files.map((f) => ({ field: "files", ...f })),
        { format: "json" },
      );
      return t().app.inject({
        method: "POST",
        url: "/api/v1/batch/create",
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
    };
    const waitBatch = async (token: string, id: string) => {
      for (let i = 0; i < 1200; i++) {
        const batch = ((await get("/api/v1/batch/", token)) as { id: string; status: string }[]).find(
          (b) => b.id === id,
        )!;
        if (!["pending", "processing"].includes(batch.status)) return batch;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error("batch did not finish");
    };

    it("a single upload that is not a PDF: 415, kept in the history, but not counted in any figure nor against the limit", async () => {
      const { token, userId } = await userAllowed(t(), 1);
      const refused = await upload(t().app, INFO, token, NOT_A_PDF);
      expect(refused.statusCode).toBe(415);
      expect(refused.json().code).toBe("unsupported_media_type");
      const rows = (await get("/api/v1/extractions", token)) as { items: { status: string; filename: string }[] };
      expect(rows.items.map((r) => [r.filename, r.status])).toEqual([["notes.pdf", "failed"]]);
      expect(await todayFigures(token)).toEqual({ subscription: 0, stats: 0, history: 0 });
      expect(await heldToday(userId)).toBe(0);
      // nor as a PDF among the file types
      expect((await get("/api/v1/usage/stats", token)).analytics.file_types).toEqual({});

      const accepted = await upload(t().app, INFO, token, { name: "t.pdf", data: twoTablesPdf().bytes });
      expect(accepted.statusCode).toBe(200);
      expect(await todayFigures(token)).toEqual({ subscription: 1, stats: 1, history: 1 });
      expect((await get("/api/v1/usage/stats", token)).analytics.file_types).toEqual({ pdf: 1 });
      expect((await upload(t().app, INFO, token, { name: "t.pdf", data: twoTablesPdf().bytes })).json().code).toBe(
        "daily_limit_reached",
      );
    });

    it("a batch file that is not a PDF hands its extraction back: the figures and the limit count the PDFs that ran", async () => {
      const { token, userId } = await userAllowed(t(), 3);
      const first = await postBatch(token, [{ name: "a.pdf", data: twoTablesPdf().bytes }, NOT_A_PDF]);
      expect(first.statusCode).toBe(200);
      expect(await waitBatch(token, first.json().batch_id)).toMatchObject({ status: "completed" });
      expect(await todayFigures(token)).toEqual({ subscription: 1, stats: 1, history: 1 });
      expect(await heldToday(userId)).toBe(1);
      // two more fit a limit of 3 only if the refused file was handed back
      const second = await postBatch(token, [
        { name: "b.pdf", data: twoTablesPdf().bytes },
        { name: "c.pdf", data: twoTablesPdf().bytes },
      ]);
      expect(second.statusCode).toBe(200);
      await waitBatch(token, second.json().batch_id);
      expect(await todayFigures(token)).toEqual({ subscription: 3, stats: 3, history: 3 });
    });

    it("files cancelled before they started hand their extractions back: the limit holds what the figures show", async () => {
      const { token, userId } = await userAllowed(t(), 20);
      const pdf = multiPagePdf(5).bytes;
      const created = await postBatch(
        token,
        Array.from({ length: 6 }, (_, i) => ({ name: `s${i}.pdf`, data: pdf })),
      );
      expect(await heldToday(userId)).toBe(6);
      const id = created.json().batch_id;
      expect(
        (await t().app.inject({ method: "POST", url: `/api/v1/batch/${id}/cancel`, headers: bearer(token) })).json(),
      ).toMatchObject({ status: "cancelled" });
      const batch = (await waitBatch(token, id)) as unknown as { results: { status: string }[] };
      for (let i = 0; i < 300 && batch.results.some((r) => r.status === "processing"); i++) {
        await new Promise((r) => setTimeout(r, 100));
        Object.assign(
          batch,
          ((await get("/api/v1/batch/", token)) as { id: string }[]).find((b) => b.id === id),
        );
      }
      const unstarted = batch.results.filter((r) => r.status === "cancelled").length;
      expect(unstarted).toBeGreaterThanOrEqual(4);
      const { subscription } = await todayFigures(token);
      expect(await heldToday(userId)).toBe(subscription);
      expect(subscription).toBeLessThan(6);
    });
  },
);
