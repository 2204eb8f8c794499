import { readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setPlan } from "../admin/set-plan.js";
import { multipartFiles } from "../test/multipart.js";
import { bearer, createTestApp, registerUser } from "../test/test-app.js";

const DOCS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../docs/api.md");

/** Every code in the error table of docs/api.md. */
function documentedCodes(): Set<string> {
  const doc = readFileSync(DOCS, "utf8");
  const table = doc.slice(doc.indexOf("## Errors"), doc.indexOf("## Routes"));
  return new Set(
    [...table.matchAll(/^\| \d{3} \| (.+?) \|/gm)].flatMap((m) =>
      [...m[1]!.matchAll(/`([a-z_]+)`/g)].map((c) => c[1]!),
    ),
  );
}

/** Sends raw bytes to the listening server and answers what came back before it closed. */
function rawExchange(port: number, bytes: string, endAfterWrite = false): Promise<string> {
  return new Promise((resolve) => {
    let answer = "";
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(bytes);
      if (endAfterWrite) socket.end();
    });
    socket.on("data", (chunk) => (answer += chunk.toString("utf8")));
    socket.on("error", () => {});
    socket.on("close", () => resolve(answer));
    setTimeout(() => socket.destroy(), 5_000);
  });
}

/** Status line and JSON body of a raw HTTP answer. */
function parseRaw(answer: string): { status: number; body: unknown; head: string } {
  const [head = "", body = ""] = answer.split("\r\n\r\n");
  return { status: Number(head.split(" ")[1]), body: body ? JSON.parse(body) : undefined, head: head.toLowerCase() };
}

