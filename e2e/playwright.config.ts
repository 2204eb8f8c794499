import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { defineConfig } from "@playwright/test";
import { MAIL_STAND_IN_PORT } from "./tests/mailStandIn.js";
import { billingEnv, PAID_PORT } from "./tests/paidServer.js";

const chromium = process.env.PDFTAB_CHROMIUM ?? "/usr/bin/chromium";
const hasBrowser = existsSync(chromium);
const port = Number(process.env.E2E_PORT ?? 3210);
const repoRoot = resolve(import.meta.dirname, "..");

if (!hasBrowser) {
  // Visible, never silent: CI installs chromium (.ci/run), so there these tests always run.
  console.warn(`\n[e2e] SKIPPED: no browser at ${chromium} (apt-get install chromium, or set PDFTAB_CHROMIUM)\n`);
}

export default defineConfig({
  testDir: "./tests",
  testIgnore: hasBrowser ? [] : ["**/*"],
  timeout: 30_000,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  outputDir: "test-results",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  // the first server mails through the SMTP stand-in a test starts (tests/mailStandIn.ts)
  webServer: hasBrowser
    ? [server(port, { SMTP_URL: `smtp://127.0.0.1:${MAIL_STAND_IN_PORT}` }), server(PAID_PORT, billingEnv)]
    : undefined,
});

/** One pdftab server on PGlite in a fresh data directory; the second one has Stripe billing on (tests/paidServer.ts). */
function server(listenOn: number, extraEnv: Record<string, string>) {
  return {
    command: "node apps/server/dist/main.js",
    cwd: repoRoot,
    url: `http://127.0.0.1:${listenOn}/api/v1/health`,
    reuseExistingServer: false,
    // two servers boot at once; on a loaded machine that alone can take a minute
    timeout: 180_000,
    env: {
      PORT: String(listenOn),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(join(tmpdir(), "pdftab-e2e-")),
      PUBLIC_URL: `http://127.0.0.1:${listenOn}`,
      LOG_LEVEL: "warn",
      // every test signs up its own accounts (and asks for resets) from 127.0.0.1 (docs/security.md)
      SIGNUPS_PER_ADDRESS_PER_HOUR: "1000000",
      RESET_REQUESTS_PER_ADDRESS_PER_HOUR: "1000000",
      ...extraEnv,
    },
  };
}
