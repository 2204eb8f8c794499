import { mixedPdf } from "@pdftab/engine/hostile";
import { expect, it } from "vitest";
import { setPlan } from "../../admin/set-plan.js";
import { applyPlanOverrides } from "../../plans/plans-repository.js";
import { upload } from "../../test/extraction-helpers.js";
import { minuteWithRoomFor } from "../../test/fresh-minute.js";
import { bearer, describeEachDatabase, registerUser } from "../../test/test-app.js";

/** Stopped pages cost a fresh worker each; loading one from sources is slow on a busy machine. A harness limit, not a timing assertion. */
const HOSTILE_TEST_MS = 180_000;

const INFO = "/api/v1/pdf/extract-info";

// A page budget of 1.5 s keeps the hostile pages short and leaves the table pages room on a busy machine.
describeEachDatabase(
  "hostile uploads",
  { env: { EXTRACTION_THREADS: "1", EXTRACTION_PAGE_TIMEOUT_SECONDS: "1.5" } },
  (t) => {
    it(
      "a 2 GB Flate bomb and an XObject fan-out each cost one page: the other pages' tables come back with a per-page error",
      async () => {
        const { token } = await registerUser(t().app);
        const pdf = mixedPdf(["table", "bomb", "fanout", "table"], { bombSize: 2 ** 31 });
        expect(pdf.length).toBeLessThan(3 * 1024 * 1024);
        const response = await upload(t().app, INFO, token, { name: "hostile.pdf", data: pdf });
        expect(response.statusCode).toBe(200);
        const body = response.json();
        expect(body.tables.map((table: { page: number }) => table.page)).toEqual([1, 4]);
        expect(body.page_errors.map((e: { page: number; code: string }) => [e.page, e.code])).toEqual([
          [2, "page_timeout"],
          [3, "page_timeout"],
        ]);
        const item = (
          await t().app.inject({
            method: "GET",
            url: `/api/v1/extractions/${body.extraction_id}`,
            headers: bearer(token),
          })
        ).json();
        expect(item).toMatchObject({ status: "completed", pages_done: 4, pages_total: 4, queued: false });
      },
      HOSTILE_TEST_MS,
    );

    it(
      "counts failed extractions toward the daily limit",
      async () => {
        const { token, email } = await registerUser(t().app);
        await applyPlanOverrides(t().database.db, {
          two_a_day: {
            name: "Two",
            max_file_bytes: 10 * 1024 * 1024,
            files_per_batch: 1,
            extractions_per_day: 2,
            api_calls_per_day: 100,
            requests_per_minute: 100,
          },
        });
        await setPlan(t().database.db, email, "two_a_day");
        const junk = { name: "junk.pdf", data: Buffer.from("%PDF-1.7\nnothing here\n") };
        expect((await upload(t().app, INFO, token, junk)).statusCode).toBe(422);
        expect((await upload(t().app, INFO, token, junk)).statusCode).toBe(422);
        const limited = await upload(t().app, INFO, token, { name: "fine.pdf", data: mixedPdf(["table"]) });
        expect(limited.statusCode).toBe(429);
        expect(limited.json().code).toBe("daily_limit_reached");
      },
      HOSTILE_TEST_MS,
    );

    it(
      "limits uploads from a web session per minute like API calls",
      async () => {
        const { token, email } = await registerUser(t().app);
        await applyPlanOverrides(t().database.db, {
          slow: {
            name: "Slow",
            max_file_bytes: 10 * 1024 * 1024,
            files_per_batch: 1,
            extractions_per_day: 100,
            api_calls_per_day: 100,
            requests_per_minute: 2,
          },
        });
        await setPlan(t().database.db, email, "slow");
        const pdf = { name: "t.pdf", data: mixedPdf(["table"]) };
        // three extractions must fall in one minute window, or the third is counted in a new one
        await minuteWithRoomFor(40);
        const first = await upload(t().app, INFO, token, pdf);
        expect(first.statusCode).toBe(200);
        expect(first.headers["ratelimit-limit"]).toBe("2");
        expect((await upload(t().app, INFO, token, pdf)).statusCode).toBe(200);
        const third = await upload(t().app, INFO, token, pdf);
        expect(third.statusCode).toBe(429);
        expect(third.json().code).toBe("rate_limited");
        expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
        // reading the history is not an upload and is not counted
        expect(
          (await t().app.inject({ method: "GET", url: "/api/v1/extractions", headers: bearer(token) })).statusCode,
        ).toBe(200);
      },
      HOSTILE_TEST_MS,
    );
  },
);
