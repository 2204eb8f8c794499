import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { repoRoot } from "../corpus/load.js";

/** The built server (`npm run build`), started as its own process like production. */
export interface BenchServer {
  child: ChildProcess;
  base: string;
  /** Highest resident memory of the whole process so far (every worker thread included), in MB. */
  peakRssMb(): number;
  stop(): Promise<void>;
}

/**
 * Starts apps/server/dist/main.js with `env` and waits until it listens; with
 * `script` "worker.js", a worker process (no HTTP), waited for until it runs batch files.
 */
export async function startServer(env: Record<string, string>, script = "main.js"): Promise<BenchServer> {
  const port = env.PORT ?? String(await freePort());
  const ready = script === "main.js" ? "pdftab is running at" : "is running batch files";
  const child = spawn(process.execPath, [path.join(repoRoot, "apps/server/dist", script)], {
    env: { ...process.env, ...env, PORT: port },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let printed = "";
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      printed += chunk.toString();
      if (printed.includes(ready)) resolve();
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) =>
      reject(new Error(`BENCH_SERVER_EXITED: server exited (${code}) before listening:\n${printed}`)),
    );
  });
  // VmHWM is the kernel's own high-water mark of the process's resident set: no sampling gaps
  const peakRssMb = () =>
    Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
  return {
    child,
    base: `http://127.0.0.1:${port}/api/v1`,
    peakRssMb,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no free port")),
      );
    });
  });
}
