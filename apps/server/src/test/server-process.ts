import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const serverSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** A pdftab process (web server or worker) started from sources, for tests that kill and restart processes. */
export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves when its output matches `pattern`; rejects if it exits first or prints nothing matching within `timeoutMs` (a minute). */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** Settles when it has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends `signal` (default SIGTERM) and waits for the exit; a no-op when it is gone already. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts `apps/server/src/<entry>.ts` in a child process through tsx, with
 * the sibling packages taken from their sources (no build needed) and `env`
 * on top of this process's environment.
 */
export function startServerProcess(entry: "main" | "worker", env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(serverSrc, `${entry}.ts`)], {
    env: { ...process.env, TSX_TSCONFIG_PATH: path.join(serverSrc, "test/tsx-sources.tsconfig.json"), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let printed = "";
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    printed += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout!.on("data", onData);
  child.stderr!.on("data", onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once("exit", (code, signal) => resolve({ code, signal }));
  });
  return {
    child,
    output: () => printed,
    exited,
    waitFor(pattern, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const giveUp = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`${entry} did not print ${pattern} within ${timeoutMs / 1000} s:\n${printed}`));
        }, timeoutMs);
        const check = () => {
          if (!pattern.test(printed)) return;
          listeners.delete(check);
          clearTimeout(giveUp);
          resolve();
        };
        listeners.add(check);
        check();
        void exited.then(({ code, signal }) => {
          clearTimeout(giveUp);
          if (!pattern.test(printed))
            reject(new Error(`${entry} exited (${signal ?? code}) before printing ${pattern}:\n${printed}`));
        });
      });
    },
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** A TCP port free right now on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}
