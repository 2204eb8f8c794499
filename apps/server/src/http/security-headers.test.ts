import { existsSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app.js";
import { DEFAULT_WEB_ROOT } from "../web/serve-web.js";
import { CONTENT_SECURITY_POLICY, STRICT_TRANSPORT_SECURITY } from "./security-headers.js";

const WEB_SOURCE_INDEX = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../web/index.html");

function expectSecurityHeaders(headers: Record<string, unknown>, where: string) {
  expect(headers["content-security-policy"], where).toBe(CONTENT_SECURITY_POLICY);
  expect(headers["x-frame-options"], where).toBe("DENY");
  expect(headers["x-content-type-options"], where).toBe("nosniff");
  expect(headers["referrer-policy"], where).toBe("no-referrer");
}

/** Inline scripts and inline event handlers in an HTML page: what the policy would block. */
function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi))
    if (!/\bsrc=/.test(m[1]!) || m[2]!.trim()) found.push(m[0].slice(0, 80));
  for (const m of html.matchAll(/\son[a-z]+\s*=/gi)) found.push(m[0]);
  return found;
}

describe("security headers", () => {
  let webRoot: string;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), "pdftab-web-"));
    await mkdir(path.join(webRoot, "assets"));
    await writeFile(path.join(webRoot, "index.html"), "<!doctype html><title>pdftab app</title>");
    await writeFile(path.join(webRoot, "assets", "app.js"), "console.log(1)");
    t = await createTestApp("pglite", { build: { webRoot } });
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it("are on the page, the app's other addresses, static files, API answers, errors and 404s", async () => {
    const requests = [
      { method: "GET", url: "/" },
      { method: "GET", url: "/dashboard" },
      { method: "GET", url: "/assets/app.js" },
      { method: "GET", url: "/api/v1/health" },
      { method: "GET", url: "/api/v1/no-such-route" },
      { method: "POST", url: "/api/v1/auth/login", payload: {} },
      { method: "GET", url: "/api/v1/auth/verify" },
    ] as const;
    for (const request of requests) {
      const response = await t.app.inject(request);
      expectSecurityHeaders(response.headers, `${request.method} ${request.url} (${response.statusCode})`);
      expect(response.headers["strict-transport-security"], "plain HTTP gets no HSTS").toBeUndefined();
    }
  });

  it("forbid framing and inline script", () => {
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toContain("unsafe-inline");
    expect(CONTENT_SECURITY_POLICY).not.toContain("unsafe-eval");
  });

  it("do not trust X-Forwarded-Proto without TRUST_PROXY", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/v1/health",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("HSTS behind a proxy that terminates HTTPS (TRUST_PROXY=true)", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp("pglite", { env: { TRUST_PROXY: "true" } });
  });
  afterAll(() => t.close());

  it("is sent for HTTPS requests only", async () => {
    const secure = await t.app.inject({
      method: "GET",
      url: "/api/v1/health",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(secure.headers["strict-transport-security"]).toBe(STRICT_TRANSPORT_SECURITY);
    expectSecurityHeaders(secure.headers, "https");
    const plain = await t.app.inject({
      method: "GET",
      url: "/api/v1/health",
      headers: { "x-forwarded-proto": "http" },
    });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("the web app's HTML needs no inline script", () => {
  it("in the source index.html", () => {
    const html = readFileSync(WEB_SOURCE_INDEX, "utf8");
    expect(html).toContain('<script src="/boot-check.js"></script>');
    expect(inlineScripts(html)).toEqual([]);
  });

  const built = path.join(DEFAULT_WEB_ROOT, "index.html");
  it.skipIf(!existsSync(built))(
    `in the built index.html${existsSync(built) ? "" : " [skipped: web app not built]"}`,
    () => {
      const html = readFileSync(built, "utf8");
      expect(inlineScripts(html)).toEqual([]);
      expect(existsSync(path.join(DEFAULT_WEB_ROOT, "boot-check.js"))).toBe(true);
    },
  );
});
