import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./index.js";
import { ExtractionPool } from "../extraction/pool/extraction-pool.js";
import { extractionPoolFor } from "../services/build-services.js";

describe("loadConfig", () => {
  it("gives the documented defaults for an empty environment", () => {
    const config = loadConfig({}, "/srv/app");
    expect(config.port).toBe(3000);
    expect(config.host).toBe("127.0.0.1");
    expect(config.dataDir).toBe(path.resolve("/srv/app", "data"));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe("http://127.0.0.1:3000");
    expect(config.emailConfirmation).toBe(false);
    expect(config.google).toBeUndefined();
    expect(config.planOverrides).toEqual({});
    expect(config.extractionThreads).toBe(os.availableParallelism());
    expect(config.extractionTimeoutMs).toBe(300_000);
  });

  it("reads the extraction pool settings and refuses nonsense", () => {
    const config = loadConfig({ EXTRACTION_THREADS: "3", EXTRACTION_TIMEOUT_SECONDS: "45" });
    expect(config.extractionThreads).toBe(3);
    expect(config.extractionTimeoutMs).toBe(45_000);
    expect(() => loadConfig({ EXTRACTION_THREADS: "0" })).toThrow(
      "EXTRACTION_THREADS: must be between 1 and 256, got 0",
    );
    expect(() => loadConfig({ EXTRACTION_TIMEOUT_SECONDS: "soon" })).toThrow(
      'EXTRACTION_TIMEOUT_SECONDS: must be a whole number, got "soon"',
    );
  });

  it("reads how long an idle extraction thread lives, with the pool's own default", () => {
    const defaults = loadConfig({});
    expect(defaults.extractionThreadIdleMs).toBe(60_000);
    // a pool built without one uses the same number (one default, in the config module)
    const pool = new ExtractionPool({ threads: 1, taskBudgetMs: 60_000 });
    expect(pool.idleTimeoutMs).toBe(defaults.extractionThreadIdleMs);
    void pool.close();
    const set = loadConfig({ EXTRACTION_THREAD_IDLE_SECONDS: "900" });
    expect(set.extractionThreadIdleMs).toBe(900_000);
    // the services' pool takes it from the configuration
    const configured = extractionPoolFor(set);
    expect(configured.idleTimeoutMs).toBe(900_000);
    void configured.close();
    expect(() => loadConfig({ EXTRACTION_THREAD_IDLE_SECONDS: "0" })).toThrow(
      "EXTRACTION_THREAD_IDLE_SECONDS: must be between 1 and 604800, got 0",
    );
  });

  it("reads the page budget, queue limit and per-user cap, with their documented defaults", () => {
    const defaults = loadConfig({ EXTRACTION_THREADS: "3" });
    expect(defaults.extractionPageTimeoutMs).toBe(30_000);
    // a pool built without a page budget uses the same number (one default, in the config module)
    const pool = new ExtractionPool({ threads: 1, taskBudgetMs: 60_000 });
    expect(pool.pageTimeoutMs).toBe(defaults.extractionPageTimeoutMs);
    void pool.close();
    expect(defaults.extractionQueueTimeoutMs).toBe(600_000);
    expect(defaults.extractionUserConcurrency).toBe(2);
    expect(loadConfig({ EXTRACTION_THREADS: "1" }).extractionUserConcurrency).toBe(1);
    const set = loadConfig({
      EXTRACTION_PAGE_TIMEOUT_SECONDS: "0.5",
      EXTRACTION_QUEUE_TIMEOUT_SECONDS: "20",
      EXTRACTION_USER_CONCURRENCY: "4",
    });
    expect([set.extractionPageTimeoutMs, set.extractionQueueTimeoutMs, set.extractionUserConcurrency]).toEqual([
      500, 20_000, 4,
    ]);
    expect(() => loadConfig({ EXTRACTION_PAGE_TIMEOUT_SECONDS: "0" })).toThrow(
      "EXTRACTION_PAGE_TIMEOUT_SECONDS: must be between 0.1 and 600, got 0",
    );
    expect(() => loadConfig({ EXTRACTION_PAGE_TIMEOUT_SECONDS: "ten" })).toThrow(
      'EXTRACTION_PAGE_TIMEOUT_SECONDS: must be a number such as 30 or 0.5, got "ten"',
    );
    expect(() => loadConfig({ EXTRACTION_PAGE_TIMEOUT_SECONDS: "120", EXTRACTION_TIMEOUT_SECONDS: "60" })).toThrow(
      "EXTRACTION_PAGE_TIMEOUT_SECONDS must not be longer than EXTRACTION_TIMEOUT_SECONDS",
    );
    expect(() => loadConfig({ EXTRACTION_USER_CONCURRENCY: "0" })).toThrow(
      "EXTRACTION_USER_CONCURRENCY: must be between 1 and 256, got 0",
    );
  });

  it("reads the batch worker settings: on by default, off only with PostgreSQL", () => {
    expect(loadConfig({})).toMatchObject({ batchWorkers: true, batchLeaseMs: 60_000 });
    expect(
      loadConfig({ BATCH_WORKERS: "false", DATABASE_URL: "postgres://u@db:5432/x", BATCH_LEASE_SECONDS: "20" }),
    ).toMatchObject({ batchWorkers: false, batchLeaseMs: 20_000 });
    expect(() => loadConfig({ BATCH_WORKERS: "false" })).toThrow("BATCH_WORKERS=false needs DATABASE_URL");
    expect(() => loadConfig({ BATCH_LEASE_SECONDS: "1" })).toThrow(
      "BATCH_LEASE_SECONDS: must be between 2 and 3600, got 1",
    );
  });

  it("reads the metrics and worker-priority settings: metrics off and niceness 10 by default", () => {
    expect(loadConfig({})).toMatchObject({
      metricsToken: undefined,
      metricsPort: undefined,
      metricsHost: "127.0.0.1",
      extractionNice: 10,
    });
    expect(
      loadConfig({
        METRICS_TOKEN: "abcdefghijklmnop",
        METRICS_PORT: "9464",
        METRICS_HOST: "0.0.0.0",
        EXTRACTION_NICE: "0",
      }),
    ).toMatchObject({
      metricsToken: "abcdefghijklmnop",
      metricsPort: 9464,
      metricsHost: "0.0.0.0",
      extractionNice: 0,
    });
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow("METRICS_TOKEN: must be at least 16 characters");
    expect(() => loadConfig({ METRICS_TOKEN: "has a space in the middle" })).toThrow(
      "METRICS_TOKEN: must be printable ASCII without spaces",
    );
    expect(() => loadConfig({ METRICS_PORT: "3000" })).toThrow("METRICS_PORT must differ from PORT");
    expect(() => loadConfig({ EXTRACTION_NICE: "20" })).toThrow("EXTRACTION_NICE: must be between 0 and 19, got 20");
  });

  it("reads how many webhook tries a process makes at once: 4 by default, 1-64", () => {
    expect(loadConfig({}).webhooks.concurrency).toBe(4);
    expect(loadConfig({ WEBHOOK_CONCURRENCY: "16" }).webhooks.concurrency).toBe(16);
    for (const bad of ["0", "65", "2.5", "many"])
      expect(() => loadConfig({ WEBHOOK_CONCURRENCY: bad })).toThrow(/WEBHOOK_CONCURRENCY/);
  });

  it("reads how many proxies stand in front (TRUST_PROXY): none by default, true is one, or a count", () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    for (const [raw, hops] of [
      ["true", 1],
      ["on", 1],
      ["1", 1],
      ["2", 2],
      ["false", 0],
      ["0", 0],
    ] as const)
      expect(loadConfig({ TRUST_PROXY: raw }).trustProxy).toBe(hops);
    for (const bad of ["11", "-1", "maybe", "10.0.0.0/8"])
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ SIGNUPS_PER_ADDRESS_PER_HOUR: "5" }).signupsPerAddressPerHour).toBe(5);
    expect(loadConfig({}).signupsPerAddressPerHour).toBe(20);
  });

  it("reads valid values", () => {
    const config = loadConfig(
      {
        PORT: "8080",
        DATABASE_URL: "postgres://u@db:5432/x",
        PUBLIC_URL: "https://tables.example.com/",
        EMAIL_CONFIRMATION: "true",
        GITHUB_CLIENT_ID: "id",
        GITHUB_CLIENT_SECRET: "secret",
        PLANS_JSON: '{"enterprise":{"seats":50,"price_monthly_usd":null}}',
      },
      "/srv",
    );
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe("https://tables.example.com");
    expect(config.emailConfirmation).toBe(true);
    expect(config.github).toEqual({ clientId: "id", clientSecret: "secret" });
    expect(config.planOverrides).toEqual({ enterprise: { seats: 50, price_monthly_usd: null } });
  });

  it("lists every bad setting in one readable error", () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: "abc",
        DATABASE_URL: "mysql://x",
        EMAIL_CONFIRMATION: "maybe",
        LOG_LEVEL: "loud",
        GOOGLE_CLIENT_ID: "only-id",
        PLANS_JSON: '{"pro":{"seats":-1,"colour":"red"}}',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(6);
    expect(problems[0]).toBe('PORT: must be a whole number, got "abc"');
    expect((error as Error).message).toContain("6 configuration problem(s)");
    expect((error as Error).message).toContain("GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together");
    expect((error as Error).message).toContain('"pro.colour" is not a plan field');
    expect((error as Error).message).toContain('"pro.seats" must be a whole number >= 0');
  });
});