describe("every error answers {detail, code} with a documented code", () => {
  const codes = documentedCodes();
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let token: string;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp("pglite");
    const user = await registerUser(t.app);
    token = user.token;
    await setPlan(t.database.db, user.email, "pro");
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  function expectShape(status: number, body: unknown, where: string) {
    expect(status, where).toBeGreaterThanOrEqual(400);
    expect(status, where).toBeLessThan(500);
    expect(Object.keys(body as object).sort(), where).toEqual(["code", "detail"]);
    const { code, detail } = body as { code: string; detail: string };
    expect(codes.has(code), `${where}: code ${code} is in docs/api.md`).toBe(true);
    expect(detail, where).not.toMatch(/^reach |FST_|Client Error/);
  }

  it("reads the documented codes from docs/api.md", () => {
    expect(codes.size).toBeGreaterThan(30);
    expect(codes.has("invalid_json")).toBe(true);
  });

  it("multipart parser limits and unreadable multipart bodies", async () => {
    const tiny = Buffer.from("%PDF-1.4\n");
    const cases: Array<{
      name: string;
      url: string;
      headers: Record<string, string>;
      payload: Buffer | string;
      status: number;
      code: string;
    }> = [];
    const batch = multipartFiles(
      Array.from({ length: 40 }, (_, i) => ({ field: "files", name: `f${i}.pdf`, data: tiny })),
    );
    cases.push({
      name: "batch past the parser's files limit",
      url: "/api/v1/batch/create",
      headers: batch.headers,
      payload: batch.payload,
      status: 413,
      code: "too_many_files",
    });
    const fields = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i}`, "x"]));
    const manyFields = multipartFiles([{ field: "file", name: "a.pdf", data: tiny }], fields);
    cases.push({
      name: "upload past the parts limit",
      url: "/api/v1/pdf/extract-info",
      headers: manyFields.headers,
      payload: manyFields.payload,
      status: 422,
      code: "validation_failed",
    });
    cases.push({
      name: "multipart without a boundary",
      url: "/api/v1/pdf/extract-info",
      headers: { "content-type": "multipart/form-data" },
      payload: "--x\r\n",
      status: 400,
      code: "invalid_multipart",
    });
    cases.push({
      name: "multipart cut short",
      url: "/api/v1/pdf/extract-info",
      headers: { "content-type": "multipart/form-data; boundary=abc" },
      payload:
        '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4',
      status: 400,
      code: "invalid_multipart",
    });
    cases.push({
      name: "batch multipart cut short",
      url: "/api/v1/batch/create",
      headers: { "content-type": "multipart/form-data; boundary=abc" },
      payload: '--abc\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n%PDF-1.4',
      status: 400,
      code: "invalid_multipart",
    });
    for (const c of cases) {
      const response = await t.app.inject({
        method: "POST",
        url: c.url,
        headers: { ...bearer(token), ...c.headers },
        payload: c.payload,
      });
      expectShape(response.statusCode, response.json(), c.name);
      expect({ status: response.statusCode, code: response.json().code }, c.name).toEqual({
        status: c.status,
        code: c.code,
      });
    }
  });

  it("a PDF sent as the raw body of an upload route is told to send a form with its file field, not JSON", async () => {
    const single = 'Send the PDF as multipart/form-data in a field named "file"';
    const batch = 'Send the PDFs as multipart/form-data, one part named "files" each';
    const cases = [
      { url: "/api/v1/extract", type: "application/pdf", detail: single },
      { url: "/api/v1/pdf/extract-info", type: "application/octet-stream", detail: single },
      { url: "/api/v1/extractions", type: "application/pdf", detail: single },
      { url: "/api/v1/batch-extract", type: "application/pdf", detail: batch },
      { url: "/api/v1/batch/create", type: "application/x-www-form-urlencoded", detail: batch },
    ];
    for (const c of cases) {
      const response = await t.app.inject({
        method: "POST",
        url: c.url,
        headers: { ...bearer(token), "content-type": c.type },
        payload: Buffer.from("%PDF-1.4\n"),
      });
      expect({ status: response.statusCode, body: response.json() }, c.url).toEqual({
        status: 415,
        body: { code: "unsupported_media_type", detail: c.detail },
      });
    }
    // a JSON route keeps its own advice
    const json = await t.app.inject({
      method: "POST",
      url: "/api/v1/templates",
      headers: { ...bearer(token), "content-type": "application/pdf" },
      payload: "%PDF-1.4\n",
    });
    expect(json.json()).toEqual({
      code: "unsupported_media_type",
      detail: 'Content-Type "application/pdf" is not supported here; send application/json',
    });
  });

  it("malformed JSON, a broken URL and a body shorter than its Content-Length", async () => {
    const json = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      headers: { "content-type": "application/json" },
      payload: '{"email":',
    });
    expectShape(json.statusCode, json.json(), "malformed JSON");
    expect(json.json().code).toBe("invalid_json");
    // valid JSON whose key could poison a prototype is refused as such, not called invalid
    const poisoned = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      headers: { "content-type": "application/json" },
      payload: '{"email":"a@b.co","__proto__":{"admin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.json()).toEqual({
      code: "invalid_json",
      detail:
        "The request body has a __proto__ or constructor.prototype key, which is refused; no field of this API has that name",
    });

    const url = await t.app.inject({ method: "GET", url: "/api/v1/extractions/%zz" });
    expectShape(url.statusCode, url.json(), "broken percent-encoding");
    expect(url.json().code).toBe("bad_url");
    expect(url.headers["x-content-type-options"]).toBe("nosniff");

    const short = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      headers: { "content-type": "application/json", "content-length": "100" },
      payload: '{"email":"a@b.co"}',
    });
    expectShape(short.statusCode, short.json(), "short body (inject)");
    expect(short.json().code).toBe("invalid_content_length");
  });

  it("requests Node's HTTP parser refuses, over a real socket", async () => {
    const garbage = parseRaw(await rawExchange(port, "HELLO WORLD\r\n\r\n"));
    expectShape(garbage.status, garbage.body, "not HTTP");
    expect(garbage.head).toContain("x-content-type-options: nosniff");

    const bigHeader = parseRaw(
      await rawExchange(port, `GET /api/v1/health HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`),
    );
    expect(bigHeader.status).toBe(431);
    expectShape(bigHeader.status, bigHeader.body, "headers too large");

    const badLength = parseRaw(
      await rawExchange(
        port,
        "POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}",
      ),
    );
    expectShape(badLength.status, badLength.body, "Content-Length not a number");
    expect(badLength.body).toMatchObject({ code: "invalid_content_length" });

    // a body shorter than its Content-Length, then the client stops sending
    const shortBody = await rawExchange(
      port,
      'POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":"a@b.co"}',
      true,
    );
    const parsed = parseRaw(shortBody);
    expectShape(parsed.status, parsed.body, "short body (socket)");
    expect(parsed.body).toMatchObject({ code: "invalid_content_length" });
  });
});

describe("a request during shutdown", () => {
  it("answers 503 server_closing in the usual shape, with the security headers", async () => {
    const t = await createTestApp("pglite");
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const port = (t.app.server.address() as net.AddressInfo).port;
    // a request whose headers are half sent when the shutdown starts (so its connection is not idle)
    const socket = net.connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    let answer = "";
    const ended = new Promise<void>((resolve) => {
      socket.on("data", (chunk) => (answer += chunk.toString("utf8")));
      socket.on("close", () => resolve());
      socket.on("error", () => resolve());
    });
    socket.write("GET /api/v1/health HTTP/1.1\r\nHost: x\r\n");
    await new Promise((r) => setTimeout(r, 50));
    const closed = t.close();
    // the listener stops after the pre-close hooks ran: from then on the app is closing
    for (let i = 0; i < 200 && t.app.server.listening; i++) await new Promise((r) => setTimeout(r, 10));
    socket.write("\r\n");
    setTimeout(() => socket.destroy(), 3_000);
    await ended;
    await closed;
    const parsed = parseRaw(answer);
    expect(parsed.status).toBe(503);
    expect(parsed.body).toEqual({
      detail: "The server is shutting down. Please try again in a moment.",
      code: "server_closing",
    });
    expect(parsed.head).toContain("x-frame-options: deny");
  });
});
