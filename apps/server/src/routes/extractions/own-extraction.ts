import { longestExtractionMs } from "../../config/index.js";
import type { FastifyRequest } from "fastify";
import type { Table } from "@pdftab/engine";
import { signedInUser } from "../../auth/authenticate.js";
import type { AppContext } from "../../context.js";
import { errors } from "../../errors/index.js";
import { failInterrupted, findExtraction, isExpired, type ExtractionRecord } from "../../extraction/history/index.js";

/** The signed-in user's extraction `id`; 404 for unknown ids and for other users' ids alike. */
export async function ownExtraction(ctx: AppContext, request: FastifyRequest, id: string): Promise<ExtractionRecord> {
  const userId = signedInUser(request).id;
  await failInterrupted(ctx.database.db, userId, longestExtractionMs(ctx.config));
  const record = await findExtraction(ctx.database.db, userId, id);
  if (!record) throw errors.notFound("Extraction");
  return record;
}

/** The record's tables when it completed and has not expired; otherwise 410 (expired, whatever its status) or 409. */
export function completedTables(record: ExtractionRecord): Table[] {
  if (isExpired(record)) throw errors.extractionExpired();
  if (record.status !== "completed" || !record.tables) throw errors.extractionNotReady(record.status);
  return record.tables;
}
