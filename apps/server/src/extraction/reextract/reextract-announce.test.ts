import { pino } from "pino";
import { expect, it } from "vitest";
import { createFileStore } from "../../storage/index.js";
import { upload } from "../../test/extraction-helpers.js";
import { ruledPagesPdf } from "../../test/ruled-pages.fixture.js";
import { describeEachDatabase, registerUser } from "../../test/test-app.js";
import type { ExtractionEnded } from "../../webhooks/webhook-service.js";
import { findExtraction } from "../history/index.js";
import { ExtractionError, type ExtractionPool } from "../pool/index.js";
import { reextract } from "./reextract.js";

describeEachDatabase(
  "a re-extraction that fails is announced like a first run",
  { env: { EXTRACTION_THREADS: "1" } },
  (t) => {
    it("tells onEnded extraction failed with the run's error, and the stored tables stay", async () => {
      const { token } = await registerUser(t().app);
      const response = await upload(t().app, "/api/v1/pdf/extract-info", token, {
        name: "four.pdf",
        data: ruledPagesPdf(4),
      });
      expect(response.statusCode).toBe(200);
      const id = response.json().extraction_id as string;
      const { db } = t().database;
      const row = await db
        .selectFrom("extractions")
        .select("workspace_id")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      const record = (await findExtraction(db, row.workspace_id, id))!;
      // a pool whose run stops on a page: the failure comes after the run started, as a page timeout would
      const pool = {
        pageSizes: async () => Array.from({ length: 4 }, () => ({ width: 612, height: 792 })),
        extract: async () => {
          throw new ExtractionError("page_timeout", "Page 2 took too long");
        },
      } as unknown as ExtractionPool;
      const told: ExtractionEnded[] = [];
      await expect(
        reextract(
          {
            db,
            storage: createFileStore(t().config),
            pool,
            log: pino({ level: "silent" }),
            onEnded: async (e) => void told.push(e),
          },
          record.userId,
          record,
          { method: "stream" },
        ),
      ).rejects.toMatchObject({ code: "page_timeout" });
      expect(told).toEqual([
        {
          id,
          workspaceId: row.workspace_id,
          filename: "four.pdf",
          batchId: null,
          reextraction: true,
          outcome: { ok: false, code: "page_timeout", message: "Page 2 took too long" },
        },
      ]);
      expect((await findExtraction(db, row.workspace_id, id))!.status).toBe("completed");

      // a request refused before the run is not announced
      await expect(
        reextract(
          {
            db,
            storage: createFileStore(t().config),
            pool,
            log: pino({ level: "silent" }),
            onEnded: async (e) => void told.push(e),
          },
          record.userId,
          record,
          { pages: "9" },
        ),
      ).rejects.toMatchObject({ statusCode: 422 });
      expect(told).toHaveLength(1);

      // an extraction deleted while its re-run reads it is 404, and no failure is announced for it
      const deleting = {
        ...pool,
        extract: async () => {
          await db.deleteFrom("extractions").where("id", "=", id).execute();
          throw new ExtractionError("extraction_failed", "The PDF could not be processed");
        },
      } as unknown as ExtractionPool;
      await expect(
        reextract(
          {
            db,
            storage: createFileStore(t().config),
            pool: deleting,
            log: pino({ level: "silent" }),
            onEnded: async (e) => void told.push(e),
          },
          record.userId,
          record,
          { method: "lattice" },
        ),
      ).rejects.toMatchObject({ statusCode: 404, code: "not_found" });
      expect(told).toHaveLength(1);
    });
  },
);
