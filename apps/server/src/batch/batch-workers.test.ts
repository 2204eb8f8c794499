import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multiPagePdf, variedPdfs } from "@pdftab/engine/testing";
import { buildApp } from "../app.js";
import { loadConfig } from "../config/index.js";
import { migrateToLatest, openDatabase, type DatabaseHandle } from "../db/index.js";
import { multipartFiles } from "../test/multipart.js";
import { createFreshDatabase } from "../db/scratch-postgres.js";
import { startServerProcess, type ServerProcess } from "../test/server-process.js";
import { bearer, registerUser } from "../test/test-app.js";

const PDFS = variedPdfs();
/**
 * Pages of each file in the cancel test: a worker reads 600 to 900 of these small pages a second
 * here (2026-11), so a file lasts seven seconds or more, many heartbeats (a second apart).
 */
const PAGES = 6000;

const url = process.env.TEST_DATABASE_URL;

if (!url) {
  describe.skip("two worker processes share a batch [postgres: skipped because TEST_DATABASE_URL is not set]", () => {
    it("runs against PostgreSQL", () => {});
  });
} else {
  /**
   * Scale-out with real processes: a web app that leaves batch work to
   * workers (BATCH_WORKERS=false) accepts a batch; two `worker` processes on
   * the same PostgreSQL and data directory run its files between them.
   */
  describe("two worker processes share a batch [postgres]", () => {
    let dataDir: string;
    let fresh: Awaited<ReturnType<typeof createFreshDatabase>>;
    let database: DatabaseHandle;
    let app: FastifyInstance;
    const workers: ServerProcess[] = [];

    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), "pdftab-workers-"));
      fresh = await createFreshDatabase(url, "workers");
      database = await openDatabase({ kind: "postgres", url: fresh.url });
      await migrateToLatest(database);
      const config = loadConfig({
        DATA_DIR: dataDir,
        DATABASE_URL: fresh.url,
        BATCH_WORKERS: "false",
        LOG_LEVEL: "silent",
      });
      app = await buildApp({ config, database, logger: false, webRoot: path.join(dataDir, "no-web-build") });
      await app.ready();
      // a short lease: the heartbeat (a third of it) is how a cancel sent to the web app reaches the workers
      const env = {
        DATA_DIR: dataDir,
        DATABASE_URL: fresh.url,
        EXTRACTION_THREADS: "1",
        LOG_LEVEL: "warn",
        BATCH_LEASE_SECONDS: "3",
      };
      workers.push(startServerProcess("worker", env), startServerProcess("worker", env));
      await Promise.all(workers.map((w) => w.waitFor(/pdftab worker \S+ is running batch files/)));
    }, 120_000);

    afterAll(async () => {
      await Promise.all(workers.map((w) => w.stop("SIGKILL")));
      await app?.close();
      await database?.close();
      await fresh?.drop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it(
      "the batch completes with every file accounted for, run by both workers and not by the web process",
      { timeout: 240_000 },
      async () => {
        const { token, user } = await registerUser(app);
        await database.db
          .updateTable("users")
          .set({ subscription_tier: "business" })
          .where("id", "=", user.id)
          .execute();
        const files = PDFS.map(({ name, bytes }) => ({ field: "files", name, data: bytes }));
        const body = multipartFiles(files, { format: "json" });
        const created = await app.inject({
          method: "POST",
          url: "/api/v1/batch/create",
          headers: { ...bearer(token), ...body.headers },
          payload: body.payload,
        });
        expect(created.statusCode).toBe(200);
        const batchId = created.json().batch_id as string;

        const batch = () =>
          database.db.selectFrom("batches").selectAll().where("id", "=", batchId).executeTakeFirstOrThrow();
        let done = await batch();
        for (let i = 0; done.status === "pending" || done.status === "processing"; i++) {
          if (i > 900)
            throw new Error(
              `batch did not finish: ${JSON.stringify(done)}\n${workers.map((w) => w.output()).join("\n---\n")}`,
            );
          await new Promise((r) => setTimeout(r, 200));
          done = await batch();
        }
        expect(done).toMatchObject({ status: "completed", total_files: PDFS.length, processed_files: PDFS.length });
        const rows = await database.db.selectFrom("batch_files").selectAll().where("batch_id", "=", batchId).execute();
        expect(rows).toHaveLength(PDFS.length);
        for (const row of rows) {
          expect(["completed", "failed"]).toContain(row.status);
          if (row.status === "failed") expect(row.error_code).toBeTruthy();
          else expect(row.extraction_id).toBeTruthy();
        }
        const pids = rows.map((r) => Number(r.worker_id?.split("/")[1]));
        const workerPids = workers.map((w) => w.child.pid);
        expect(new Set(pids).size).toBeGreaterThanOrEqual(2);
        for (const pid of pids) expect(workerPids).toContain(pid);
        expect(pids).not.toContain(process.pid);
      },
    );

    it(
      "a cancel sent to the web app stops the files running in the workers before their last page",
      { timeout: 240_000 },
      async () => {
        const { token, user } = await registerUser(app);
        await database.db
          .updateTable("users")
          .set({ subscription_tier: "business" })
          .where("id", "=", user.id)
          .execute();
        // long enough that a file running when the cancel is sent cannot finish before the next
        // heartbeat, so a running file that ends unstopped is a cancel that did not arrive
        const long = multiPagePdf(PAGES, 6).bytes;
        const body = multipartFiles(
          [0, 1, 2].map((i) => ({ field: "files", name: `long-${i}.pdf`, data: long })),
          { format: "json" },
        );
        const created = await app.inject({
          method: "POST",
          url: "/api/v1/batch/create",
          headers: { ...bearer(token), ...body.headers },
          payload: body.payload,
        });
        expect(created.statusCode).toBe(200);
        const batchId = created.json().batch_id as string;

        // wait until both workers each run a file and have read a page of it
        const running = () =>
          database.db
            .selectFrom("batch_files")
            .innerJoin("extractions", "extractions.id", "batch_files.extraction_id")
            .select(["batch_files.id", "extractions.pages_done"])
            .where("batch_files.batch_id", "=", batchId)
            .where("batch_files.status", "=", "processing")
            .execute();
        let started = await running();
        for (let i = 0; started.filter((r) => Number(r.pages_done) >= 1).length < 2; i++) {
          if (i > 600) throw new Error(`files did not start: ${workers.map((w) => w.output()).join("\n---\n")}`);
          await new Promise((r) => setTimeout(r, 100));
          started = await running();
        }
        // one worker may start well before the other, and finish a file before the cancel: only
        // the files running now must stop
        const runningAtCancel = new Set(started.map((r) => r.id));
        const cancel = await app.inject({
          method: "POST",
          url: `/api/v1/batch/${batchId}/cancel`,
          headers: bearer(token),
        });
        expect(cancel.json()).toEqual({ success: true, status: "cancelled" });

        const files = () =>
          database.db
            .selectFrom("batch_files")
            .leftJoin("extractions", "extractions.id", "batch_files.extraction_id")
            .select([
              "batch_files.id",
              "batch_files.status",
              "batch_files.error_code",
              "batch_files.worker_id",
              "extractions.pages_done",
              "extractions.pages_total",
              "extractions.error_code as extraction_error",
            ])
            .where("batch_files.batch_id", "=", batchId)
            .orderBy("batch_files.position")
            .execute();
        let rows = await files();
        for (let i = 0; rows.some((r) => r.status === "processing"); i++) {
          if (i > 300) throw new Error(`files did not stop: ${JSON.stringify(rows)}`);
          await new Promise((r) => setTimeout(r, 100));
          rows = await files();
        }
        const stopped = rows.filter((r) => runningAtCancel.has(r.id));
        expect(stopped).toHaveLength(2);
        for (const row of stopped) {
          expect(row).toMatchObject({
            status: "cancelled",
            error_code: "cancelled",
            worker_id: null,
            extraction_error: "cancelled",
          });
          expect(Number(row.pages_done)).toBeLessThan(PAGES);
        }
        // the others were waiting (cancelled before they started) or had ended before the cancel
        const others = rows.filter((r) => !runningAtCancel.has(r.id));
        for (const row of others) expect(["cancelled", "completed"]).toContain(row.status);
        expect(
          await database.db.selectFrom("batches").selectAll().where("id", "=", batchId).executeTakeFirstOrThrow(),
        ).toMatchObject({
          status: "cancelled",
          processed_files: others.filter((r) => r.status === "completed").length,
          failed_files: 0,
        });
      },
    );

    it("a worker stops on SIGTERM with exit code 0", async () => {
      expect(await workers[0]!.stop("SIGTERM")).toEqual({ code: 0, signal: null });
    });
  });
}
