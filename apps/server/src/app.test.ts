import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, describeEachDatabase } from "./test/test-app.js";

describeEachDatabase("the app shell", {}, (t) => {
  it("GET /health names the database", async () => {
    const response = await t().app.inject({ method: "GET", url: "/api/v1/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: t().database.kind });
  });

  it("GET /openapi.json is an OpenAPI 3.1 document of every route", async () => {
    const doc = (await t().app.inject({ method: "GET", url: "/api/v1/openapi.json" })).json();
    expect(doc.openapi).toBe("3.1.0");
    for (const route of [
      "/api/v1/auth/register",
      "/api/v1/auth/login",
      "/api/v1/auth/verify",
      "/api/v1/auth/logout",
      "/api/v1/auth/subscription",
      "/api/v1/auth/password-reset/request",
      "/api/v1/auth/password-reset/confirm",
      "/api/v1/auth/google",
      "/api/v1/plans",
      "/api/v1/health",
    ]) {
      expect(doc.paths, route).toHaveProperty([route]);
    }
    expect(doc.paths["/api/v1/auth/login"].post.responses).toHaveProperty("429");
  });

  it("answers unknown API routes with a JSON 404, any method", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const response = await t().app.inject({ method, url: "/api/v1/no/such/thing?x=1" });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        detail: `No API route for ${method} /api/v1/no/such/thing`,
        code: "route_not_found",
      });
    }
  });

  it("explains how to build the web app when it is missing", async () => {
    for (const url of ["/", "/dashboard"]) {
      const response = await t().app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body).toContain("npm run build");
    }
  });
});

describe("GET /health without a database", () => {
  it("answers 503 database_unavailable, not 500", async () => {
    const t = await createTestApp("pglite");
    await t.database.close();
    const response = await t.app.inject({ method: "GET", url: "/api/v1/health" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: "The database does not answer", code: "database_unavailable" });
    await t.app.close();
  });
});

const ASSET_SOURCE = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(",")}];\n`;

describe("serving the built web app", () => {
  let webRoot: string;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), "pdftab-web-"));
    await writeFile(path.join(webRoot, "index.html"), "<!doctype html><title>pdftab app</title>");
    await writeFile(path.join(webRoot, "app.js"), "console.log(1)");
    await mkdir(path.join(webRoot, "assets"));
    const asset = path.join(webRoot, "assets", "index-Ab12Cd34.js");
    await writeFile(asset, ASSET_SOURCE);
    await writeFile(`${asset}.br`, brotliCompressSync(ASSET_SOURCE));
    await writeFile(`${asset}.gz`, gzipSync(ASSET_SOURCE));
    t = await createTestApp("pglite", { build: { webRoot } });
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it("serves index.html at /, assets by name, index.html for unknown pages, JSON 404 for the API", async () => {
    expect((await t.app.inject({ method: "GET", url: "/" })).body).toContain("pdftab app");
    expect((await t.app.inject({ method: "GET", url: "/app.js" })).body).toBe("console.log(1)");
    const page = await t.app.inject({ method: "GET", url: "/some/deep/page" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("pdftab app");
    expect((await t.app.inject({ method: "GET", url: "/api/v1/missing" })).json().code).toBe("route_not_found");
  });

  it("answers 404 for a hashed asset that is not there (a page of an earlier build), not the app's HTML", async () => {
    const gone = await t.app.inject({ method: "GET", url: "/assets/index-Old00000.js" });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers["content-type"]).toContain("text/plain");
    expect(gone.headers["cache-control"]).toBe("no-cache");
    expect(gone.body).not.toContain("pdftab app");
  });

  it("sends a hashed asset as brotli or gzip by Accept-Encoding, cached for a year", async () => {
    const url = "/assets/index-Ab12Cd34.js";
    const br = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toContain("javascript");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(String(br.headers.vary).toLowerCase()).toContain("accept-encoding");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET_SOURCE);

    const gz = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(ASSET_SOURCE);

    const plain = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(ASSET_SOURCE);
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("revalidates index.html on every use, at / and for app routes", async () => {
    for (const url of ["/", "/index.html", "/some/deep/page"]) {
      const page = await t.app.inject({ method: "GET", url });
      expect(page.headers["cache-control"], url).toBe("no-cache");
    }
  });

  it("compresses JSON answers of the API by Accept-Encoding", async () => {
    const br = await t.app.inject({ method: "GET", url: "/api/v1/openapi.json", headers: { "accept-encoding": "br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).openapi).toBe("3.1.0");
    const gz = await t.app.inject({
      method: "GET",
      url: "/api/v1/openapi.json",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).openapi).toBe("3.1.0");
    const plain = await t.app.inject({ method: "GET", url: "/api/v1/openapi.json" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.json().openapi).toBe("3.1.0");
  });
});
