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
vi.mock("arctic", async (real) => (loaded.add("arctic"), real()));

describe("a server started as boot.ts starts it, on PGlite, with billing and Google and GitHub sign-in configured", () => {
  let dataDir = "";
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("has loaded neither the spreadsheet, zip, Stripe, Redis, queue, PostgreSQL nor OAuth libraries, and loads the OAuth one with the first sign-in", async () => {
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
      GOOGLE_CLIENT_ID: "google-id",
      GOOGLE_CLIENT_SECRET: "google-secret",
      GITHUB_CLIENT_ID: "github-id",
      GITHUB_CLIENT_SECRET: "github-secret",
    });
    const database = await prepareDatabase(config);
    const app = await buildApp({ config, database, logger: false, webRoot: path.join(dataDir, "no-web-build") });
    try {
      await app.ready();
      expect((await app.inject({ method: "GET", url: "/api/v1/health" })).statusCode).toBe(200);
      expect([...loaded]).toEqual([]);
      // a sign-in through GitHub starts: the library loads then, and the provider's address comes back
      const started = await app.inject({ method: "GET", url: "/api/v1/auth/github" });
      expect(started.statusCode).toBe(200);
      expect(new URL(started.json<{ auth_url: string }>().auth_url).host).toBe("github.com");
      expect([...loaded]).toEqual(["arctic"]);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
