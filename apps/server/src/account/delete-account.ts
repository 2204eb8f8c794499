import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import { callStripe } from "../billing/stripe-call.js";
import { stripeClient } from "../billing/stripe-client.js";
import type { StripeConfig } from "../config/stripe-config.js";
import type { Database } from "../db/schema.js";
import type { UserRow } from "../auth/users.js";
import type { FileStore } from "../storage/index.js";
import { errors } from "../errors/index.js";

/** True when the user owns a workspace someone else is a member of. */
async function ownsSharedWorkspace(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("workspaces as w")
    .innerJoin("workspace_members as m", "m.workspace_id", "w.id")
    .select("m.user_id")
    .where("w.owner_id", "=", userId)
    .where("m.user_id", "!=", userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** What deleting an account removed. */
export interface DeletedAccount {
  extractions: number;
  files: number;
}

/**
 * Deletes an account and everything stored for it. An owner of a workspace
 * other people work in is refused (409 transfer_ownership_first) before
 * anything happens. A running Stripe subscription is cancelled first (a deleted account must not keep paying;
 * if Stripe refuses, nothing is deleted), then the user row goes, taking
 * sessions, tokens, OAuth links, the workspaces it owns (with everything in
 * them) and what it ran in a team's workspace (foreign keys cascade), and finally the uploaded PDFs are removed from the file store:
 * those of the history and those of batch files that never became history
 * (pending, cancelled or unreadable ones).
 */
export async function deleteAccount(
  deps: { db: Kysely<Database>; storage: FileStore; stripe: StripeConfig | undefined; log: FastifyBaseLogger },
  user: UserRow,
): Promise<DeletedAccount> {
  const { db, storage, stripe, log } = deps;
  if (await ownsSharedWorkspace(db, user.id)) throw errors.transferOwnershipFirst();
  if (stripe && user.stripe_subscription_id && user.subscription_tier !== "free") {
    const subscriptionId = user.stripe_subscription_id;
    await callStripe(log, async () => (await stripeClient(stripe)).subscriptions.cancel(subscriptionId));
  }
  const { extractions, keys } = await db.transaction().execute(async (trx) => {
    if (await ownsSharedWorkspace(trx, user.id)) throw errors.transferOwnershipFirst();
    const owned = trx.selectFrom("workspaces").select("id").where("owner_id", "=", user.id);
    const history = await trx
      .selectFrom("extractions")
      .select("storage_key")
      .where((eb) => eb.or([eb("user_id", "=", user.id), eb("workspace_id", "in", owned)]))
      .execute();
    const batchFiles = await trx
      .selectFrom("batch_files")
      .innerJoin("batches", "batches.id", "batch_files.batch_id")
      .select("batch_files.storage_key")
      .where((eb) => eb.or([eb("batches.user_id", "=", user.id), eb("batches.workspace_id", "in", owned)]))
      .execute();
    await trx.deleteFrom("users").where("id", "=", user.id).execute();
    const stored = [...history, ...batchFiles]
      .map((row) => row.storage_key)
      .filter((key): key is string => Boolean(key));
    return { extractions: history.length, keys: new Set(stored) };
  });
  let files = 0;
  for (const key of keys) {
    try {
      if (await storage.delete(key)) files++;
    } catch (error) {
      // The row is gone, so nothing can reach the file; the log lets the operator remove it.
      log.error({ err: error, key }, "could not delete a stored file of a deleted account");
    }
  }
  return { extractions, files };
}
