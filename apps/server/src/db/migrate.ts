import { Migrator } from "kysely";
import { migrationProvider } from "./migrations/index.js";
import type { DatabaseHandle } from "./open-database.js";

/**
 * Brings the schema up to the newest migration. Runs at every start; a
 * migration that fails stops the start with its name and cause.
 */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const migrator = new Migrator({
    db: handle.db,
    provider: migrationProvider,
    ...(handle.schema ? { migrationTableSchema: handle.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration ${failed ? `"${failed.migrationName}" ` : ""}failed: ${cause}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
