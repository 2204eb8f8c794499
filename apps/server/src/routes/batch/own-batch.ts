import type { FastifyRequest } from "fastify";
import { findBatch } from "../../batch/index.js";
import type { AppContext } from "../../context.js";
import { errors } from "../../errors/index.js";
import { requestWorkspace } from "../../workspaces/index.js";

/** The batch `id` of the caller's workspace; 404 for unknown ids and other workspaces' ids alike. */
export async function ownBatch(ctx: AppContext, request: FastifyRequest, id: string) {
  const batch = await findBatch(ctx.database.db, requestWorkspace(request).id, id);
  if (!batch) throw errors.notFound("Batch");
  return batch;
}
