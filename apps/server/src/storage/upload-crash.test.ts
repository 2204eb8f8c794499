import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, startServerProcess, type ServerProcess } from "../test/server-process.js";
import { filler, rawUpload } from "../test/raw-http.js";
import { GOOD_PASSWORD, uniqueEmail } from "../test/test-app.js";

const BOUNDARY = "----pdftabCrash";

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => e.name);
}

async function waitUntil(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100)))
    if (await check()) return true;
  return check();
}

/**
 * kill -9 in the middle of an upload, with real processes: the bytes received so far exist
 * only under a temporary name (no file under a final name, which nothing would ever delete),
 * and the server started again on the same data removes the temporary.
 */
describe("an upload cut off by kill -9", () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  });

  it("leaves only a .partial, and the next start sweeps it", { timeout: 480_000 }, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "pdftab-upload-crash-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const filesDir = path.join(dataDir, "files");
    const port = await freePort();
    const env = {
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: "info",
      EXTRACTION_THREADS: "1",
      UPLOAD_IDLE_TIMEOUT_SECONDS: "600",
    };
    const start = async (): Promise<ServerProcess> => {
      const server = startServerProcess("main", env);
      cleanups.push(() => server.stop("SIGKILL"));
      // starting from sources on a loaded machine can take over a minute
      await server.waitFor(/pdftab is running at/, 180_000);
      return server;
    };

    const first = await start();
    const registered = await fetch(`http://127.0.0.1:${port}/api/v1/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: uniqueEmail("crash"), password: GOOD_PASSWORD, full_name: "Crash Test" }),
    });
    expect(registered.status).toBe(201);
    const token = ((await registered.json()) as { access_token: string }).access_token;

    // 1 MB of a 5 MB upload, then the client waits (the server is killed meanwhile)
    const head = [
      "POST /api/v1/pdf/extract-info HTTP/1.1",
      "Host: 127.0.0.1",
      `Authorization: Bearer ${token}`,
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
      `Content-Length: ${5 * 1024 * 1024}`,
    ].join("\r\n");
    const fileHead = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
    );
    const upload = rawUpload({ port, head, chunks: [fileHead, ...filler(16)], timeoutMs: 120_000 });
    const receiving = await waitUntil(async () => (await filesUnder(filesDir)).length > 0, 60_000);
    expect(receiving).toBe(true);
    await first.stop("SIGKILL");
    await upload;

    const left = await filesUnder(filesDir);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatch(/^[0-9a-f]{32}\.partial$/);

    const second = await start();
    const swept = await waitUntil(async () => (await filesUnder(filesDir)).length === 0, 30_000);
    expect(swept, second.output()).toBe(true);
    // the line is written after the files are gone, and reaches the pipe a moment later
    const said = await waitUntil(
      async () => /removed what unfinished uploads left in the file store/.test(second.output()),
      10_000,
    );
    expect(said, second.output()).toBe(true);
    await second.stop();
  });
});
