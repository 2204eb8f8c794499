import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import type { CounterStore } from "./counter-store.js";
import { databaseCounters } from "./database-counters.js";
import { redisCounters } from "./redis-counters.js";

/** Redis counters when `redisUrl` is set, else the database's. */
export function createCounterStore(db: Kysely<Database>, redisUrl: string | undefined): CounterStore {
  return redisUrl ? redisCounters(redisUrl) : databaseCounters(db);
}
