import { createHash } from "node:crypto";
import { readFile, rename, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { migrateToLatest, openDatabase } from "./index.js";
import { migrationProvider } from "./migrations/index.js";

let cached: Promise<Blob> | undefined;

/**
 * A dump of a freshly migrated PGlite database. Creating a PGlite cluster
 * (initdb) takes seconds; loading a dump is much faster, so every test app
 * starts from this template. It is kept in the temp directory under a name
 * derived from the migrations' names and code, so adding or editing a
 * migration makes a new template instead of reusing a stale one.
 */
export function migratedPGliteTemplate(): Promise<Blob> {
  cached ??= loadOrCreate();
  return cached;
}

async function loadOrCreate(): Promise<Blob> {
  const migrations = await migrationProvider.getMigrations();
  const fingerprint = Object.entries(migrations)
    .map(([name, migration]) => `${name}:${String(migration.up)}:${String(migration.down)}`)
    .join("|");
  const id = createHash("sha256").update(`${fingerprint}|${process.version}`).digest("hex").slice(0, 16);
  const file = path.join(os.tmpdir(), `pdftab-pglite-template-${id}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // Not made yet: make it below.
  }
  const handle = await openDatabase({ kind: "pglite", dir: undefined });
  await migrateToLatest(handle);
  const dump = await handle.dump!();
  await handle.close();
  // Write-then-rename so a parallel test worker never reads half a file.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}
