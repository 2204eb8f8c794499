import { randomBytes } from "node:crypto";
import { openDatabase, type DatabaseHandle } from "../db/index.js";
import { dropSchema, ensureDatabase } from "../db/scratch-postgres.js";

/**
 * Opens an empty, unmigrated database of the variant (PostgreSQL: a private schema on
 * TEST_DATABASE_URL) for migration tests; `cleanups` gets what closes (and drops) it.
 */
export async function emptyDatabase(
  variant: "pglite" | "postgres",
  cleanups: (() => Promise<void>)[],
): Promise<DatabaseHandle> {
  if (variant === "pglite") {
    const handle = await openDatabase({ kind: "pglite", dir: undefined });
    cleanups.push(() => handle.close());
    return handle;
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `test_mig_${process.pid}_${randomBytes(4).toString("hex")}`;
  await ensureDatabase(url);
  const handle = await openDatabase({ kind: "postgres", url, schema });
  cleanups.push(async () => {
    await handle.close();
    await dropSchema(url, schema);
  });
  return handle;
}
