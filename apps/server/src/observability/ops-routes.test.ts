import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { twoTablesPdf } from "@pdftab/engine/testing";
import { LocalFileStore } from "../storage/index.js";
import { upload } from "../test/extraction-helpers.js";
import { createTestApp, describeEachDatabase, registerUser } from "../test/test-app.js";
import { sampleValue } from "../test/metrics-text.js";

const TOKEN = "metrics-token-0123456789";

describeEachDatabase(
  "GET /health, /ready and /metrics",
  { env: { METRICS_TOKEN: TOKEN, EXTRACTION_THREADS: "1" } },
  (t) => {
    it("/health answers while the process lives, with its uptime", async () => {
      const response = await t().app.inject({ method: "GET", url: "/health" });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: "ok", uptime_seconds: expect.any(Number) });
      expect(response.headers["cache-control"]).toBe("no-store");
    });

    it("/ready checks the database, the file store and the batch queue", async () => {
      const response = await t().app.inject({ method: "GET", url: "/ready" });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: "ready",
        checks: { database: t().database.kind, storage: "ok", queue: expect.stringMatching(/^ok/) },
      });
    });

    it("/metrics refuses a missing or wrong token with 401 invalid_token", async () => {
      for (const authorization of [undefined, "Bearer wrong-token-0123456789", `Basic ${TOKEN}`, TOKEN]) {
        const response = await t().app.inject({
          method: "GET",
          url: "/metrics",
          headers: authorization ? { authorization } : {},
        });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ code: "invalid_token" });
      }
    });

    it("/metrics with the token: Prometheus text with HTTP timings by route, pool, queue, event loop and memory", async () => {
      await t().app.inject({ method: "GET", url: "/health" });
      await t().app.inject({ method: "GET", url: "/api/v1/no-such-route-42" });
      const response = await t().app.inject({
        method: "GET",
        url: "/metrics",
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = response.body;
      const web = { process: "web" };
      expect(
        sampleValue(text, "http_request_duration_seconds_count", {
          method: "GET",
          route: "/health",
          status_code: "200",
          ...web,
        }),
      ).toBeGreaterThan(0);
      // an unknown path is one label, not one per path
      expect(
        sampleValue(text, "http_request_duration_seconds_count", {
          method: "GET",
          route: "unmatched",
          status_code: "404",
          ...web,
        }),
      ).toBeGreaterThan(0);
      expect(text).not.toContain("no-such-route-42");
      expect(sampleValue(text, "pdftab_worker_pool_threads", web)).toBe(1);
      expect(sampleValue(text, "pdftab_worker_pool_utilization", web)).toBeGreaterThanOrEqual(0);
      expect(sampleValue(text, "pdftab_extraction_queue_waiting", web)).toBe(0);
      expect(sampleValue(text, "pdftab_batch_queue_pending_files", web)).toBeGreaterThanOrEqual(0);
      expect(sampleValue(text, "pdftab_batch_queue_oldest_pending_seconds", web)).toBeGreaterThanOrEqual(0);
      expect(sampleValue(text, "nodejs_eventloop_lag_p99_seconds", web)).toBeGreaterThanOrEqual(0);
      expect(sampleValue(text, "process_resident_memory_bytes", web)).toBeGreaterThan(10_000_000);
    });

    it("counts an extraction's run time and pages by the method asked for", async () => {
      const { token } = await registerUser(t().app);
      const before = await scrape(t().app);
      const pdf = twoTablesPdf();
      const started = await upload(
        t().app,
        "/api/v1/extractions",
        token,
        { name: "two.pdf", data: pdf.bytes },
        { method: "lattice" },
      );
      expect(started.statusCode).toBe(202);
      const id = started.json().id as string;
      for (let i = 0; i < 300; i++) {
        const status = await t().app.inject({
          method: "GET",
          url: `/api/v1/extractions/${id}`,
          headers: { authorization: `Bearer ${token}` },
        });
        if (status.json().status !== "processing") break;
        await new Promise((r) => setTimeout(r, 50));
      }
      const after = await scrape(t().app);
      const lattice = { method: "lattice", process: "web" };
      const delta = (name: string, labels: Record<string, string>) =>
        (sampleValue(after, name, labels) ?? 0) - (sampleValue(before, name, labels) ?? 0);
      expect(delta("pdftab_extractions_total", { ...lattice, outcome: "ok" })).toBe(1);
      expect(delta("pdftab_extraction_pages_total", lattice)).toBe(pdf.pageCount);
      expect(delta("pdftab_extraction_duration_seconds_count", { ...lattice, outcome: "ok" })).toBe(1);
      expect(delta("pdftab_extraction_duration_seconds_sum", { ...lattice, outcome: "ok" })).toBeGreaterThan(0);
    });
  },
);

async function scrape(app: import("fastify").FastifyInstance): Promise<string> {
  const response = await app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  return response.body;
}

describe("/metrics configuration", () => {
  it("is off (404 metrics_disabled) without METRICS_TOKEN or METRICS_PORT", async () => {
    const t = await createTestApp("pglite");
    try {
      const response = await t.app.inject({ method: "GET", url: "/metrics" });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: "metrics_disabled" });
    } finally {
      await t.close();
    }
  });

  it("is not on the app's port when METRICS_PORT moves it", async () => {
    const t = await createTestApp("pglite", { env: { METRICS_PORT: "9", METRICS_TOKEN: TOKEN } });
    try {
      const response = await t.app.inject({
        method: "GET",
        url: "/metrics",
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: "metrics_disabled",
        detail: expect.stringContaining("METRICS_PORT"),
      });
    } finally {
      await t.close();
    }
  });
});

describe("/ready when a dependency is gone", () => {
  it("answers 503 not_ready naming the file store that cannot be used", async () => {
    // a directory that would have to live inside a regular file
    const storage = new LocalFileStore(path.join(fileURLToPath(import.meta.url), "files"));
    const t = await createTestApp("pglite", { build: { storage } });
    try {
      const response = await t.app.inject({ method: "GET", url: "/ready" });
      expect(response.statusCode).toBe(503);
      const body = response.json();
      expect(body).toMatchObject({
        code: "not_ready",
        detail: "Not ready: storage did not answer",
        checks: { database: "pglite", queue: expect.stringMatching(/^ok/) },
      });
      expect(body.checks.storage).toMatch(/^failed: /);
    } finally {
      await t.close();
    }
  });

  it("answers 503 not_ready when the database is closed, while /health still answers", async () => {
    const t = await createTestApp("pglite");
    await t.database.close();
    try {
      const response = await t.app.inject({ method: "GET", url: "/ready" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        code: "not_ready",
        checks: { database: expect.stringMatching(/^failed: /), storage: "ok" },
      });
      expect((await t.app.inject({ method: "GET", url: "/health" })).statusCode).toBe(200);
    } finally {
      await t.app.close();
    }
  });
});
