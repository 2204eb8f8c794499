export { openDatabase, targetFromConfig, type DatabaseHandle, type DatabaseTarget } from "./open-database.js";
export { migrateToLatest } from "./migrate.js";
export type { Database } from "./schema.js";
