import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";

/**
 * Libraries an idle server on the embedded database does not use: each loads with its first use
 * (docs/operations.md, Memory). Each mock records that its library was loaded, then hands out the
 * real one.
 */
const loaded = vi.hoisted(() => new Set<string>());
vi.mock("exceljs", async (real) => (loaded.add("exceljs"), real()));
vi.mock("jszip", async (real) => (loaded.add("jszip"), real()));
vi.mock("stripe", async (real) => (loaded.add("stripe"), real()));
vi.mock("ioredis", async (real) => (loaded.add("ioredis"), real()));
vi.mock("pg-boss", async (real) => (loaded.add("pg-boss"), real()));
vi.mock("pg", async (real) => (loaded.add("pg"), real()));

describe("a server started as boot.ts starts it, on PGlite, with billing configured", () => {
  let dataDir = "";
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("has loaded neither the spreadsheet, zip, Stripe, Redis, queue nor PostgreSQL libraries", async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "pdftab-idle-"));
    const { loadConfig } = await import("./config/index.js");
    const { prepareDatabase } = await import("./db/prepare-database.js");
    const { buildApp } = await import("./app.js");
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      STRIPE_SECRET_KEY: "sk_test_1",
      STRIPE_WEBHOOK_SECRET: "whsec_1",
      STRIPE_PRICE_PRO_MONTHLY: "price_1",
    });
    const database = await prepareDatabase(config);
    const app = await buildApp({ config, database, logger: false, webRoot: path.join(dataDir, "no-web-build") });
    try {
      await app.ready();
      expect((await app.inject({ method: "GET", url: "/api/v1/health" })).statusCode).toBe(200);
      expect([...loaded]).toEqual([]);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
