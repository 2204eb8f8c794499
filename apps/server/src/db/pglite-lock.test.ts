import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { lockDataDir } from "./pglite-lock.js";

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "pdftab-lock-"));
});
afterAll(() => rm(root, { recursive: true, force: true }));

it("lets one process hold the embedded database and names the holder to others", async () => {
  const dir = path.join(root, "db");
  const unlock = await lockDataDir(dir);
  // A live process other than us (our parent) holds it now.
  await writeFile(`${dir}.lock`, String(process.ppid));
  await expect(lockDataDir(dir)).rejects.toThrow(`is in use by process ${process.ppid}`);
  await unlock();
  const again = await lockDataDir(dir);
  await again();
});

it("takes over a lock left by a process that is gone", async () => {
  const dir = path.join(root, "stale");
  await writeFile(`${dir}.lock`, "2147483646");
  const unlock = await lockDataDir(dir);
  await unlock();
});
