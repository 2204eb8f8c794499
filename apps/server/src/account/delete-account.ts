import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import { callStripe } from "../billing/stripe-call.js";
import { stripeClient } from "../billing/stripe-client.js";
import type { StripeConfig } from "../config/stripe-config.js";
import type { Database } from "../db/schema.js";
import type { UserRow } from "../auth/users.js";
import type { FileStore } from "../storage/index.js";

/** What deleting an account removed. */
export interface DeletedAccount {
  extractions: number;
  files: number;
}

/**
 * Deletes an account and everything stored for it: a running Stripe
 * subscription is cancelled first (a deleted account must not keep paying;
 * if Stripe refuses, nothing is deleted), then the user row goes, taking
 * sessions, tokens, OAuth links and extraction history with it (foreign keys
 * cascade), and finally the uploaded PDFs are removed from the file store:
 * those of the history and those of batch files that never became history
 * (pending, cancelled or unreadable ones).
 */
export async function deleteAccount(
  deps: { db: Kysely<Database>; storage: FileStore; stripe: StripeConfig | undefined; log: FastifyBaseLogger },
  user: UserRow,
): Promise<DeletedAccount> {
  const { db, storage, stripe, log } = deps;
  if (stripe && user.stripe_subscription_id && user.subscription_tier !== "free") {
    const subscriptionId = user.stripe_subscription_id;
    await callStripe(log, () => stripeClient(stripe).subscriptions.cancel(subscriptionId));
  }
  const { extractions, keys } = await db.transaction().execute(async (trx) => {
    const history = await trx.selectFrom("extractions").select("storage_key").where("user_id", "=", user.id).execute();
    const batchFiles = await trx
      .selectFrom("batch_files")
      .innerJoin("batches", "batches.id", "batch_files.batch_id")
      .select("batch_files.storage_key")
      .where("batches.user_id", "=", user.id)
      .execute();
    await trx.deleteFrom("users").where("id", "=", user.id).execute();
    const stored = [...history, ...batchFiles].map((row) => row.storage_key).filter((key): key is string => Boolean(key));
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
