import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const repoRoot = resolve(import.meta.dirname, "../..");

/** The port of a spec's own server: `E2E_PORT` (default 3210) plus `offset` (README, "Two commands"). */
export function ownPort(offset: number): number {
  return Number(process.env.E2E_PORT ?? 3210) + offset;
}

/** A data folder of its own for a server a spec starts. */
export function freshDataDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/**
 * Starts the built server on `port` with `env` over the usual test settings, for a spec that needs
 * a configuration the shared servers must not have (a brand, e-mail confirmation); resolves once
 * `/api/v1/health` answers. `what` names the server in the error when it never does.
 */
export async function startOwnServer(
  port: number,
  dataDir: string,
  env: Record<string, string>,
  what: string,
): Promise<ChildProcess> {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn("node", ["apps/server/dist/main.js"], {
    cwd: repoRoot,
    stdio: "ignore",
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      LOG_LEVEL: "warn",
      ...env,
    },
  });
  for (let i = 0; i < 1500; i++) {
    const up = await fetch(`${origin}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill("SIGTERM");
  throw new Error(`${what} did not start`);
}
