import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { twoTablesPdf } from "@pdftab/engine/testing";
import { loadConfig } from "../config/index.js";
import { upload } from "../test/extraction-helpers.js";
import { createTestApp, registerUser } from "../test/test-app.js";

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta name="theme-color" content="#039855" />
    <meta name="description" content="pdftab reads the tables out of PDF files and hands them back as Excel, CSV or JSON." />
    <link rel="icon" href="data:image/svg+xml,x" />
    <title>pdftab</title>
  </head>
  <body><div id="root"></div><noscript>pdftab needs JavaScript to run.</noscript></body>
</html>`;

async function brandedApp(extra: Record<string, string> = {}) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "pdftab-brand-"));
  await writeFile(path.join(dir, "index.html"), INDEX);
  await writeFile(
    path.join(dir, "logo.svg"),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8"/></svg>',
  );
  const env = {
    BRAND_NAME: "Acme Tables",
    BRAND_LOGO: path.join(dir, "logo.svg"),
    BRAND_PRIMARY_COLOR: "#1D4ED8",
    BRAND_SUPPORT_EMAIL: "help@acme.test",
    BRAND_TERMS_URL: "https://acme.test/terms",
    BRAND_PRIVACY_URL: "https://acme.test/privacy",
    ...extra,
  };
  return createTestApp("pglite", { env, build: { webRoot: dir } });
}

describe("white-label: an instance started with BRAND_*", () => {
  it("shows the brand in the brand document, every page, the theme, the logo, the OpenAPI title, mails and xlsx files", async () => {
    const t = await brandedApp();
    try {
      const brand = await t.app.inject({ method: "GET", url: "/api/v1/brand" });
      expect(brand.json()).toEqual({
        name: "Acme Tables",
        logo_url: "/brand/logo",
        primary_color: "#1d4ed8",
        support_email: "help@acme.test",
        terms_url: "https://acme.test/terms",
        privacy_url: "https://acme.test/privacy",
      });
      for (const url of ["/", "/history", "/some/unknown/page"]) {
        const page = await t.app.inject({ method: "GET", url });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain("<title>Acme Tables</title>");
        expect(page.body).toContain('<meta name="theme-color" content="#1d4ed8"');
        expect(page.body).toContain('<link rel="icon" href="/brand/logo" />');
        expect(page.body).toContain('<link rel="stylesheet" href="/brand/theme.css" />');
        expect(page.body).toContain("Acme Tables reads the tables");
        const meta = /<meta name="brand" content="([^"]*)"/
          .exec(page.body)![1]!
          .replace(/&quot;/g, '"')
          .replace(/&amp;/g, "&");
        expect(JSON.parse(meta)).toEqual(brand.json());
        expect(page.body).not.toContain("<title>pdftab");
      }
      expect((await t.app.inject({ method: "GET", url: "/index.html" })).body).toContain("<title>Acme Tables</title>");

      const css = await t.app.inject({ method: "GET", url: "/brand/theme.css" });
      expect(css.headers["content-type"]).toContain("text/css");
      expect(css.body).toContain("--color-brand-600: #1d4ed8;");
      expect(css.body).toMatch(/--color-brand-50: #[0-9a-f]{6};/);
      const logo = await t.app.inject({ method: "GET", url: "/brand/logo" });
      expect(logo.headers["content-type"]).toBe("image/svg+xml");
      expect(logo.body).toContain("<svg");

      const openapi = (await t.app.inject({ method: "GET", url: "/api/v1/openapi.json" })).json();
      expect(openapi.info.title).toBe("Acme Tables API");

      const user = await registerUser(t.app);
      await t.app.inject({
        method: "POST",
        url: "/api/v1/auth/password-reset/request",
        payload: { email: user.email },
      });
      for (let i = 0; i < 100 && t.mails.length === 0; i++) await new Promise((r) => setTimeout(r, 50)); // sent in the background
      const mail = t.mails.at(-1)!;
      expect(mail.subject).toBe("Reset your Acme Tables password");
      expect(mail.text).toContain("reset your Acme Tables password");
      expect(mail.text).toContain("help@acme.test");
      expect(t.config.smtpFrom).toBe("Acme Tables <no-reply@localhost>");

      const xlsx = await upload(
        t.app,
        "/api/v1/extract",
        user.token,
        { name: "t.pdf", data: twoTablesPdf().bytes },
        { format: "xlsx" },
      );
      expect(xlsx.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      expect(workbook.creator).toBe("Acme Tables");
    } finally {
      await t.close();
    }
  });

  it("admits a logo on another site in the Content-Security-Policy, and keeps pdftab's defaults without BRAND_*", async () => {
    const t = await brandedApp({ BRAND_LOGO: "https://cdn.acme.test/logo.png" });
    try {
      const page = await t.app.inject({ method: "GET", url: "/" });
      expect(page.headers["content-security-policy"]).toContain("img-src 'self' data: blob: https://cdn.acme.test");
      expect((await t.app.inject({ method: "GET", url: "/api/v1/brand" })).json().logo_url).toBe(
        "https://cdn.acme.test/logo.png",
      );
    } finally {
      await t.close();
    }
    const plain = await createTestApp("pglite");
    try {
      expect((await plain.app.inject({ method: "GET", url: "/api/v1/brand" })).json()).toEqual({
        name: "pdftab",
        logo_url: null,
        primary_color: null,
        support_email: null,
        terms_url: null,
        privacy_url: null,
      });
      expect((await plain.app.inject({ method: "GET", url: "/api/v1/openapi.json" })).json().info.title).toBe(
        "pdftab API",
      );
      expect((await plain.app.inject({ method: "GET", url: "/brand/theme.css" })).body).not.toContain("--color-brand");
      expect((await plain.app.inject({ method: "GET", url: "/brand/logo" })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it("refuses bad BRAND_* settings at start, listing each", () => {
    let message = "";
    try {
      loadConfig({
        BRAND_PRIMARY_COLOR: "blue",
        BRAND_LOGO: "/nowhere/logo.png",
        BRAND_TERMS_URL: "ftp://x",
        BRAND_SUPPORT_EMAIL: "nope",
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("4 configuration");
    for (const part of [
      "BRAND_LOGO: no file at /nowhere/logo.png",
      'BRAND_PRIMARY_COLOR: must be a colour such as #1d4ed8, got "blue"',
      "BRAND_SUPPORT_EMAIL: must be an e-mail address",
      "BRAND_TERMS_URL: must be an http:// or https:// address",
    ]) {
      expect(message).toContain(part);
    }
  });
});
