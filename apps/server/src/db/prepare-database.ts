import type { Config } from "../config/index.js";
import { applyPlanOverrides } from "../plans/plans-repository.js";
import { migrateToLatest } from "./migrate.js";
import { openDatabase, targetFromConfig, type DatabaseHandle } from "./open-database.js";

/** Opens the configured database, migrates it and applies plan overrides: ready to serve. */
export async function prepareDatabase(config: Config): Promise<DatabaseHandle> {
  const database = await openDatabase(targetFromConfig(config));
  try {
    await migrateToLatest(database);
    await applyPlanOverrides(database.db, config.planOverrides);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
