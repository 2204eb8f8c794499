import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppMetrics } from "./metrics.js";
import { sampleValue } from "../test/metrics-text.js";
import { metricsLine, startMetricsServer, type MetricsServer } from "./metrics-server.js";

const TOKEN = "separate-port-token-42";

describe("the separate metrics listener (METRICS_PORT)", () => {
  let server: MetricsServer;
  let base: string;
  beforeAll(async () => {
    const metrics = new AppMetrics({ process: "worker" });
    metrics.samplePool(() => ({ threads: 2, running: 1, waiting: 3, oldestWaitSeconds: 4.5, readAheadPages: 1 }));
    metrics.observeExtraction({ method: "stream", ok: true, pages: 7, waitSeconds: 0.1, runSeconds: 1.2 });
    server = await startMetricsServer(metrics, { port: 0, host: "127.0.0.1", token: TOKEN });
    base = `http://127.0.0.1:${server.port}`;
  });
  afterAll(() => server?.close());

  it("serves the metrics with the token, over real HTTP", async () => {
    const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(sampleValue(text, "pdftab_worker_pool_utilization", { process: "worker" })).toBe(0.5);
    expect(sampleValue(text, "pdftab_extraction_queue_oldest_wait_seconds", { process: "worker" })).toBe(4.5);
    expect(sampleValue(text, "pdftab_worker_pool_read_ahead_pages", { process: "worker" })).toBe(1);
    expect(sampleValue(text, "pdftab_extraction_pages_total", { method: "stream", process: "worker" })).toBe(7);
  });

  it("refuses a wrong token and answers every other path 404", async () => {
    const refused = await fetch(`${base}/metrics`, { headers: { authorization: "Bearer nope-nope-nope-nope" } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get("www-authenticate")).toContain("Bearer");
    expect(await refused.json()).toMatchObject({ code: "invalid_token" });
    const other = await fetch(`${base}/api/v1/health`);
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ code: "route_not_found" });
  });

  it("names where metrics are served in the start-up line", () => {
    expect(metricsLine({ metricsPort: 9464, metricsHost: "10.0.0.5", metricsToken: undefined })).toBe(
      "http://10.0.0.5:9464/metrics",
    );
    expect(metricsLine({ metricsPort: undefined, metricsHost: "127.0.0.1", metricsToken: TOKEN })).toBe(
      "/metrics on this port (bearer token METRICS_TOKEN)",
    );
    expect(metricsLine({ metricsPort: undefined, metricsHost: "127.0.0.1", metricsToken: undefined })).toMatch(/^off/);
  });
});
