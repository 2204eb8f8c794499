import type { FastifyRequest } from "fastify";
import { signedInUser } from "../../auth/authenticate.js";
import { findBatch } from "../../batch/index.js";
import type { AppContext } from "../../context.js";
import { errors } from "../../errors/index.js";

/** The signed-in user's batch `id`; 404 for unknown ids and other users' ids alike. */
export async function ownBatch(ctx: AppContext, request: FastifyRequest, id: string) {
  const batch = await findBatch(ctx.database.db, signedInUser(request).id, id);
  if (!batch) throw errors.notFound("Batch");
  return batch;
}
