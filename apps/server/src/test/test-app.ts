import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, it } from "vitest";
import { buildApp, type BuildAppOptions } from "../app.js";
import { loadConfig, type Config } from "../config/index.js";
import { migrateToLatest, openDatabase, type DatabaseHandle } from "../db/index.js";
import type { Mail, Mailer } from "../mail/mailer.js";
import { migratedPGliteTemplate } from "../db/pglite-template.js";
import { dropSchema, ensureDatabase } from "../db/scratch-postgres.js";

/** A running app on a fresh database, plus what tests need to look inside. */
export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** Every mail the app sent, newest last. */
  mails: Mail[];
}

type Variant = "pglite" | "postgres";

export interface TestAppOptions {
  /** Environment for loadConfig (DATA_DIR is a temp dir unless given). */
  env?: Record<string, string>;
  /** Extra buildApp options (e.g. a fake OAuth provider, a web root). */
  build?: Partial<BuildAppOptions>;
}

/**
 * Builds an app on a fresh database: in-memory PGlite, or a private schema
 * of TEST_DATABASE_URL for the PostgreSQL variant (dropped on close).
 */
export async function createTestApp(
  variant: Variant,
  options: TestAppOptions = {},
): Promise<TestApp & { close(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "pdftab-test-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    // the tests sign up (and ask for resets) from one address; the limits' own tests set them low
    SIGNUPS_PER_ADDRESS_PER_HOUR: "1000000",
    RESET_REQUESTS_PER_ADDRESS_PER_HOUR: "1000000",
    ...options.env,
  });
  const url = process.env.TEST_DATABASE_URL;
  const schema = `test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const database =
    variant === "pglite"
      ? await openDatabase({ kind: "pglite", dir: undefined, template: await migratedPGliteTemplate() })
      : (await ensureDatabase(url!), await openDatabase({ kind: "postgres", url: url!, schema }));
  await migrateToLatest(database);
  const mails: Mail[] = [];
  const mailer: Mailer = { delivers: true, send: async (mail) => void mails.push(mail) };
  const app = await buildApp({
    config,
    database,
    mailer,
    logger: false,
    webRoot: path.join(dataDir, "no-web-build"),
    ...options.build,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    mails,
    async close() {
      await app.close();
      await database.close();
      if (variant === "postgres") await dropSchema(url!, schema);
      if (variant === "postgres") await dropSchema(url!, `${schema}_boss`); // pg-boss's own schema (batch queue)
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs the same suite against PGlite and, when TEST_DATABASE_URL is set,
 * against PostgreSQL; otherwise the PostgreSQL run shows up as skipped with
 * the reason in its name.
 */
export function describeEachDatabase(title: string, options: TestAppOptions, body: (t: () => TestApp) => void): void {
  for (const variant of ["pglite", "postgres"] as const) {
    if (variant === "postgres" && !process.env.TEST_DATABASE_URL) {
      describe.skip(`${title} [postgres: skipped because TEST_DATABASE_URL is not set]`, () => {
        it("runs against PostgreSQL", () => {});
      });
      continue;
    }
    describe(`${title} [${variant}]`, () => {
      let current: Awaited<ReturnType<typeof createTestApp>> | undefined;
      beforeAll(async () => {
        current = await createTestApp(variant, options);
      });
      afterAll(async () => {
        await current?.close();
      });
      body(() => {
        if (!current) throw new Error("test app not started");
        return current;
      });
    });
  }
}

/** A fresh address per test, so tests sharing a database never collide. */
export function uniqueEmail(label = "user"): string {
  return `${label}.${randomBytes(5).toString("hex")}@example.com`;
}

/** A fresh client address, so the per-IP throttle of one test never hits another. */
export function uniqueIp(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

export const GOOD_PASSWORD = "Correct1Horse";

/** Registers an account and returns its token and user. */
export async function registerUser(app: FastifyInstance, email = uniqueEmail(), password = GOOD_PASSWORD) {
  const response = await app.inject({
    method: "POST",
    url: "/api/v1/auth/register",
    payload: { email, password, full_name: "Test User" },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as { access_token: string; user: { id: string; email: string } };
  const workspace = body.access_token
    ? await app.inject({ method: "GET", url: "/api/v1/workspace", headers: bearer(body.access_token) })
    : undefined;
  const workspaceId = workspace?.statusCode === 200 ? (workspace.json() as { id: string }).id : "";
  return { email, password, token: body.access_token, user: { ...body.user, workspace_id: workspaceId } };
}

/** Authorization header for a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
