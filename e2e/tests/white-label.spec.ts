import type { ChildProcess } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { freshDataDir, ownPort, startOwnServer } from "./ownServer.js";
import { PUBLIC_ROUTES } from "./routes.js";

// A server of its own, started with a brand, so the other suites keep pdftab's defaults.
const port = ownPort(5);
const origin = `http://127.0.0.1:${port}`;

let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const dataDir = freshDataDir("pdftab-e2e-brand-");
  writeFileSync(
    join(dataDir, "acme.svg"),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20"><rect width="40" height="20" fill="#1d4ed8"/></svg>',
  );
  server = await startOwnServer(
    port,
    dataDir,
    {
      BRAND_NAME: "Acme Tables",
      BRAND_LOGO: join(dataDir, "acme.svg"),
      BRAND_PRIMARY_COLOR: "#1d4ed8",
      BRAND_SUPPORT_EMAIL: "help@acme.example",
      BRAND_TERMS_URL: "https://acme.example/terms",
    },
    "the branded server",
  );
});

test.afterAll(() => {
  server?.kill("SIGTERM");
});

test("BRAND_NAME is on every page title, the top bar, the footer and the OpenAPI document; the colour and logo apply", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  for (const path of PUBLIC_ROUTES) {
    await page.goto(`${origin}/#${path}`);
    await expect(page.locator("h1:visible").first()).toBeVisible();
    await expect.poll(() => page.title(), { message: path }).toContain("Acme Tables");
    expect(await page.title(), path).not.toContain("pdftab");
  }
  const logo = page.locator("header a").first().locator("img");
  await expect(logo).toHaveAttribute("src", "/brand/logo");
  await expect(page.locator("header")).toContainText("Acme Tables");
  const footer = page.locator("footer");
  await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
    "href",
    "https://acme.example/terms",
  );
  await expect(footer.getByRole("link", { name: "help@acme.example" })).toBeVisible();

  await page.goto(`${origin}/#/login`);
  const button = page.getByRole("button", { name: "Sign In", exact: true });
  await expect(button).toHaveCSS("background-color", "rgb(29, 78, 216)");

  const openapi = await (await fetch(`${origin}/api/v1/openapi.json`)).json();
  expect(openapi.info.title).toBe("Acme Tables API");
  expect(errors).toEqual([]);
});
