import { readFile, rm, writeFile } from "node:fs/promises";

/**
 * Embedded PGlite must be opened by one process at a time, or its files get
 * corrupted (e.g. the admin command while the server runs). A lock file
 * holding the owner's pid guards the data directory; a lock left by a dead
 * process is taken over.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const file = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(file, String(process.pid), { flag: "wx" });
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(await readFile(file, "utf8").catch(() => ""));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The embedded database in ${dir} is in use by process ${owner} (is pdftab already running?). ` +
            "Stop that process first, or use PostgreSQL through DATABASE_URL.",
          { cause: error },
        );
      }
      await rm(file, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database in ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
