import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import JSZip from "jszip";
import { afterAll, describe, expect, it } from "vitest";
import { variedPdfs } from "@pdftab/engine/testing";
import { openDatabase, type DatabaseHandle } from "../db/index.js";
import { multipartFiles } from "../test/multipart.js";
import { createFreshDatabase } from "../db/scratch-postgres.js";
import { freePort, startServerProcess } from "../test/server-process.js";
import { GOOD_PASSWORD, uniqueEmail } from "../test/test-app.js";

const PDFS = variedPdfs();
/** Batch-capable limits for the free plan, so the test user needs no plan change while the database is locked by the server. */
const PLANS_JSON = JSON.stringify({
  free: { files_per_batch: 20, extractions_per_day: 1000, api_calls_per_day: 100000, requests_per_minute: 100000 },
});

interface BatchListed {
  id: string;
  status: string;
  progress: { total_files: number; processed_files: number; successful_files: number; failed_files: number };
  results: { filename: string; status: string; error: string | null; error_code: string | null }[];
}

/**
 * Crash safety with real processes: a server killed with SIGKILL in the middle
 * of a batch, started again on the same data, finishes the batch with every
 * file accounted for.
 */
for (const variant of ["pglite", "postgres"] as const) {
  if (variant === "postgres" && !process.env.TEST_DATABASE_URL) {
    describe.skip("batch survives SIGKILL [postgres: skipped because TEST_DATABASE_URL is not set]", () => {
      it("runs against PostgreSQL", () => {});
    });
    continue;
  }
  describe(`batch survives SIGKILL [${variant}]`, () => {
    const cleanups: (() => Promise<unknown>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
    });

    it(
      "kill -9 mid-batch, start again: the batch finishes, every file completed or failed with its reason, zip downloadable",
      { timeout: 600_000 },
      async () => {
        const dataDir = await mkdtemp(path.join(os.tmpdir(), "pdftab-crash-"));
        cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
        const env: Record<string, string> = {
          DATA_DIR: dataDir,
          PORT: String(await freePort()),
          LOG_LEVEL: "warn",
          EXTRACTION_THREADS: "1",
          PLANS_JSON,
          BATCH_LEASE_SECONDS: "3",
        };
        if (variant === "postgres") {
          const fresh = await createFreshDatabase(process.env.TEST_DATABASE_URL!, "crash");
          cleanups.push(() => fresh.drop());
          env.DATABASE_URL = fresh.url;
          env.LOG_LEVEL = "info";
        }
        const base = `http://127.0.0.1:${env.PORT}/api/v1`;
        const start = async () => {
          const server = startServerProcess("main", env);
          cleanups.push(() => server.stop("SIGKILL"));
          // starting from sources on a loaded machine can take over a minute
          await server.waitFor(/pdftab is running at/, 180_000);
          return server;
        };

        const first = await start();
        const registered = await fetch(`${base}/auth/register`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: uniqueEmail("crash"), password: GOOD_PASSWORD, full_name: "Crash Test" }),
        });
        expect(registered.status).toBe(201);
        const auth = {
          authorization: `Bearer ${((await registered.json()) as { access_token: string }).access_token}`,
        };
        const files = [
          ...PDFS.map(({ name, bytes }) => ({ field: "files", name, data: bytes })),
          { field: "files", name: "notes.pdf", data: Buffer.from("not a pdf at all") },
        ];
        const body = multipartFiles(files, { format: "csv" });
        const created = await fetch(`${base}/batch/create`, {
          method: "POST",
          headers: { ...auth, ...body.headers },
          body: body.payload,
        });
        expect(created.status).toBe(200);
        const { batch_id: batchId } = (await created.json()) as { batch_id: string };
        const batch = async (): Promise<BatchListed> => {
          const listed = (await (await fetch(`${base}/batch/`, { headers: auth })).json()) as BatchListed[];
          return listed.find((b) => b.id === batchId)!;
        };

        let atKill = await batch();
        for (let i = 0; atKill.progress.processed_files < 1; i++) {
          if (i > 2000)
            throw new Error(`no file processed before the kill: ${JSON.stringify(atKill)}\n${first.output()}`);
          await new Promise((r) => setTimeout(r, 25));
          atKill = await batch();
        }
        first.child.kill("SIGKILL");
        expect((await first.exited).signal).toBe("SIGKILL");
        // the kill must have come mid-batch for the test to mean anything
        expect(atKill.progress.processed_files).toBeLessThan(files.length);

        const second = await start();
        let done = await batch();
        for (let i = 0; done.status === "processing" || done.status === "pending"; i++) {
          if (i > 600)
            throw new Error(`batch did not finish after the restart: ${JSON.stringify(done)}\n${second.output()}`);
          await new Promise((r) => setTimeout(r, 200));
          done = await batch();
        }
        expect(done.status).toBe("completed");
        expect(done.progress).toMatchObject({ total_files: files.length, processed_files: files.length });
        expect(done.progress.successful_files + done.progress.failed_files).toBe(files.length);
        for (const result of done.results) {
          expect(["completed", "failed"]).toContain(result.status);
          if (result.status === "failed") expect(result.error_code && result.error).toBeTruthy();
        }
        expect(done.results.find((r) => r.filename === "notes.pdf")).toMatchObject({
          status: "failed",
          error_code: "unsupported_media_type",
        });
        const download = await fetch(`${base}/batch/${batchId}/download`, { headers: auth });
        expect(download.status).toBe(200);
        const zip = await JSZip.loadAsync(Buffer.from(await download.arrayBuffer()));
        expect(Object.keys(zip.files).filter((n) => n.endsWith(".csv") && n !== "batch_summary.csv").length).toBe(
          done.progress.successful_files,
        );
        // the file cut off by the kill ran again and replaced its earlier attempt: one history row per file, none left processing
        const history = (await (await fetch(`${base}/extractions?limit=100`, { headers: auth })).json()) as {
          total: number;
          items: { status: string }[];
        };
        expect(history.total).toBe(files.length);
        expect(history.items.map((e) => e.status).sort()).toEqual(done.results.map((r) => r.status).sort());
        const stats = (await (await fetch(`${base}/usage/stats`, { headers: auth })).json()) as {
          daily_usage: { extractions: number };
        };
        // each file counted once; notes.pdf stays in the history but, refused before any extraction
        // ran, is not an extraction of the day (docs/product.md, Plans and limits)
        expect(stats.daily_usage.extractions).toBe(history.total - 1);

        // both processes ran files: the killed one before, the restarted one after
        expect((await second.stop()).code).toBe(0);
        const database: DatabaseHandle = await openDatabase(
          env.DATABASE_URL
            ? { kind: "postgres", url: env.DATABASE_URL }
            : { kind: "pglite", dir: path.join(dataDir, "db") },
        );
        try {
          const rows = await database.db
            .selectFrom("batch_files")
            .select(["status", "worker_id"])
            .where("batch_id", "=", batchId)
            .execute();
          expect(rows.filter((r) => r.status === "processing")).toEqual([]);
          expect(new Set(rows.map((r) => r.worker_id?.split("/")[1])).size).toBeGreaterThanOrEqual(2);
        } finally {
          await database.close();
        }
      },
    );
  });
}
