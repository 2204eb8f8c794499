import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoTablesPdf } from "@pdftab/engine/testing";
import { upload } from "../test/extraction-helpers.js";
import { multipartFiles } from "../test/multipart.js";
import { bearer, createTestApp, registerUser } from "../test/test-app.js";

/** Every JSON log line the app writes. */
class LogLines extends Writable {
  readonly lines: Record<string, unknown>[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    for (const line of chunk.toString("utf8").split("\n"))
      if (line.trim()) this.lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  }
}

describe("X-Request-Id", () => {
  const logs = new LogLines();
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp("pglite", {
      env: { EXTRACTION_THREADS: "1" },
      build: { logger: { level: "info", stream: logs } },
    });
  });
  afterAll(() => t?.close());

  it("echoes a sane id the client sent, and answers a fresh UUID when none (or a bad one) came", async () => {
    const given = await t.app.inject({ method: "GET", url: "/health", headers: { "x-request-id": "lb-7f3a:42" } });
    expect(given.headers["x-request-id"]).toBe("lb-7f3a:42");
    const none = await t.app.inject({ method: "GET", url: "/health" });
    expect(none.headers["x-request-id"]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    for (const bad of ["has space", "x".repeat(129), "new\u0001line"]) {
      const response = await t.app.inject({ method: "GET", url: "/health", headers: { "x-request-id": bad } });
      expect(response.headers["x-request-id"]).not.toBe(bad);
      expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    }
    // error answers carry it too
    const missing = await t.app.inject({ method: "GET", url: "/api/v1/nope", headers: { "x-request-id": "err-1" } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["x-request-id"]).toBe("err-1");
  });

  it("logs the address without one-time tokens: no query string, no invitation token", async () => {
    const secret = "invitation-token-kept-out-of-logs";
    const asked = await t.app.inject({
      method: "GET",
      url: `/api/v1/workspace/invitations/${secret}?code=also-secret`,
    });
    const id = asked.headers["x-request-id"] as string;
    const logged = logs.lines.filter((l) => l.request_id === id);
    expect(logged.length).toBeGreaterThan(0);
    expect(JSON.stringify(logged)).not.toMatch(/kept-out-of-logs|also-secret/);
    expect(logged.find((l) => l.msg === "incoming request")?.req).toMatchObject({
      url: "/api/v1/workspace/invitations/{token}",
    });
  });

  it("is in the request's JSON log lines and in the lines of the extraction it started", async () => {
    const { token } = await registerUser(t.app);
    const started = await upload(t.app, "/api/v1/pdf/extract-info", token, {
      name: "two.pdf",
      data: twoTablesPdf().bytes,
    });
    expect(started.statusCode).toBe(200);
    const id = started.headers["x-request-id"] as string;
    const mine = logs.lines.filter((l) => l.request_id === id);
    const messages = mine.map((l) => l.msg);
    expect(messages).toEqual(
      expect.arrayContaining(["incoming request", "extraction started", "extraction finished", "request completed"]),
    );
    expect(mine.find((l) => l.msg === "extraction finished")).toMatchObject({
      extraction_id: expect.any(String),
      pages: 1,
      tables: 2,
      ms: expect.any(Number),
    });
  });

  it("follows a batch upload into each file's job and extraction", async () => {
    const { token, user } = await registerUser(t.app);
    await t.database.db.updateTable("users").set({ subscription_tier: "pro" }).where("id", "=", user.id).execute();
    const body = multipartFiles(
      [1, 2].map((n) => ({ field: "files", name: `f${n}.pdf`, data: twoTablesPdf().bytes })),
      {},
    );
    const created = await t.app.inject({
      method: "POST",
      url: "/api/v1/batch/create",
      headers: { ...bearer(token), ...body.headers, "x-request-id": "batch-upload-9" },
      payload: body.payload,
    });
    expect(created.statusCode).toBe(200);
    const batchId = created.json().batch_id as string;
    for (let i = 0; i < 600; i++) {
      if (logs.lines.filter((l) => l.request_id === "batch-upload-9" && l.msg === "extraction finished").length === 2)
        break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const finished = logs.lines.filter((l) => l.request_id === "batch-upload-9" && l.msg === "extraction finished");
    expect(finished).toHaveLength(2);
    for (const line of finished)
      expect(line).toMatchObject({
        batch_id: batchId,
        batch_file_id: expect.any(String),
        extraction_id: expect.any(String),
      });
    expect(logs.lines.find((l) => l.request_id === "batch-upload-9" && l.msg === "batch queued")).toMatchObject({
      batch_id: batchId,
      files: 2,
    });
  });
});
