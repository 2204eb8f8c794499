import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import type { AppError } from "../errors/index.js";
import { lockWorkspace } from "./team-rules.js";

/** A per-workspace cap on rows of one kind (API keys, templates, webhooks). */
export interface WorkspaceCap {
  workspaceId: string;
  limit: number;
  /** The rows that count against the cap, read inside the transaction. */
  count: (trx: Kysely<Database>) => Promise<number>;
  /** The refusal when the cap is reached. */
  refuse: () => AppError;
}

/**
 * Inserts a row only while the workspace is under its cap: the count and the insert run in one
 * transaction holding the workspace row's lock, so requests arriving together cannot each see
 * room for one more (counted first and inserted apart, 20 keys asked for at once on PostgreSQL
 * all passed a cap that had room for 5).
 */
export async function insertUnderCap<T>(
  db: Kysely<Database>,
  cap: WorkspaceCap,
  insert: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await lockWorkspace(trx, cap.workspaceId);
    if ((await cap.count(trx)) >= cap.limit) throw cap.refuse();
    return insert(trx);
  });
}
